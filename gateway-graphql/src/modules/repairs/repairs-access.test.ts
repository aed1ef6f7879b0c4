import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.js';
import type { Client } from '../../../test/client.js';
import { hostelIds } from '../../../test/staff.js';
import { download, JOB, newStaff, photo, REPORT, residentStudent, sendForm, type JobRow } from '../../../test/repairs.js';

const app = useTestApp();

describe('who sees a repair job and its photos', () => {
  let job: JobRow;
  const who = {} as Record<'reporter' | 'otherStudent' | 'admin' | 'warden' | 'otherWarden' | 'electrician' | 'otherElectrician' | 'guard', Client>;

  beforeAll(async () => {
    const admin = await app.admin();
    const reporter = await residentStudent(app, 'BH-1');
    const [bh1, bh2] = await hostelIds(app, 'BH-1', 'BH-2');
    Object.assign(who, {
      reporter: reporter.client,
      otherStudent: (await residentStudent(app, 'BH-1')).client,
      admin,
      warden: (await newStaff(app, admin, 'WARDEN', { hostelIds: [bh1!] })).client,
      otherWarden: (await newStaff(app, admin, 'WARDEN', { hostelIds: [bh2!] })).client,
      otherElectrician: (await newStaff(app, admin, 'MAINTENANCE', { trade: 'ELECTRICAL' })).client,
      guard: (await newStaff(app, admin, 'GUARD')).client,
    });
    const electrician = await newStaff(app, admin, 'MAINTENANCE', { trade: 'ELECTRICAL' });
    who.electrician = electrician.client;
    const sent = await sendForm<JobRow>(reporter.client, '/repairs', REPORT, [{ name: 'fan.jpg', type: 'image/jpeg', bytes: await photo() }]);
    expect(sent.status, sent.text).toBe(201);
    const assigned = await admin.gql<{ assignRepair: JobRow }>(`mutation($id: ID!, $to: ID!) { assignRepair(id: $id, assigneeId: $to) { ${JOB} } }`, { id: sent.body.id, to: electrician.id });
    expect(assigned.body.errors, assigned.text).toBeUndefined();
    job = assigned.body.data!.assignRepair;
  });

  const sees = ['reporter', 'admin', 'warden', 'electrician'] as const;
  const seesNot = ['otherStudent', 'otherWarden', 'otherElectrician', 'guard'] as const;

  it.each(sees)('%s reads the job and its photo', async (name) => {
    const read = await who[name].gql<{ repairJob: JobRow }>(`query($id: ID!) { repairJob(id: $id) { ${JOB} } }`, { id: job.id });
    expect(read.body.errors, read.text).toBeUndefined();
    expect(read.body.data!.repairJob.id).toBe(job.id);
    const got = await download(who[name], job.photos[0]!.url);
    expect(got.status).toBe(200);
    expect(got.headers.get('content-type')).toBe('image/jpeg');
  });

  it.each(seesNot)('%s reads neither: not found, as if it did not exist', async (name) => {
    const read = await who[name].gql(`query($id: ID!) { repairJob(id: $id) { id } }`, { id: job.id });
    expect(read.body.errors?.[0]?.extensions?.code).toMatch(/NOT_FOUND|FORBIDDEN/);
    const got = await download(who[name], job.photos[0]!.url);
    expect([403, 404]).toContain(got.status);
    expect(got.headers.get('content-type')).not.toBe('image/jpeg');
  });

  it('no one without a session gets the photo', async () => {
    const got = await download(app.client(), job.photos[0]!.url);
    expect(got.status).toBe(401);
  });

  it("the office's list keeps to the warden's hostels; a maintenance person's to their own jobs", async () => {
    const list = async (client: Client) => (await client.gql<{ repairJobs: JobRow[] }>('{ repairJobs { id } }')).body.data?.repairJobs.map((j) => j.id) ?? [];
    expect(await list(who.warden)).toContain(job.id);
    expect(await list(who.admin)).toContain(job.id);
    expect(await list(who.otherWarden)).not.toContain(job.id);
    const mine = async (client: Client) => (await client.gql<{ myRepairJobs: JobRow[] }>('{ myRepairJobs { id } }')).body.data!.myRepairJobs.map((j) => j.id);
    expect(await mine(who.electrician)).toEqual([job.id]);
    expect(await mine(who.otherElectrician)).toEqual([]);
    expect(await mine(who.otherStudent)).toEqual([]);
  });

  it("another hostel's warden cannot change it, nor an unassigned maintenance person; maintenance reach nothing of the office", async () => {
    const triage = await who.otherWarden.gql(`mutation($id: ID!) { prioritiseRepair(id: $id, priority: URGENT) { id } }`, { id: job.id });
    expect(triage.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const start = await who.otherElectrician.gql(`mutation($id: ID!) { startRepair(id: $id) { id } }`, { id: job.id });
    expect(start.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const fixed = await sendForm(who.otherElectrician, `/repairs/${job.id}/fixed`, { note: 'done' });
    expect(fixed.status).toBe(404);
    for (const query of ['{ repairJobs { id } }', '{ repairStats { fixed } }', '{ pendingOutpasses { id } }', '{ maintenanceStaff { id } }']) {
      expect((await who.electrician.gql(query)).body.errors?.[0]?.extensions?.code, query).toBe('FORBIDDEN');
    }
    expect((await who.electrician.rest('GET', '/outpasses/fetch/ENR1')).status).toBe(403);
  });
});
