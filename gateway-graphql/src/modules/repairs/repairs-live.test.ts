import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.js';
import { ok, refusal } from '../../../test/beds.js';
import { hostelIds } from '../../../test/staff.js';
import { subscribe } from '../../../test/ws.js';
import { newStaff, REPORT, residentStudent, sendForm, type JobRow } from '../../../test/repairs.js';

const app = useTestApp();

describe('repairs, live and for the triage screen', () => {
  it("reach the job's student, its hostel's warden and its assignee live; not another hostel's warden", async () => {
    const admin = await app.admin();
    const student = await residentStudent(app, 'BH-3');
    const warden = await newStaff(app, admin, 'WARDEN', { hostelIds: await hostelIds(app, 'BH-3') });
    const otherWarden = await newStaff(app, admin, 'WARDEN', { hostelIds: await hostelIds(app, 'BH-4') });
    const fixer = await newStaff(app, admin, 'MAINTENANCE', { trade: 'ELECTRICAL' });
    const id = (await sendForm<JobRow>(student.client, '/repairs', REPORT)).body.id;
    const query = 'subscription { repairChanged }';
    const [mine, office, theirs, other] = await Promise.all([student, warden, fixer, otherWarden].map((p) => subscribe<{ repairChanged: string }>(app.gateway, p.client.cookie, query)));
    try {
      await ok(warden.client, 'mutation($id: ID!, $to: ID!) { assignRepair(id: $id, assigneeId: $to) { id } }', { id, to: fixer.id });
      for (const live of [mine!, office!, theirs!]) expect((await live.next(3_000)).repairChanged).toBe(id);
      // The other warden's first event is of their own hostel's job, changed after this one: this one never reached them.
      const neighbour = await residentStudent(app, 'BH-4');
      const theirsId = (await sendForm<JobRow>(neighbour.client, '/repairs', REPORT)).body.id;
      expect((await other!.next(3_000)).repairChanged).toBe(theirsId);
    } finally {
      await Promise.all([mine, office, theirs, other].map((s) => s!.close()));
    }
  });

  it('list the maintenance people by trade, and take the office\'s times to fix', async () => {
    const admin = await app.admin();
    const plumber = await newStaff(app, admin, 'MAINTENANCE', { trade: 'PLUMBING' });
    const people = await ok<{ maintenanceStaff: { id: string; trade: string; openJobs: number }[] }>(admin, '{ maintenanceStaff(trade: PLUMBING) { id name trade openJobs } }');
    expect(people.maintenanceStaff).toContainEqual(expect.objectContaining({ id: plumber.id, trade: 'PLUMBING', openJobs: 0 }));
    expect(people.maintenanceStaff.every((p) => p.trade === 'PLUMBING')).toBe(true);

    const times = await ok<{ repairPriorityTimes: { priority: string; hours: number }[] }>(admin, '{ repairPriorityTimes { priority hours } }');
    expect(times.repairPriorityTimes).toEqual([
      { priority: 'URGENT', hours: 4 },
      { priority: 'HIGH', hours: 24 },
      { priority: 'NORMAL', hours: 72 },
      { priority: 'LOW', hours: 168 },
    ]);
    await ok(admin, 'mutation { setRepairPriorityTime(priority: HIGH, hours: 12) { priority hours } }');
    const bad = await refusal(admin, 'mutation { setRepairPriorityTime(priority: HIGH, hours: 0) { hours } }');
    expect(bad.extensions?.fields?.[0]?.field).toBe('hours');
    const student = await residentStudent(app, 'BH-3');
    const id = (await sendForm<JobRow>(student.client, '/repairs', REPORT)).body.id;
    const job = (await ok<{ prioritiseRepair: { dueAt: string } }>(admin, 'mutation($id: ID!) { prioritiseRepair(id: $id, priority: HIGH) { dueAt } }', { id })).prioritiseRepair;
    const [row] = await app.gateway.orm.em.fork().getConnection().execute<{ created_at: Date }[]>('select created_at from repair_jobs where id = ?', [id]);
    expect(new Date(job.dueAt).getTime() - new Date(row!.created_at).getTime()).toBe(12 * 3600 * 1000);
    const warden = await newStaff(app, admin, 'WARDEN', { hostelIds: await hostelIds(app, 'BH-3') });
    expect((await refusal(warden.client, 'mutation { setRepairPriorityTime(priority: LOW, hours: 10) { hours } }')).extensions?.code).toBe('FORBIDDEN');
  });
});
