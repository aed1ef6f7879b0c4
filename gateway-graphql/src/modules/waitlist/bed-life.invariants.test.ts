import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { newStudent, useTestApp } from '../../../test/app.js';
import type { Client } from '../../../test/client.js';

/**
 * A bed's whole life under random, concurrent traffic against the real gateway and PostgreSQL:
 * bookings, requests and their decisions, cancels, check-outs, room changes, staff moves and
 * swaps, waitlist joins, offers, accepts, declines and expiries, a few at a time, interleaved.
 * After every step the database must hold the invariants below. Seeded: a failure replays.
 */
const SEED = 20261123;
const RUNS = 25;
const STEPS = { minLength: 30, maxLength: 45 };

const app = useTestApp({
  // Every change reaches the grids at once (no fan-out window): so a grid read right after a
  // batch must show all of it, which the check below holds it to. With the default window a
  // hostel this busy is answered from rooms up to 40 ms old, as its open grids are (docs/decisions/0137).
  roomChangesWindowMs: 0,
  // Thousands of calls from a handful of sessions in a minute: the budgets are not under test here.
  limits: { requestsPerSession: { points: 1e6, seconds: 60, blockSeconds: 1 }, requestsPerAddress: { points: 1e6, seconds: 60, blockSeconds: 1 } },
});

/** Three tiny hostels: two of the girls' (instant), one of the boys' (approval); few beds, much contention. */
const HOSTELS = [
  { name: 'TEST-G1', gender: 'Female', mode: 'instant', rooms: [[1, 'Single', 1], [2, 'Double', 2], [3, 'Double', 2]] },
  { name: 'TEST-G2', gender: 'Female', mode: 'instant', rooms: [[1, 'Single', 1], [2, 'Double', 2]] },
  { name: 'TEST-B1', gender: 'Male', mode: 'approval', rooms: [[1, 'Single', 1], [2, 'Double', 2], [3, 'Double', 2]] },
] as const;

interface Person {
  id: string;
  client: Client;
  gender: 'Female' | 'Male';
}

const people: Person[] = [];
const rooms: { id: string; hostelId: string; hostel: string; gender: string; type: string; capacity: number }[] = [];
const hostelIds = new Map<string, string>();
let admin: Client;
const db = () => app.gateway.orm.em.fork();

beforeAll(async () => {
  for (const h of HOSTELS) {
    const [row] = await db().execute<{ id: string }[]>('insert into hostels (name, gender, booking_mode) values (?, ?, ?) returning id', [h.name, h.gender, h.mode]);
    hostelIds.set(h.name, row!.id);
    for (const [number, type, capacity] of h.rooms) {
      const [room] = await db().execute<{ id: string }[]>('insert into rooms (hostel_id, number, floor, type, capacity) values (?, ?, ?, ?, ?) returning id', [row!.id, number, Math.floor(number / 100), type, capacity]);
      rooms.push({ id: room!.id, hostelId: row!.id, hostel: h.name, gender: h.gender, type, capacity });
    }
  }
  for (let i = 0; i < 14; i++) {
    const gender = i < 7 ? 'Female' : 'Male';
    const student = await newStudent(app, { gender, name: `Prop ${gender} ${i}` });
    people.push({ id: student.id, client: student.client, gender });
  }
  admin = await app.admin();
}, 60_000);

type Command =
  | { t: 'book' | 'change' | 'request' | 'reassign' | 'reassignPair'; who: number; room: number }
  | { t: 'checkOut' | 'staffCheckOut' | 'cancel' | 'accept' | 'decline' | 'leave'; who: number }
  | { t: 'join'; who: number; hostel: number; type: 'SINGLE' | 'DOUBLE' | null }
  | { t: 'swap'; who: number; other: number }
  | { t: 'decide'; pick: number; approve: boolean }
  | { t: 'expire' }
  | { t: 'sweep' };

const who = fc.nat(13);
const room = fc.nat(rooms.length > 0 ? rooms.length - 1 : 7);
const command: fc.Arbitrary<Command> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ t: fc.constant('book' as const), who, room }) },
  { weight: 3, arbitrary: fc.record({ t: fc.constant('request' as const), who, room }) },
  { weight: 3, arbitrary: fc.record({ t: fc.constant('decide' as const), pick: fc.nat(3), approve: fc.boolean() }) },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('cancel' as const), who }) },
  { weight: 3, arbitrary: fc.record({ t: fc.constant('checkOut' as const), who }) },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('staffCheckOut' as const), who }) },
  { weight: 2, arbitrary: fc.record({ t: fc.constant('change' as const), who, room }) },
  { weight: 2, arbitrary: fc.record({ t: fc.constant('reassign' as const), who, room }) },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('reassignPair' as const), who, room }) },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('swap' as const), who, other: who }) },
  { weight: 4, arbitrary: fc.record({ t: fc.constant('join' as const), who, hostel: fc.nat(2), type: fc.constantFrom('SINGLE' as const, 'DOUBLE' as const, null) }) },
  { weight: 3, arbitrary: fc.record({ t: fc.constant('accept' as const), who }) },
  { weight: 2, arbitrary: fc.record({ t: fc.constant('decline' as const), who }) },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('leave' as const), who }) },
  { weight: 1, arbitrary: fc.constant({ t: 'expire' as const }) },
  { weight: 1, arbitrary: fc.constant({ t: 'sweep' as const }) },
);

