import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { newStudent, useTestApp } from '../../../test/app.js';
import type { Client } from '../../../test/client.js';
import { placeUnits, unitsOf, type AssignmentEntrant, type FreeRoom } from './assignment.placement.js';

// The gateway's clock runs `ahead` ms in front of the system's: a process published for a later
// close is moved past it without waiting.
let ahead = 0;
const app = useTestApp({ clock: () => new Date(Date.now() + ahead) });
const db = () => app.gateway.orm.em.fork();

const HOUR = 3_600_000;
const PROCESS = 'id name status now assignment { placed unplaced mailed runAt publishedAt unplacedStudents { name enrollmentId reason } }';
const CREATE = `mutation($input: SelectionProcessInput!) { createSelectionProcess(input: $input) { id status } }`;
const PUBLISH = `mutation($id: ID!) { publishSelectionProcess(id: $id) { id status } }`;
const RUN = `mutation($id: ID!) { runSelectionAssignment(id: $id) { ${PROCESS} } }`;
const UNDO = `mutation($id: ID!) { undoSelectionAssignment(id: $id) { ${PROCESS} } }`;
const PUBLISH_ASSIGNMENT = `mutation($id: ID!) { publishSelectionAssignment(id: $id) { ${PROCESS} } }`;
const GET = `query($id: ID!) { selectionProcess(id: $id) { ${PROCESS} } }`;

interface ProcessReply {
  id: string;
  name: string;
  status: string;
  assignment: { placed: number; unplaced: number; mailed: number; runAt: string | null; publishedAt: string | null; unplacedStudents: { name: string; enrollmentId: string; reason: string }[] } | null;
}
type Reply = { body: { errors?: { message: string; extensions?: { code?: string } }[] } };
const errorOf = (reply: Reply) => reply.body.errors?.[0];

/** A hostel of our own, with rooms `[number, type, options]`. */
async function hostel(name: string, gender: 'Male' | 'Female', rooms: [number, 'Single' | 'Double' | 'Triple' | 'Quad', { accessible?: boolean; out?: boolean; retired?: boolean }?][]): Promise<string> {
  const [h] = await db().execute<{ id: string }[]>(`insert into hostels (name, gender, booking_mode, floors) values (?, ?, 'instant', 1) returning id`, [name, gender]);
  for (const [number, type, o = {}] of rooms) {
    await db().execute(
      `insert into rooms (hostel_id, number, floor, type, capacity, accessible, in_service, out_of_service_reason, retired_at) values (?, ?, 0, ?, ?, ?, ?, ?, ?)`,
      [h!.id, number, type, { Single: 1, Double: 2, Triple: 3, Quad: 4 }[type], o.accessible ?? false, !o.out, o.out ? 'Repairs' : null, o.retired ? new Date() : null],
    );
  }
  return h!.id;
}

/** A roster student of the open year with an account (unless `account: false`). */
async function student(enrollmentId: string, gender: 'Male' | 'Female', o: { accessible?: boolean; account?: boolean } = {}): Promise<string | null> {
  const email = `${enrollmentId.toLowerCase()}@dormspace.test`;
  await db().execute(`insert into roster_entries (enrollment_id, name, email, gender, year_of_study, programme, needs_accessible_room) values (?, ?, ?, ?, 2, 'B.Tech', ?)`, [
    enrollmentId,
    `Student ${enrollmentId}`,
    email,
    gender,
    o.accessible ?? false,
  ]);
  if (o.account === false) return null;
  const [u] = await db().execute<{ id: string }[]>(`insert into users (role, name, email, password_hash, gender, enrollment_id) values ('student', ?, ?, 'x', ?, ?) returning id`, [
    `Student ${enrollmentId}`,
    email,
    gender,
    enrollmentId,
  ]);
  return u!.id;
}

/** A roommate group of these students (the first leads), as forming and accepting leave it. */
async function group(processId: string, ...enrollmentIds: string[]): Promise<void> {
  const [g] = await db().execute<{ id: string }[]>(`insert into selection_groups (process_id, leader_id) select ?, id from users where enrollment_id = ? returning id`, [processId, enrollmentIds[0]]);
  await db().execute(`update selection_entrants set group_id = ? where process_id = ? and enrollment_id = any(?::text[])`, [g!.id, processId, `{${enrollmentIds.join(',')}}`]);
}

