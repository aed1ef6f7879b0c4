import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.js';
import type { Client } from '../../../test/client.js';
import { ok, refusal } from '../../../test/beds.js';
import { hostelIds } from '../../../test/staff.js';
import { download, JOB, newStaff, photo, REPORT, residentStudent, sendForm, type JobRow } from '../../../test/repairs.js';

const app = useTestApp();
const db = () => app.gateway.orm.em.fork().getConnection();

describe("the office's repairs", () => {
  let admin: Client;
  let warden: Client;
  beforeAll(async () => {
    admin = await app.admin();
    warden = (await newStaff(app, admin, 'WARDEN', { hostelIds: await hostelIds(app, 'GH-2') })).client;
  });

  it("take the job's room out of service through the inventory's rules, its student staying, and back", async () => {
    // A hostel of its own (GH-3), so the job it fixes stays out of the next test's counts.
    const warden = (await newStaff(app, admin, 'WARDEN', { hostelIds: await hostelIds(app, 'GH-3') })).client;
    const student = await residentStudent(app, 'GH-3');
    const id = (await sendForm<JobRow>(student.client, '/repairs', REPORT)).body.id;
    const other = (await newStaff(app, admin, 'WARDEN', { hostelIds: await hostelIds(app, 'GH-1') })).client;
    expect((await refusal(other, 'mutation($id: ID!) { setRepairRoomService(id: $id, inService: false) { id } }', { id })).extensions?.code).toBe('NOT_FOUND');
    expect((await ok<{ repairJob: { roomInService: boolean | null } }>(warden, 'query($id: ID!) { repairJob(id: $id) { roomInService } }', { id })).repairJob.roomInService).toBe(true);

    // The student who reported it lives there and stays (decision 0157): only the free beds close.
    const out = await ok<{ setRepairRoomService: JobRow & { roomInService: boolean | null } }>(warden, `mutation($id: ID!) { setRepairRoomService(id: $id, inService: false) { ${JOB} roomInService } }`, { id });
    expect(out.setRepairRoomService.roomInService).toBe(false);
    expect(out.setRepairRoomService.comments.at(-1)).toMatchObject({ internal: true, body: `Room ${student.roomNumber} is out of service for this repair.` });
    const [room] = await db().execute<{ in_service: boolean; out_of_service_reason: string | null; stays: boolean }[]>(
      `select r.in_service, r.out_of_service_reason, exists (select 1 from room_occupancies o where o.room_id = r.id and o.student_id = ?) as stays
         from rooms r join repair_jobs j on j.room_id = r.id where j.id = ?`,
      [student.id, id],
    );
    expect(room).toEqual({ in_service: false, out_of_service_reason: `Repair: electrical (job ${id.slice(0, 8)})`, stays: true });
    // Its free beds are closed: the database refuses anyone new in it, under every path.
    const newcomer = await residentStudent(app, 'GH-3');
    await expect(
      db().execute(`update room_occupancies set room_id = (select room_id from repair_jobs where id = ?), bed = 1 where student_id = ?`, [id, newcomer.id]),
    ).rejects.toThrow(/is out of service/);
    expect((await db().execute<{ n: number }[]>(`select count(*)::int as n from audit_events where action = 'room.out_of_service' and hostel_id = (select hostel_id from repair_jobs where id = ?)`, [id]))[0]!.n).toBe(1);
    // The admin's own path still refuses an occupied room: a room under renovation is emptied first.
    const roomId = (await db().execute<{ room_id: string }[]>('select room_id from repair_jobs where id = ?', [id]))[0]!.room_id;
    await ok(admin, 'mutation($id: ID!) { setRoomInService(roomId: $id, inService: true) { id } }', { id: roomId });
    expect((await refusal(admin, 'mutation($id: ID!) { setRoomInService(roomId: $id, inService: false, reason: "Renovation") { id } }', { id: roomId })).extensions?.code).toBe('ROOM_OCCUPIED');
    await ok(warden, 'mutation($id: ID!) { setRepairRoomService(id: $id, inService: false) { id } }', { id });

    const fixer = await newStaff(app, admin, 'MAINTENANCE', { trade: 'ELECTRICAL' });
    await ok(warden, 'mutation($id: ID!, $to: ID!) { assignRepair(id: $id, assigneeId: $to) { id } }', { id, to: fixer.id });
    await ok(fixer.client, 'mutation($id: ID!) { fixRepair(id: $id, note: "New fan fitted.") { id } }', { id });
    const told = await ok<{ myNotifications: { items: { title: string; body: string }[] } }>(warden, '{ myNotifications { items { title body } } }');
    expect(told.myNotifications.items.find((n) => n.title.startsWith('Repair fixed'))?.body).toBe(`New fan fitted.\nRoom ${student.roomNumber} is still out of service for this job: the warden brings it back.`);
    await ok(warden, 'mutation($id: ID!) { setRepairRoomService(id: $id, inService: true) { id } }', { id });
    const [back] = await db().execute<{ in_service: boolean; occupants_stay: boolean }[]>('select r.in_service, r.occupants_stay from rooms r join repair_jobs j on j.room_id = r.id where j.id = ?', [id]);
    expect(back).toEqual({ in_service: true, occupants_stay: false });
  });

  it('tell the student what they may still do, and say who sent each photo', async () => {
    // BH-2's own warden, so its fixed job stays out of GH-2's counts.
    const warden = (await newStaff(app, admin, 'WARDEN', { hostelIds: await hostelIds(app, 'BH-2') })).client;
    const student = await residentStudent(app, 'BH-2');
    const id = (await sendForm<JobRow>(student.client, '/repairs', REPORT, [{ name: 'fan.jpg', type: 'image/jpeg', bytes: await photo() }])).body.id;
    type Facts = { repairJob: { canCancel: boolean; reopenUntil: string | null; fixedAt: string | null; photos: { sentByName: string | null; fromReporter: boolean }[] } };
    const facts = (client: Client) => ok<Facts>(client, 'query($id: ID!) { repairJob(id: $id) { canCancel reopenUntil fixedAt photos { sentByName fromReporter } } }', { id });
    const name = (await ok<{ me: { name: string } }>(student.client, '{ me { name } }')).me.name;
    expect((await facts(student.client)).repairJob).toEqual({ canCancel: true, reopenUntil: null, fixedAt: null, photos: [{ sentByName: name, fromReporter: true }] });
    expect((await facts(warden)).repairJob.canCancel).toBe(false); // only the student who reported it cancels

    const fixer = await newStaff(app, admin, 'MAINTENANCE', { trade: 'ELECTRICAL' });
    await ok(warden, 'mutation($id: ID!, $to: ID!) { assignRepair(id: $id, assigneeId: $to) { id } }', { id, to: fixer.id });
    expect((await facts(student.client)).repairJob.canCancel).toBe(false);
    const fixed = await sendForm<JobRow>(fixer.client, `/repairs/${id}/fixed`, { note: 'New regulator.' }, [{ name: 'done.jpg', type: 'image/jpeg', bytes: await photo() }]);
    expect(fixed.status, fixed.text).toBe(200);
    const after = (await facts(student.client)).repairJob;
    const fixerName = (await ok<{ repairJob: { assigneeName: string } }>(warden, 'query($id: ID!) { repairJob(id: $id) { assigneeName } }', { id })).repairJob.assigneeName;
    expect(after.photos).toEqual([
      { sentByName: name, fromReporter: true },
      { sentByName: fixerName, fromReporter: false },
    ]);
    expect(Date.parse(after.reopenUntil!) - Date.parse(after.fixedAt!)).toBe(7 * 24 * 3600 * 1000);
    expect((await facts(warden)).repairJob.reopenUntil).toBeNull();
    // Each bell leads to where its reader follows the job: a student's one screen, the assignee's own jobs, the office's page of it.
    const links = async (client: Client) =>
      (await ok<{ myNotifications: { items: { title: string; link: string | null }[] } }>(client, '{ myNotifications { items { title link } } }')).myNotifications.items.filter((n) => n.title.startsWith('Repair')).map((n) => n.link);
    expect(new Set(await links(student.client))).toEqual(new Set(['/repairs']));
    expect(new Set(await links(fixer.client))).toEqual(new Set(['/adminpage/repairs']));
    expect(new Set(await links(warden))).toEqual(new Set([`/adminpage/repairs/${id}`]));
    // Past the 7 days the student may no longer reopen it, and is not told they may.
    await db().execute(`update repair_jobs set fixed_at = now() - interval '8 days' where id = ?`, [id]);
    expect((await facts(student.client)).repairJob.reopenUntil).toBeNull();
  });

  it('count open jobs by hostel and category, the median time to fix and the share fixed in time, and export them as CSV', async () => {
    const student = await residentStudent(app, 'GH-2');
    const send = async (category: string) => (await sendForm<JobRow>(student.client, '/repairs', { ...REPORT, category })).body.id;
    const fixed = [await send('plumbing'), await send('plumbing'), await send('plumbing')];
    await send('internet');
    // Fixed after 2, 4 and 10 hours; due after 4, 3 and 24: two of three in time.
    for (const [i, [took, due]] of [[2, 4], [4, 3], [10, 24]].entries()) {
      await db().execute(
        `update repair_jobs set status = 'fixed', created_at = now() - interval '2 days', fixed_at = now() - interval '2 days' + ? * interval '1 hour', due_at = now() - interval '2 days' + ? * interval '1 hour' where id = ?`,
        [took, due, fixed[i]],
      );
    }
    const stats = (await ok<{ repairStats: { open: { hostelName: string; category: string; open: number }[]; fixed: number; medianHoursToFix: number; fixedInTimeShare: number } }>(
      warden,
      '{ repairStats { open { hostelName category open overdue } fixed medianHoursToFix fixedInTimeShare } }',
    )).repairStats;
    expect(stats.open.filter((o) => o.hostelName !== 'GH-2')).toEqual([]);
    expect(stats.open).toContainEqual({ hostelName: 'GH-2', category: 'internet', open: 1, overdue: 0 });
    expect(stats.fixed).toBe(3);
    expect(stats.medianHoursToFix).toBeCloseTo(4, 5);
    expect(stats.fixedInTimeShare).toBeCloseTo(2 / 3, 5);
    expect((await refusal(student.client, '{ repairStats { fixed } }')).extensions?.code).toBe('FORBIDDEN');

    const page = async (first: number, offset: number | null) =>
      (await ok<{ repairJobs: JobRow[] }>(warden, 'query($f: RepairJobFilter) { repairJobs(filter: $f) { id } }', { f: { statuses: ['REPORTED', 'FIXED'], first, offset } })).repairJobs.map((j) => j.id);
    const all = await page(500, null);
    expect(all).toEqual(expect.arrayContaining(fixed));
    expect([...(await page(2, 0)), ...(await page(2, 2)), ...(await page(500, 4))]).toEqual(all);
    expect(all.slice(0, 3)).toEqual([fixed[1], fixed[0], fixed[2]]); // the earliest due first: 3 h, 4 h, 24 h after the same report
    expect((await refusal(warden, '{ repairJobs(filter: { first: 501 }) { id } }')).extensions?.fields?.[0]?.field).toBe('first');

    const csv = await download(warden, '/api/office/repairs.csv');
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const lines = csv.bytes.toString('utf8').replace(/^\uFEFF/, '').trim().split('\n');
    expect(lines[0]).toBe('id,hostel,room,common_area,category,status,urgency,priority,reported_at,due_at,fixed_at,closed_at,overdue,student,enrollment_id,assignee,description');
    for (const jobId of fixed) expect(lines.some((l) => l.startsWith(`${jobId},GH-2,`))).toBe(true);
    expect(lines.every((l, i) => i === 0 || l.includes(',GH-2,'))).toBe(true);
    expect((await download(student.client, '/api/office/repairs.csv')).status).toBe(403);
  });

  it('a maintenance person is invited with a trade, which the staff list shows; without one the field is named', async () => {
    const reply = await admin.gql('mutation($input: InviteStaffInput!) { inviteStaff(input: $input) { id } }', { input: { email: 'notrade@dormspace.test', name: 'No Trade', role: 'MAINTENANCE', hostelIds: [] } });
    expect(reply.body.errors?.[0]?.extensions?.fields?.[0]?.field).toBe('trade');
    const electrician = await newStaff(app, admin, 'MAINTENANCE', { trade: 'NETWORK' });
    const staff = await ok<{ staff: { id: string; role: string; trade: string | null }[] }>(admin, '{ staff { id role trade } }');
    expect(staff.staff.find((s) => s.id === electrician.id)).toEqual({ id: electrician.id, role: 'MAINTENANCE', trade: 'NETWORK' });
    expect(staff.staff.filter((s) => s.role !== 'MAINTENANCE').every((s) => s.trade === null)).toBe(true);
    const update = (input: Record<string, unknown>) => admin.gql<{ updateStaff: { role: string; trade: string | null } }>('mutation($id: ID!, $input: UpdateStaffInput!) { updateStaff(id: $id, input: $input) { role trade } }', { id: electrician.id, input });
    expect((await update({ role: 'MAINTENANCE', hostelIds: [], trade: 'PLUMBING' })).body.data?.updateStaff).toEqual({ role: 'MAINTENANCE', trade: 'PLUMBING' });
    expect((await update({ role: 'MAINTENANCE', hostelIds: [], trade: null })).body.errors?.[0]?.extensions?.fields?.[0]?.field).toBe('trade');
    expect((await update({ role: 'GUARD', hostelIds: [] })).body.data?.updateStaff).toEqual({ role: 'GUARD', trade: null });
  });
});