/** Refusals a product gives under contention; anything else (a 500, a deadlock) fails the property. */
const EXPECTED = new Set(['BAD_USER_INPUT', 'CONFLICT', 'ROOM_FULL', 'ALREADY_BOOKED', 'NOT_FOUND', 'FORBIDDEN', 'SELECTION_CLOSED']);

async function run(c: Command): Promise<void> {
  const gql = async (client: Client, query: string, variables: Record<string, unknown> = {}) => {
    const reply = await client.gql(query, variables);
    for (const error of reply.body.errors ?? []) {
      if (!EXPECTED.has(error.extensions?.code ?? '')) throw new Error(`${JSON.stringify(c)} answered ${reply.status}: ${JSON.stringify(error)}`);
    }
  };
  const p = 'who' in c ? people[c.who]! : undefined;
  const r = 'room' in c ? rooms[c.room % rooms.length]! : undefined;
  switch (c.t) {
    case 'book':
      return gql(p!.client, 'mutation($r: ID!) { bookRoom(roomId: $r) { id } }', { r: r!.id });
    case 'request':
      return gql(p!.client, 'mutation($r: ID!) { requestRoom(roomId: $r) { id } }', { r: r!.id });
    case 'decide': {
      const [request] = await db().execute<{ id: string }[]>(
        `select q.id from room_requests q join rooms r on r.id = q.room_id join hostels h on h.id = r.hostel_id where q.status = 'Pending' and h.name like 'TEST-%' order by q.created_at offset ? limit 1`,
        [c.pick],
      );
      if (request) await gql(admin, `mutation($id: ID!) { decideRoomRequest(id: $id, decision: ${c.approve ? 'APPROVED' : 'REJECTED, reason: "Full"'}) { id } }`, { id: request.id });
      return;
    }
    case 'cancel': {
      const [request] = await db().execute<{ id: string }[]>(`select id from room_requests where status = 'Pending' and student_id = ?`, [p!.id]);
      if (request) await gql(p!.client, 'mutation($id: ID!) { cancelRoomRequest(id: $id) { id } }', { id: request.id });
      return;
    }
    case 'checkOut':
      return gql(p!.client, 'mutation { checkOut }');
    case 'staffCheckOut':
      return gql(admin, 'mutation($s: ID!) { checkOutStudent(studentId: $s, reason: "Property test") }', { s: p!.id });
    case 'change':
      return p!.gender === 'Female'
        ? gql(p!.client, 'mutation($r: ID!) { changeRoom(roomId: $r) { bed } }', { r: r!.id })
        : gql(p!.client, 'mutation($r: ID!) { requestRoomChange(roomId: $r) { id } }', { r: r!.id });
    case 'reassign':
    case 'reassignPair':
      return gql(admin, 'mutation($s: ID!, $r: ID!, $pair: Boolean!) { reassignStudent(studentId: $s, roomId: $r, withRoommate: $pair, reason: "Property test") { bed } }', {
        s: p!.id,
        r: r!.id,
        pair: c.t === 'reassignPair',
      });
    case 'swap':
      return gql(admin, 'mutation($a: ID!, $b: ID!) { swapStudents(studentId: $a, otherStudentId: $b, reason: "Property test") }', { a: p!.id, b: people[c.other]!.id });
    case 'join': {
      const own = HOSTELS.filter((h) => h.gender === p!.gender);
      return gql(p!.client, 'mutation($h: ID!, $t: RoomKind) { joinWaitlist(hostelId: $h, roomType: $t) { id } }', { h: hostelIds.get(own[c.hostel % own.length]!.name), t: c.type });
    }
    case 'accept':
    case 'decline': {
      const [offer] = await db().execute<{ id: string }[]>(`select id from bed_offers where status = 'Held' and student_id = ?`, [p!.id]);
      if (offer) await gql(p!.client, `mutation($o: ID!) { ${c.t === 'accept' ? 'acceptBedOffer' : 'declineBedOffer'}(offerId: $o) { id } }`, { o: offer.id });
      return;
    }
    case 'leave':
      return gql(p!.client, 'mutation { leaveWaitlist { id } }');
    case 'expire':
      // A day passes for the offers held now (moving the gateway's clock would end the sessions too).
      await db().execute(`update bed_offers set expires_at = expires_at - interval '25 hours' where status = 'Held'`);
      await app.gateway.jobs.waitlistSweep();
      return;
    case 'sweep':
      await app.gateway.jobs.waitlistSweep();
      return;
  }
}