const userOf = async (enrollmentId: string) => (await db().execute<{ id: string }[]>('select id from users where enrollment_id = ?', [enrollmentId]))[0]!.id;

/** Creates and publishes a process of these hostels, closing in an hour; answers its id. */
async function publishedProcess(admin: Client, name: string, hostelIds: string[], seed = '4242'): Promise<string> {
  const now = Date.now() + ahead;
  const created = await admin.gql<{ createSelectionProcess: { id: string } }>(CREATE, {
    input: { name, hostelIds, draw: 'RANDOM', seed, firstSlotAt: new Date(now + 60_000).toISOString(), slotMinutes: 5, perSlot: 10_000, closesAt: new Date(now + HOUR).toISOString() },
  });
  expect(created.body.errors).toBeUndefined();
  const id = created.body.data!.createSelectionProcess.id;
  const published = await admin.gql(PUBLISH, { id });
  expect(published.body.errors).toBeUndefined();
  return id;
}

/** Waits for the queued job to finish the assignment (any gateway's worker runs it). */
async function assigned(admin: Client, id: string): Promise<ProcessReply> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const got = await admin.gql<{ selectionProcess: ProcessReply }>(GET, { id });
    expect(got.body.errors).toBeUndefined();
    const p = got.body.data!.selectionProcess;
    if (p.status !== 'ASSIGNING') return p;
    if (Date.now() > deadline) throw new Error('the assignment job did not run');
    await new Promise((r) => setTimeout(r, 200));
  }
}

type Row = { enrollment_id: string; hostel: string; number: number; bed: number; process_id: string | null };
const placementsOf = (processId: string) =>
  db().execute<Row[]>(
    `select u.enrollment_id, h.name as hostel, r.number, o.bed, o.process_id from room_occupancies o join users u on u.id = o.student_id
       join rooms r on r.id = o.room_id join hostels h on h.id = r.hostel_id where o.process_id = ? order by u.enrollment_id`,
    [processId],
  );
const placed = (rows: Row[]) => Object.fromEntries(rows.map((r) => [r.enrollment_id, `${r.hostel}/${r.number}`]));

