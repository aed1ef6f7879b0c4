import { describe, expect, it } from 'vitest';
import { newStudent, useTestApp } from '../../../test/app.js';
import type { Client } from '../../../test/client.js';

// The gateway's clock runs `ahead` ms in front of the system's: slots open and the process closes without waiting.
let ahead = 0;
const app = useTestApp({ clock: () => new Date(Date.now() + ahead) });
const db = () => app.gateway.orm.em.fork();
const HOUR = 3_600_000;

const COUNTS = 'entrants chose placed pending notPlaced notYet';
const ENTRANTS = `query($id: ID!, $f: SelectionEntrantsFilter) { selectionEntrants(processId: $id, filter: $f) { counts { ${COUNTS} } matching entrants { lotteryNumber slot enrollmentId name outcome group room reason } } }`;
const DAY = `query($id: ID!) { selectionDay(processId: $id) { name status selectingThrough nextSlot counts { ${COUNTS} } slots { slot entrants chose placed pending notYet notPlaced byHostel { hostel chose pending } } bedsLeft { hostel roomType beds } current { enrollmentId outcome room } } }`;
type Entrant = { lotteryNumber: number; slot: number; enrollmentId: string; outcome: string; group: string | null; room: string | null; reason: string | null };
type Counts = { entrants: number; chose: number; placed: number; pending: number; notPlaced: number; notYet: number };

let admin: Client;
const ids = new Map<string, string>();

/** OC1..OC6 on the roster (OC6 never signed up), a hostel of one Double and one Single, a process of it: one student a slot, every 10 minutes. */
async function setUp(): Promise<string> {
  admin = await app.admin();
  const [h] = await db().execute<{ id: string }[]>(`insert into hostels (name, gender, booking_mode, floors) values ('OC-1', 'Female', 'instant', 1) returning id`);
  await db().execute(`insert into rooms (hostel_id, number, floor, type, capacity) values (?, 1, 0, 'Double', 2), (?, 2, 0, 'Single', 1)`, [h!.id, h!.id]);
  for (let i = 1; i <= 6; i++) {
    const id = `OC${i}`;
    await db().execute(`insert into roster_entries (enrollment_id, name, email, gender, year_of_study, programme) values (?, ?, ?, 'Female', 2, 'B.Tech')`, [id, `Girl ${id}`, `${id.toLowerCase()}@dormspace.test`]);
    if (i < 6) {
      const [u] = await db().execute<{ id: string }[]>(`insert into users (role, name, email, password_hash, gender, enrollment_id) values ('student', ?, ?, 'x', 'Female', ?) returning id`, [`Girl ${id}`, `${id.toLowerCase()}@dormspace.test`, id]);
      ids.set(id, u!.id);
    }
  }
  const now = Date.now();
  const created = await admin.gql<{ createSelectionProcess: { id: string } }>('mutation($i: SelectionProcessInput!) { createSelectionProcess(input: $i) { id } }', {
    i: { name: 'Outcomes', hostelIds: [h!.id], draw: 'RANDOM', seed: '11', firstSlotAt: new Date(now + HOUR).toISOString(), slotMinutes: 10, perSlot: 1, closesAt: new Date(now + 3 * HOUR).toISOString() },
  });
  expect(created.body.errors).toBeUndefined();
  const id = created.body.data!.createSelectionProcess.id;
  expect((await admin.gql('mutation($id: ID!) { publishSelectionProcess(id: $id) { id } }', { id })).body.errors).toBeUndefined();
  return id;
}

const entrants = async (id: string, f?: Record<string, unknown>) => {
  const reply = await admin.gql<{ selectionEntrants: { counts: Counts; matching: number; entrants: Entrant[] } }>(ENTRANTS, { id, f });
  expect(reply.body.errors).toBeUndefined();
  return reply.body.data!.selectionEntrants;
};
const added = (c: Counts) => c.chose + c.placed + c.pending + c.notPlaced + c.notYet;

