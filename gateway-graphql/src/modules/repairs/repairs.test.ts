import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.js';
import type { Client } from '../../../test/client.js';
import { auditOf, ok, refusal } from '../../../test/beds.js';
import { hostelIds } from '../../../test/staff.js';
import { JOB, newStaff, photo, REPORT, residentStudent, sendForm, type JobRow } from '../../../test/repairs.js';

const app = useTestApp();
const db = () => app.gateway.orm.em.fork().getConnection();

const step = async (client: Client, mutation: string, variables: Record<string, unknown>) => Object.values(await ok<Record<string, JobRow>>(client, mutation, variables))[0]!;
const read = async (client: Client, id: string) => (await ok<{ repairJob: JobRow }>(client, `query($id: ID!) { repairJob(id: $id) { ${JOB} } }`, { id })).repairJob;
const bell = async (client: Client) => (await ok<{ myNotifications: { items: { title: string }[] } }>(client, '{ myNotifications { items { title } } }')).myNotifications.items.map((n) => n.title);

describe('a repair job, from report to closed', () => {
  let admin: Client;
  let warden: Client;
  let electrician: { client: Client; id: string };
  let plumber: { client: Client; id: string };
  beforeAll(async () => {
    admin = await app.admin();
    warden = (await newStaff(app, admin, 'WARDEN', { hostelIds: await hostelIds(app, 'BH-1') })).client;
    electrician = await newStaff(app, admin, 'MAINTENANCE', { trade: 'ELECTRICAL' });
    plumber = await newStaff(app, admin, 'MAINTENANCE', { trade: 'PLUMBING' });
  });

  it('is reported, prioritised, assigned to the right trade, started, fixed, confirmed; every step audited and told', async () => {
    const student = await residentStudent(app, 'BH-1');
    const reported = await sendForm<JobRow>(student.client, '/repairs', REPORT);
    expect(reported.status, reported.text).toBe(201);
    const id = reported.body.id;
    expect(reported.body).toMatchObject({ status: 'reported', roomNumber: student.roomNumber, hostelName: 'BH-1', priority: null });
    expect(await bell(warden)).toContain(`New repair: electrical at BH-1 room ${student.roomNumber}`);
    expect(await bell(admin)).not.toContain(`New repair: electrical at BH-1 room ${student.roomNumber}`); // BH-1 has its warden

    const triaged = await step(warden, `mutation($id: ID!) { prioritiseRepair(id: $id, priority: URGENT) { ${JOB} } }`, { id });
    const [created] = await db().execute<{ created_at: Date }[]>('select created_at from repair_jobs where id = ?', [id]);
    expect(new Date(triaged.dueAt!).getTime() - new Date(created!.created_at).getTime()).toBe(4 * 3600 * 1000);

    const wrongTrade = await refusal(warden, 'mutation($id: ID!, $to: ID!) { assignRepair(id: $id, assigneeId: $to) { id } }', { id, to: plumber.id });
    expect(wrongTrade.extensions?.fields?.[0]?.field).toBe('assigneeId');
    const assigned = await step(warden, `mutation($id: ID!, $to: ID!) { assignRepair(id: $id, assigneeId: $to) { ${JOB} } }`, { id, to: electrician.id });
    expect(assigned).toMatchObject({ status: 'ASSIGNED', assigneeId: electrician.id });
    expect(await bell(electrician.client)).toContain(`Repair assigned: electrical at BH-1 room ${student.roomNumber}`);

    const cancel = await refusal(student.client, 'mutation($id: ID!) { cancelRepair(id: $id) { id } }', { id });
    expect(cancel.extensions?.code).toBe('CONFLICT');

    await step(warden, `mutation($id: ID!) { commentOnRepair(id: $id, body: "Key is with the office", internal: true) { id } }`, { id });
    await step(warden, `mutation($id: ID!) { commentOnRepair(id: $id, body: "Someone comes today") { id } }`, { id });
    const studentSees = await read(student.client, id);
    expect(studentSees.comments.map((c) => c.body)).toEqual(['Someone comes today']);
    const electricianSees = await read(electrician.client, id);
    expect(electricianSees.comments.map((c) => c.body)).toEqual(['Key is with the office', 'Someone comes today']);
    const internal = await refusal(student.client, 'mutation($id: ID!) { commentOnRepair(id: $id, body: "x", internal: true) { id } }', { id });
    expect(internal.extensions?.fields?.[0]?.field).toBe('internal');

    expect((await step(electrician.client, `mutation($id: ID!) { startRepair(id: $id) { ${JOB} } }`, { id })).status).toBe('IN_PROGRESS');
    const fixed = await sendForm<JobRow>(electrician.client, `/repairs/${id}/fixed`, { note: 'Replaced the capacitor.' }, [{ name: 'after.png', type: 'image/png', bytes: await photo(40, 'png') }]);
    expect(fixed.status, fixed.text).toBe(200);
    expect(fixed.body.status).toBe('fixed'); // REST answers the stored values
    expect(fixed.body.photos).toMatchObject([{ width: 40, height: 40 }]);
    expect((await read(student.client, id)).comments.map((c) => c.body)).toEqual(['Someone comes today', 'Replaced the capacitor.']);
    expect(await bell(student.client)).toContain(`Repair fixed: electrical at BH-1 room ${student.roomNumber}`);

    const closed = await step(student.client, `mutation($id: ID!) { confirmRepair(id: $id) { ${JOB} } }`, { id });
    expect(closed.status).toBe('CLOSED');
    const actions = (await db().execute<{ action: string }[]>(`select action from audit_events where object_type = 'repair_job' and object_id = ? order by id`, [id])).map((a) => a.action);
    expect(actions).toEqual(['repair.reported', 'repair.prioritised', 'repair.assigned', 'repair.started', 'repair.fixed', 'repair.closed']);
    await app.gateway.mailer.idle();
    expect(app.outbox.messages.some((m) => m.subject.includes('Repair fixed'))).toBe(true);

    const reopened = await step(student.client, `mutation($id: ID!) { reopenRepair(id: $id, note: "It stopped again") { ${JOB} } }`, { id });
    expect(reopened).toMatchObject({ status: 'ASSIGNED', assigneeId: electrician.id, fixedAt: null });
  });

  it('is reported through GraphQL too (no photos), in a named common area', async () => {
    const student = await residentStudent(app, 'BH-1');
    const input = { category: 'CLEANING', place: 'common', commonArea: 'Ground floor corridor', description: 'Spilt paint', urgency: 'LOW', mayEnter: false };
    const job = (await ok<{ reportRepair: JobRow }>(student.client, `mutation($input: ReportRepairInput!) { reportRepair(input: $input) { ${JOB} } }`, { input })).reportRepair;
    expect(job).toMatchObject({ status: 'REPORTED', category: 'CLEANING', roomNumber: null, commonArea: 'Ground floor corridor', hostelName: 'BH-1', photos: [] });
    const staffCannot = await refusal(warden, `mutation($input: ReportRepairInput!) { reportRepair(input: $input) { id } }`, { input });
    expect(staffCannot.extensions?.code).toBe('FORBIDDEN');
  });

  it('closes itself 3 days after the fix; cannot be reopened 7 days after it', async () => {
    const student = await residentStudent(app, 'BH-1');
    const id = (await sendForm<JobRow>(student.client, '/repairs', REPORT)).body.id;
    await step(admin, 'mutation($id: ID!, $to: ID!) { assignRepair(id: $id, assigneeId: $to) { id } }', { id, to: electrician.id });
    await sendForm(electrician.client, `/repairs/${id}/fixed`, { note: 'Done.' });
    expect(await app.gateway.jobs.repairAutoClose()).toBe(0);
    await db().execute(`update repair_jobs set fixed_at = now() - interval '3 days 1 minute' where id = ?`, [id]);
    expect(await app.gateway.jobs.repairAutoClose()).toBe(1);
    expect((await read(student.client, id)).status).toBe('CLOSED');
    expect((await auditOf(app, 'repair.closed')).some((a) => a.after?.by === 'auto')).toBe(true);
    await db().execute(`update repair_jobs set fixed_at = now() - interval '8 days' where id = ?`, [id]);
    const late = await refusal(student.client, 'mutation($id: ID!) { reopenRepair(id: $id) { id } }', { id });
    expect(late.extensions?.code).toBe('CONFLICT');
  });

  it('is escalated to the admins once when overdue, and shows as overdue', async () => {
    const student = await residentStudent(app, 'BH-1');
    const id = (await sendForm<JobRow>(student.client, '/repairs', { ...REPORT, category: 'plumbing' })).body.id;
    await step(warden, 'mutation($id: ID!) { prioritiseRepair(id: $id, priority: LOW) { id } }', { id });
    await db().execute(`update repair_jobs set due_at = now() - interval '1 minute' where id = ?`, [id]);
    expect(await app.gateway.jobs.repairEscalation()).toBe(1);
    expect(await app.gateway.jobs.repairEscalation()).toBe(0);
    expect((await read(warden, id)).overdue).toBe(true);
    expect((await bell(admin)).some((t) => t.startsWith('Repair overdue: plumbing'))).toBe(true);
    const overdue = (await ok<{ repairJobs: JobRow[] }>(warden, '{ repairJobs(filter: { overdueOnly: true }) { id } }')).repairJobs.map((j) => j.id);
    expect(overdue).toContain(id);
  });

  it('a duplicate is merged into the open job of the same place and category; a student cancels before assignment', async () => {
    const student = await residentStudent(app, 'BH-2');
    const common = { ...REPORT, category: 'plumbing', place: 'common', commonArea: '2nd floor washroom' };
    const first = (await sendForm<JobRow>(student.client, '/repairs', common)).body.id;
    const again = (await sendForm<JobRow>(student.client, '/repairs', { ...common, commonArea: '2nd Floor Washroom' })).body.id;
    const other = (await sendForm<JobRow>(student.client, '/repairs', { ...common, category: 'cleaning' })).body.id;
    expect(await bell(admin)).toContain('New repair: plumbing at BH-2, 2nd floor washroom'); // no warden here: the admins hear
    const wrong = await refusal(admin, 'mutation($id: ID!, $into: ID!) { mergeRepair(id: $id, intoId: $into) { id } }', { id: other, into: first });
    expect(wrong.extensions?.fields?.[0]?.field).toBe('intoId');
    const merged = await step(admin, `mutation($id: ID!, $into: ID!) { mergeRepair(id: $id, intoId: $into) { ${JOB} } }`, { id: again, into: first });
    expect(merged.status).toBe('MERGED');
    expect((await step(student.client, `mutation($id: ID!) { cancelRepair(id: $id) { ${JOB} } }`, { id: other })).status).toBe('CANCELLED');
    const warden1 = await refusal(warden, 'mutation($id: ID!) { prioritiseRepair(id: $id, priority: HIGH) { id } }', { id: first });
    expect(warden1.extensions?.code).toBe('NOT_FOUND'); // BH-2 is not the warden's
  });
});