describe('the end-of-process assignment', () => {
  let admin: Client;
  let processId: string;
  let first: Row[];

  it('is refused before the process closes, and to anyone not an admin', async () => {
    admin = await app.admin();
    const tf = await hostel('TF-1', 'Female', [
      [1, 'Triple', { accessible: true }],
      [2, 'Double'],
      [3, 'Double'],
      [4, 'Single', { out: true }],
    ]);
    const tm = await hostel('TM-1', 'Male', [
      [1, 'Quad'],
      [2, 'Double'],
      [3, 'Single', { accessible: true }],
      [4, 'Double'],
      [5, 'Single', { out: true }],
      [6, 'Quad', { retired: true }],
    ]);
    // F1 needs an accessible room; F2 + F3 are a group; F4 books herself in her slot; F5 waits on a
    // request; F6 never signed up; F7 is alone.
    await student('F1', 'Female', { accessible: true });
    for (const id of ['F2', 'F3', 'F4', 'F5', 'F7']) await student(id, 'Female');
    await student('F6', 'Female', { account: false });
    // M1-M3 a group of three; M4 needs an accessible room; M6 + M7 (+ M8, who books himself) and
    // M10 + M11 are groups of two; M5 and M12 are alone. Z1 has a bed from before: no entrant.
    await student('M4', 'Male', { accessible: true });
    for (const id of ['M1', 'M2', 'M3', 'M5', 'M6', 'M7', 'M8', 'M10', 'M11', 'M12']) await student(id, 'Male');
    const z1 = await student('Z1', 'Male');
    const [tm4] = await db().execute<{ id: string }[]>(`select id from rooms where hostel_id = ? and number = 4`, [tm]);
    await db().execute('insert into room_occupancies (room_id, student_id, bed) values (?, ?, 1)', [tm4!.id, z1]);

    processId = await publishedProcess(admin, 'Autumn selection', [tf, tm]);
    await group(processId, 'F2', 'F3');
    await group(processId, 'M1', 'M2', 'M3');
    await group(processId, 'M6', 'M7', 'M8');
    await group(processId, 'M10', 'M11');
    // In their slots: F4 and M8 book beds, F5 asks for one.
    const [tf2] = await db().execute<{ id: string }[]>(`select id from rooms where hostel_id = ? and number = 2`, [tf]);
    await db().execute('insert into room_occupancies (room_id, student_id, bed) values (?, ?, 1)', [tf2!.id, await userOf('F4')]);
    await db().execute('insert into room_occupancies (room_id, student_id, bed) values (?, ?, 2)', [tm4!.id, await userOf('M8')]);
    await db().execute(`insert into room_requests (student_id, room_id) values (?, ?)`, [await userOf('F5'), tf2!.id]);
    // Tm-4 is full now: Z1 and M8.

    const early = await admin.gql(RUN, { id: processId });
    expect(errorOf(early)).toMatchObject({ message: expect.stringMatching(/^Autumn selection closes at .+; run the assignment after it closes\.$/), extensions: { code: 'CONFLICT' } });
    ahead = 2 * HOUR;

    const someone = await newStudent(app);
    for (const mutation of [RUN, UNDO, PUBLISH_ASSIGNMENT]) expect(errorOf(await someone.client.gql(mutation, { id: processId }))?.extensions?.code).toBe('FORBIDDEN');
    expect(errorOf(await admin.gql(UNDO, { id: processId }))).toMatchObject({ message: 'Autumn selection has no assignment yet.', extensions: { code: 'CONFLICT' } });
    expect(errorOf(await admin.gql(PUBLISH_ASSIGNMENT, { id: processId }))?.extensions?.code).toBe('CONFLICT');
    expect(await db().execute(`select status from selection_processes where id = ?`, [processId])).toEqual([{ status: 'Published' }]);
  });

  it('places everyone who chose nothing: by gender, accessible needs first, groups whole, nobody twice', async () => {
    const run = await admin.gql<{ runSelectionAssignment: ProcessReply }>(RUN, { id: processId });
    expect(run.body.errors).toBeUndefined();
    expect(run.body.data!.runSelectionAssignment.status).toBe('ASSIGNING');
    const jobs = await db().execute<{ n: number }[]>(`select count(*)::int as n from pgboss.job where name = 'selection-assignment' and data->>'processId' = ?`, [processId]);
    expect(jobs[0]!.n).toBe(1);
    // Asked twice, it is refused: one job a process.
    expect(errorOf(await admin.gql(RUN, { id: processId }))?.extensions?.code).toBe('CONFLICT');

    const done = await assigned(admin, processId);
    expect(done.status).toBe('ASSIGNED');
    first = await placementsOf(processId);
    const at = placed(first);
    // Deterministic whatever the shuffle: the accessible needs, best fits, and the one bed left for F7.
    expect(at).toMatchObject({ F1: 'TF-1/1', F2: 'TF-1/3', F3: 'TF-1/3', F7: 'TF-1/2', M1: 'TM-1/1', M2: 'TM-1/1', M3: 'TM-1/1', M4: 'TM-1/3' });
    // One of the two pairs gets TM-1/2; the other fits no room (TM-1/1 has one bed left) and stays unplaced whole.
    const pairs = [['M6', 'M7'], ['M10', 'M11']];
    const placedPair = pairs.find(([a]) => at[a!] === 'TM-1/2')!;
    const leftPair = pairs.find((p) => p !== placedPair)!;
    expect(at[placedPair[1]!]).toBe('TM-1/2');
    expect(leftPair.map((e) => at[e])).toEqual([undefined, undefined]);
    // M5 and M12 compete for TM-1/1's last bed: one gets it, the other nothing (TM-1/4 is full).
    expect(['M5', 'M12'].map((e) => at[e]).sort()).toEqual(['TM-1/1', undefined]);
    // Neither those who chose, nor who wait on a request, nor who never signed up, nor anyone else.
    expect(Object.keys(at).sort()).toEqual(['F1', 'F2', 'F3', 'F7', 'M1', 'M2', 'M3', 'M4', ...placedPair, at.M5 ? 'M5' : 'M12'].sort());
    expect(first.every((r) => r.process_id === processId)).toBe(true);
    // Nobody double-booked: every bed once, within its room (the unique keys guard it too).
    const beds = await db().execute<{ room_id: string; bed: number; n: number }[]>('select room_id, bed, count(*)::int as n from room_occupancies group by room_id, bed having count(*) > 1');
    expect(beds).toEqual([]);

    const unplaced = done.assignment!;
    expect(unplaced.placed).toBe(11);
    // Publishing mails the 11 placed and the 3 not placed who have an account (F6 never signed up).
    expect(unplaced.mailed).toBe(14);
    expect(unplaced.runAt).not.toBeNull();
    expect(unplaced.unplacedStudents.map((s) => s.enrollmentId).sort()).toEqual(['F6', ...leftPair, at.M5 ? 'M12' : 'M5'].sort());
    expect(unplaced.unplacedStudents.find((s) => s.enrollmentId === 'F6')!.reason).toBe('Has not signed up.');
    const [event] = await db().execute<{ actor_role: string; after: Record<string, number> }[]>(`select actor_role, after from audit_events where action = 'selection_process.assigned' and object_id = ?`, [processId]);
    expect(event).toMatchObject({ actor_role: 'system', after: { placed: 11, unplaced: 3, groupsPlaced: 3, groupsUnplaced: 1 } });
  });

  it('is undone exactly, and runs again to the same placements (the same seed)', async () => {
    const undone = await admin.gql<{ undoSelectionAssignment: ProcessReply }>(UNDO, { id: processId });
    expect(undone.body.errors).toBeUndefined();
    expect(undone.body.data!.undoSelectionAssignment).toMatchObject({ status: 'PUBLISHED', assignment: null });
    expect(await placementsOf(processId)).toEqual([]);
    // The beds students chose themselves stay theirs.
    const kept = await db().execute<{ enrollment_id: string }[]>('select u.enrollment_id from room_occupancies o join users u on u.id = o.student_id order by 1');
    expect(kept.map((k) => k.enrollment_id)).toEqual(['F4', 'M8', 'Z1']);
    const [event] = await db().execute<{ after: { placementsRemoved: number } }[]>(`select after from audit_events where action = 'selection_process.assignment_undone'`);
    expect(event!.after.placementsRemoved).toBe(11);

    // A job that failed for good (its retries spent) would leave the process Assigning with no job:
    // the admin may run it again then, and only then.
    await db().execute(`update selection_processes set status = 'Assigning' where id = ?`, [processId]);
    await db().execute(`update pgboss.job set state = 'failed' where name = 'selection-assignment' and singleton_key = ? and state in ('created', 'retry', 'active')`, [processId]);
    expect((await admin.gql(RUN, { id: processId })).body.errors).toBeUndefined();
    expect((await assigned(admin, processId)).status).toBe('ASSIGNED');
    expect((await placementsOf(processId)).map((r) => [r.enrollment_id, r.hostel, r.number, r.bed])).toEqual(first.map((r) => [r.enrollment_id, r.hostel, r.number, r.bed]));
    const [retried] = await db().execute<{ before: { status: string } }[]>(`select before from audit_events where action = 'selection_process.assignment_retried' and object_id = ?`, [processId]);
    expect(retried!.before.status).toBe('Assigning');
  });

  it('is published: each placed student is mailed their room, each unplaced one to contact the office; DONE', async () => {
    const published = await admin.gql<{ publishSelectionAssignment: ProcessReply }>(PUBLISH_ASSIGNMENT, { id: processId });
    expect(published.body.errors).toBeUndefined();
    expect(published.body.data!.publishSelectionAssignment).toMatchObject({ status: 'DONE', assignment: { placed: 11, publishedAt: expect.any(String) } });
    await app.gateway.mailer.idle();
    const mails = app.outbox.messages.filter((m) => /^(Your room:|No bed could be found)/.test(m.subject));
    expect(mails).toHaveLength(11 + 3);
    const f1 = mails.find((m) => m.to === 'f1@dormspace.test')!;
    expect(f1.subject).toBe('Your room: Room 1 in TF-1');
    expect(f1.text).toContain(`Your room is Room 1 in TF-1, bed ${first.find((r) => r.enrollment_id === 'F1')!.bed}.`);
    const left = mails.filter((m) => m.subject === 'No bed could be found for you').map((m) => m.to);
    expect(left).toHaveLength(3);
    expect(left).not.toContain('f6@dormspace.test'); // no account, no mail
    expect(left).not.toContain('f5@dormspace.test'); // still waiting on her request
    expect(mails.find((m) => m.to === left[0])!.text).toContain('contact the hostel office');
    // F1's 'My room' says the office placed her: she booked nothing (a session written as a login writes it).
    const token = randomBytes(32).toString('base64url');
    await db().execute(`insert into sessions (user_id, token_hash, expires_at) select id, ?, now() + interval '30 days' from users where enrollment_id = 'F1'`, [createHash('sha256').update(token).digest('hex')]);
    const f1Client = app.client();
    f1Client.cookie = `dormspace_session=${token}`;
    const mine = await f1Client.gql<{ myRoom: { placedByOffice: boolean; room: { hostelName: string } } }>('query { myRoom { placedByOffice room { hostelName } } }');
    expect(mine.body.data?.myRoom).toEqual({ placedByOffice: true, room: { hostelName: 'TF-1' } });
    // Done: nothing more to undo or publish.
    expect(errorOf(await admin.gql(UNDO, { id: processId }))?.extensions?.code).toBe('CONFLICT');
    expect(errorOf(await admin.gql(PUBLISH_ASSIGNMENT, { id: processId }))?.extensions?.code).toBe('CONFLICT');
  });
});