describe("the office's entrants list and live day", () => {
  it('says what happened to every entrant, and the numbers add up before and after the assignment', async () => {
    const id = await setUp();
    // Nothing yet: six entrants, six not yet, one a slot.
    let list = await entrants(id);
    expect(list.counts).toEqual({ entrants: 6, chose: 0, placed: 0, pending: 0, notPlaced: 0, notYet: 6 });
    const slotOf = new Map(list.entrants.map((e) => [e.enrollmentId, e.slot]));

    // OC1 takes the Single; OC2 asks for a bed of the Double (pending).
    const [single] = await db().execute<{ id: string }[]>("select r.id from rooms r join hostels h on h.id = r.hostel_id where h.name = 'OC-1' and r.number = 2");
    const [double] = await db().execute<{ id: string }[]>("select r.id from rooms r join hostels h on h.id = r.hostel_id where h.name = 'OC-1' and r.number = 1");
    await db().execute('insert into room_occupancies (room_id, student_id, bed) values (?, ?, 1)', [single!.id, ids.get('OC1')]);
    await db().execute("insert into room_requests (student_id, room_id, status) values (?, ?, 'Pending')", [ids.get('OC2'), double!.id]);

    // The day, in OC1's slot: slots through hers choose, her slot says she chose in OC-1.
    ahead = HOUR + (slotOf.get('OC1')! - 1) * 10 * 60_000 + 60_000;
    const day = await admin.gql<{ selectionDay: { selectingThrough: number; counts: Counts; slots: { slot: number; chose: number; byHostel: { hostel: string; chose: number; pending: number }[] }[]; bedsLeft: unknown[]; current: { enrollmentId: string; outcome: string; room: string }[] } }>(DAY, { id });
    expect(day.body.errors).toBeUndefined();
    const d = day.body.data!.selectionDay;
    expect(d.selectingThrough).toBe(slotOf.get('OC1'));
    expect(d.counts).toEqual({ entrants: 6, chose: 1, placed: 0, pending: 1, notPlaced: 0, notYet: 4 });
    expect(d.slots.find((s) => s.slot === slotOf.get('OC1'))).toMatchObject({ chose: 1, byHostel: [{ hostel: 'OC-1', chose: 1, pending: 0 }] });
    expect(d.slots.find((s) => s.slot === slotOf.get('OC2'))!.byHostel).toEqual([{ hostel: 'OC-1', chose: 0, pending: 1 }]);
    expect(d.bedsLeft).toEqual([
      { hostel: 'OC-1', roomType: 'Single', beds: 0 },
      { hostel: 'OC-1', roomType: 'Double', beds: 2 },
    ]);
    expect(d.current).toEqual([{ enrollmentId: 'OC1', outcome: 'CHOSE', room: 'OC-1 2, bed 1' }]);

    // After the close: the assignment places two of OC3-OC5 in the Double; the third has no bed, OC6 never signed up.
    ahead = 4 * HOUR;
    expect((await admin.gql('mutation($id: ID!) { runSelectionAssignment(id: $id) { id } }', { id })).body.errors).toBeUndefined();
    for (const deadline = Date.now() + 30_000; ; ) {
      const [p] = await db().execute<{ status: string }[]>('select status from selection_processes where id = ?', [id]);
      if (p!.status !== 'Assigning') break;
      if (Date.now() > deadline) throw new Error('the assignment job did not run');
      await new Promise((r) => setTimeout(r, 200));
    }
    list = await entrants(id);
    expect(list.counts).toEqual({ entrants: 6, chose: 1, placed: 2, pending: 1, notPlaced: 2, notYet: 0 });
    expect(added(list.counts)).toBe(list.counts.entrants);
    const byId = new Map(list.entrants.map((e) => [e.enrollmentId, e]));
    expect(byId.get('OC6')).toMatchObject({ outcome: 'NOT_PLACED', reason: 'Has not signed up.' });
    expect(byId.get('OC2')).toMatchObject({ outcome: 'PENDING', room: 'OC-1' });
    expect(list.entrants.filter((e) => e.outcome === 'PLACED').map((e) => e.room?.replace(/bed \d/, 'bed n'))).toEqual(['OC-1 1, bed n', 'OC-1 1, bed n']);
    expect(list.entrants.filter((e) => e.outcome === 'NOT_PLACED' && e.enrollmentId !== 'OC6').map((e) => e.reason)).toEqual(['No free bed fitted them (their gender, group or needs).']);

    // The process page's sentence reads the same counts.
    const process = await admin.gql<{ selectionProcess: { assignment: { entrants: number; chose: number; placed: number; pending: number; unplaced: number } } }>(
      'query($id: ID!) { selectionProcess(id: $id) { assignment { entrants chose placed pending unplaced } } }',
      { id },
    );
    expect(process.body.data!.selectionProcess.assignment).toEqual({ entrants: 6, chose: 1, placed: 2, pending: 1, unplaced: 2 });

    // Filters: by outcome, by slot, by a part of a name or ID; bad input is refused at the edge.
    expect((await entrants(id, { outcome: 'PLACED' })).matching).toBe(2);
    expect((await entrants(id, { slot: slotOf.get('OC6') })).entrants.map((e) => e.enrollmentId)).toEqual(['OC6']);
    expect((await entrants(id, { search: 'oc6' })).entrants.map((e) => e.enrollmentId)).toEqual(['OC6']);
    expect((await entrants(id, { search: '%' })).matching).toBe(0);
    expect((await admin.gql(ENTRANTS, { id, f: { limit: 5000 } })).body.errors?.[0]?.message).toContain('At most 500 entrants a page.');

    // The CSV says the same.
    const csv = await (await fetch(`${app.url}/api/office/selection/${id}/entrants.csv`, { headers: { cookie: admin.cookie! } })).text();
    expect(csv).toMatch(/,OC6,Girl OC6,2,,not placed,,Has not signed up\./);
    expect(csv).toMatch(/,OC1,Girl OC1,2,,chose,"OC-1 2, bed 1",/);
  });

  it('is for admins only', async () => {
    const [p] = await db().execute<{ id: string }[]>('select id from selection_processes limit 1');
    expect((await app.client().gql(DAY, { id: p!.id })).body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const student = await newStudent(app);
    for (const query of [DAY, ENTRANTS]) expect((await student.client.gql(query, { id: p!.id })).body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await admin.gql(DAY, { id: '00000000-0000-0000-0000-000000000000' })).body.data).toEqual({ selectionDay: null });
  });
});