/** Every invariant, read from the database and the API after a step; returns what broke. */
async function broken(): Promise<string[]> {
  const problems: string[] = [];
  // Each check lists what breaks it; one round trip for all of them.
  const checks: [string, string][] = [
    ['a bed held twice', 'select room_id::text as id from room_occupancies group by room_id, bed having count(*) > 1'],
    ['a bed outside its room', 'select o.id::text from room_occupancies o join rooms r on r.id = o.room_id where o.bed < 1 or o.bed > r.capacity'],
    ['a student in two beds', 'select student_id::text from room_occupancies where student_id is not null group by student_id having count(*) > 1'],
    ['a held offer without its held bed', `select b.id::text from bed_offers b where b.status = 'Held' and (select count(*) from room_occupancies o where o.offer_id = b.id and o.room_id = b.room_id and o.bed = b.bed) <> 1`],
    ['a held bed for an offer that is not held', `select o.id::text from room_occupancies o join bed_offers b on b.id = o.offer_id where b.status <> 'Held'`],
    ['an offered place without exactly one held offer', `select e.id::text from waitlist_entries e where (e.status = 'Offered') <> ((select count(*) from bed_offers b where b.entry_id = e.id and b.status = 'Held') = 1)`],
    ['a student in line who holds a bed', `select e.id::text from waitlist_entries e where e.status in ('Waiting', 'Offered') and exists (select 1 from room_occupancies o where o.student_id = e.student_id)`],
    [
      'a free bed while someone waits for it',
      `select e.id::text from waitlist_entries e join rooms r on r.hostel_id = e.hostel_id cross join lateral generate_series(1, r.capacity) g(bed)
        where e.status = 'Waiting' and (e.room_type is null or e.room_type = r.type) and not exists (select 1 from room_occupancies o where o.room_id = r.id and o.bed = g.bed)`,
    ],
  ];
  const found = await db().execute<{ what: string; id: string }[]>(checks.map(([what, sql]) => `select '${what}' as what, x.* from (${sql}) x`).join(' union all '));
  for (const row of found) problems.push(`${row.what}: ${row.id}`);
  // What a grid shows: free beds are capacity minus holders minus held offers, never negative.
  for (const h of HOSTELS) {
    const reply = await admin.gql<{ rooms: { id: string; capacity: number; freeBeds: number; heldBeds: number }[] }>(`{ rooms(hostel: "${h.name}") { id capacity freeBeds heldBeds } }`);
    const truth = await db().execute<{ id: string; holders: number; held: number }[]>(
      `select r.id, (select count(*)::int from room_occupancies o where o.room_id = r.id and o.student_id is not null) as holders,
              (select count(*)::int from bed_offers b where b.room_id = r.id and b.status = 'Held') as held
         from rooms r join hostels x on x.id = r.hostel_id where x.name = ?`,
      [h.name],
    );
    for (const shown of reply.body.data!.rooms) {
      const t = truth.find((x) => x.id === shown.id)!;
      if (shown.freeBeds !== shown.capacity - t.holders - t.held || shown.heldBeds !== t.held || shown.freeBeds < 0) {
        problems.push(`room ${h.name}/${shown.id} shows ${shown.freeBeds} free, ${shown.heldBeds} held; holds ${t.holders} students and ${t.held} offers`);
      }
    }
  }
  return problems;
}

async function reset(): Promise<void> {
  const ids = [...hostelIds.values()];
  const list = `{${ids.join(',')}}`;
  await db().execute('delete from waitlist_entries where hostel_id = any(?::uuid[])', [list]);
  await db().execute('delete from room_requests where room_id in (select id from rooms where hostel_id = any(?::uuid[]))', [list]);
  await db().execute('delete from room_occupancies where room_id in (select id from rooms where hostel_id = any(?::uuid[]))', [list]);
  // Behind the gateway's back: its room grids must read these rooms again.
  app.gateway.roomsChanged((await db().execute<{ id: string }[]>('select id from rooms where hostel_id = any(?::uuid[])', [list])).map((r) => r.id));
}

describe('a bed’s whole life, randomised', () => {
  it(`keeps every invariant through ${RUNS} seeded runs of interleaved moves against PostgreSQL`, async () => {
    let steps = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(fc.array(command, { minLength: 1, maxLength: 4 }), STEPS), async (batches) => {
        await reset();
        for (const batch of batches) {
          // A batch runs at once: real concurrency on the gateway and the database.
          await Promise.all(batch.map(run));
          steps += batch.length;
          const problems = await broken();
          expect(problems, `after ${JSON.stringify(batch)}`).toEqual([]);
        }
      }),
      { seed: SEED, numRuns: RUNS, endOnFailure: true },
    );
    console.log(`bed-life property: ${steps} commands in ${RUNS} runs, seed ${SEED}`);
    expect(steps).toBeGreaterThan(2_000);
  }, 600_000);
});