describe('placing units (in memory)', () => {
  const entrant = (id: string, o: Partial<AssignmentEntrant> = {}): AssignmentEntrant => ({ studentId: id, enrollmentId: id, lotteryNumber: Number(id.slice(1)), groupId: null, gender: 'Male', needsAccessibleRoom: false, vector: null, ...o });
  const room = (id: string, beds: number[], o: Partial<FreeRoom> = {}): FreeRoom => ({ id, gender: 'Male', accessible: false, beds, ...o });

  it('never splits a group, keeps accessible rooms for those who need them, and gives the same answer for the same seed', () => {
    const entrants = [entrant('s1', { groupId: 'g' }), entrant('s2', { groupId: 'g' }), entrant('s3', { groupId: 'g' }), entrant('s4', { needsAccessibleRoom: true }), entrant('s5'), entrant('s6', { gender: 'Female' })];
    const rooms = [room('a', [1, 2]), room('b', [1, 2]), room('acc', [1], { accessible: true })];
    const { placements, unplaced, pairs } = placeUnits(unitsOf(entrants), rooms, 7);
    expect(placements.find((p) => p.studentId === 's4')!.roomId).toBe('acc');
    expect(placements.filter((p) => ['s1', 's2', 's3'].includes(p.studentId))).toEqual([]);
    expect(placements.find((p) => p.studentId === 's5')!.roomId).toMatch(/^[ab]$/);
    // The group of three fits no room (two beds at most); s6 no room of her gender.
    expect(unplaced.map((u) => u.members.map((m) => m.studentId).join('+')).sort()).toEqual(['s1+s2+s3', 's6']);
    expect(placeUnits(unitsOf(entrants), rooms, 7)).toEqual({ placements, unplaced, pairs });
    // The input rooms are not consumed.
    expect(rooms[0]!.beds).toEqual([1, 2]);
  });
});

describe('an assignment of 5,000 students into 6,000 beds', () => {
  it('places them all in one transaction, in seconds', async () => {
    const admin = await app.admin();
    const em = db();
    // Seeded set-based: a girls' and a boys' hostel of 1,200 rooms each (Singles to Quads, every
    // tenth accessible: 3,000 beds each); 2,500 students of each gender on the roster with accounts,
    // every twentieth needing an accessible room.
    const hostelIds: string[] = [];
    for (const [name, gender] of [['SF-1', 'Female'], ['SM-1', 'Male']] as const) {
      const [h] = await em.execute<{ id: string }[]>(`insert into hostels (name, gender, booking_mode, floors) values (?, ?, 'instant', 1) returning id`, [name, gender]);
      await em.execute(
        `insert into rooms (hostel_id, number, floor, type, capacity, accessible)
         select ?, g, 0, (array['Single', 'Double', 'Triple', 'Quad'])[g % 4 + 1]::room_type, g % 4 + 1, g % 10 = 0 from generate_series(1, 1200) g`,
        [h!.id],
      );
      hostelIds.push(h!.id);
    }
    await em.execute(
      `insert into roster_entries (enrollment_id, name, email, gender, year_of_study, programme, needs_accessible_room)
       select 'SC' || g, 'Scale ' || g, 'sc' || g || '@dormspace.test', (case when g <= 2500 then 'Female' else 'Male' end)::user_gender, 1 + g % 4, 'B.Tech', g % 20 = 0
         from generate_series(1, 5000) g`,
    );
    await em.execute(`insert into users (role, name, email, password_hash, gender, enrollment_id) select 'student', name, email, 'x', gender, enrollment_id from roster_entries where enrollment_id like 'SC%'`);
    ahead += 2 * HOUR;
    const id = await publishedProcess(admin, 'Scale selection', hostelIds, '99');
    // 500 groups of three (of one gender each: SC1-3, SC11-13, ...).
    await em.execute(
      `with leaders as (select (g - 1) / 10 as k, u.id from generate_series(1, 5000) g join users u on u.enrollment_id = 'SC' || g where (g - 1) % 10 = 0),
            made as (insert into selection_groups (process_id, leader_id) select ?, id from leaders returning id, leader_id)
       update selection_entrants e set group_id = m.id
         from made m join leaders l on l.id = m.leader_id, generate_series(1, 5000) g
        where (g - 1) / 10 = l.k and (g - 1) % 10 < 3 and e.process_id = ? and e.enrollment_id = 'SC' || g`,
      [id, id],
    );
    ahead += 2 * HOUR;

    const started = performance.now();
    expect((await admin.gql(RUN, { id })).body.errors).toBeUndefined();
    const done = await assigned(admin, id);
    const seconds = (performance.now() - started) / 1000;
    expect(done.status).toBe('ASSIGNED');
    const [counts] = await em.execute<{ placed: number; unplaced_sc: number; grouped_apart: number; accessible_missed: number }[]>(
      `select (select count(*)::int from room_occupancies where process_id = ?) as placed,
              (select count(*)::int from users u where u.enrollment_id like 'SC%' and not exists (select 1 from room_occupancies o where o.student_id = u.id)) as unplaced_sc,
              (select count(*)::int from (select e.group_id from selection_entrants e join users u on u.enrollment_id = e.enrollment_id join room_occupancies o on o.student_id = u.id
                 where e.process_id = ? and e.group_id is not null group by e.group_id having count(distinct o.room_id) > 1) x) as grouped_apart,
              (select count(*)::int from roster_entries r join users u on u.enrollment_id = r.enrollment_id join room_occupancies o on o.student_id = u.id join rooms m on m.id = o.room_id
                 where r.needs_accessible_room and o.process_id = ? and not m.accessible) as accessible_missed`,
      [id, id, id],
    );
    expect(counts).toMatchObject({ unplaced_sc: 0, grouped_apart: 0, accessible_missed: 0 });
    expect(counts!.placed).toBeGreaterThanOrEqual(5000);
    const [event] = await em.execute<{ after: { groupsPlaced: number; groupsUnplaced: number } }[]>(`select after from audit_events where action = 'selection_process.assigned' and object_id = ?`, [id]);
    expect(event!.after).toMatchObject({ groupsPlaced: 500, groupsUnplaced: 0 });
    const logged = app.logs.map((l) => JSON.parse(l) as { msg?: string; processId?: string; ms?: number }).find((l) => l.processId === id && l.msg?.startsWith('selection: assignment placed'));
    console.info(`assigned ${counts!.placed} students into 6,000 beds: the job took ${logged?.ms} ms; run to ASSIGNED seen in ${seconds.toFixed(2)} s`);

    const publishing = performance.now();
    expect((await admin.gql(PUBLISH_ASSIGNMENT, { id })).body.errors).toBeUndefined();
    console.info(`published the assignment (${counts!.placed} mails queued) in ${((performance.now() - publishing) / 1000).toFixed(2)} s`);
  });
});
