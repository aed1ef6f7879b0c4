import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { Agent, request } from 'node:http';
import pg from 'pg';
import { hashPassword } from '../src/core/password.js';
import { percentiles } from './setup.js';
import { answerText, APOLLO_HEADERS, apolloBody, sendWebOperation, WEB } from './web-operations.js';

/**
 * `npm run bench -- slots` (issue 43): a selection day run as a process. 5,000 rostered students
 * in 10-minute slots of 500; each slot's students arrive in its first 10 s (and some of the next
 * slot's before theirs opens, as eager students do); a tenth of them are pairs whose leader books
 * a double for both; 6,000 beds in doubles.
 *
 * Time is compressed, and said so: between slots the bench moves the process's schedule back by
 * one slot length (`first_slot_at`), which is what ten minutes of waiting would do to every rule
 * that reads it, so ten slots take about two minutes, not a hundred. Each slot's opening moment
 * (the database's clock) is recorded when its phase starts, and a booking before it is counted.
 */
export const SLOT_STUDENTS = 5000;
const PER_SLOT = 500;
const SLOT_MINUTES = 10;
const ARRIVAL_MS = 10_000;
const ROOMS = 3000; // doubles: 6,000 beds
const PAIRS = 250; // 500 students in pairs
const EAGER = 50; // of the next slot, arriving during this one

export interface SlotsSeed {
  processId: string;
  adminCookie: string;
  students: { cookie: string; id: string; enrollmentId: string }[];
  rooms: string[];
}

export interface SlotsResult {
  students: number;
  slots: number;
  requests: number;
  statuses: Record<string, number>;
  http5xx: number;
  latencyMs: ReturnType<typeof percentiles>;
  bookedStudents: number;
  /** Bookings whose occupancy is older than the opening of its student's slot (the database's clock). */
  bookingsBeforeSlot: number;
  /** Eager students answered anything but 403 SELECTION_NOT_YET before their slot. */
  eagerAdmitted: number;
  doubleBookings: number;
  overfullRooms: number;
  groups: number;
  groupsWhole: number;
  groupsSplit: number;
  publishMs: number;
  wallSeconds: number;
}

/** Rostered students with sessions, 3,000 doubles in three girls' hostels, an admin; then a draft process, published through the gateway. */
export async function seedSlots(databaseUrl: string): Promise<Omit<SlotsSeed, 'processId'> & { hostelIds: string[] }> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    await db.query('begin');
    const hostelIds: string[] = [];
    const rooms: string[] = [];
    for (let h = 1; h <= 3; h++) {
      const { rows } = await db.query<{ id: string }>(`insert into hostels (name, gender, booking_mode) values ($1, 'Female', 'instant') returning id`, [`SL-${h}`]);
      hostelIds.push(rows[0]!.id);
      const created = await db.query<{ id: string }>(
        `insert into rooms (hostel_id, number, floor, type, capacity) select $1, 100 + n, (100 + n) / 100, 'Double', 2 from generate_series(1, $2) n returning id`,
        [rows[0]!.id, ROOMS / 3],
      );
      rooms.push(...created.rows.map((r) => r.id));
    }
    const passwordHash = await hashPassword('bench-password-1');
    const tokens = Array.from({ length: SLOT_STUDENTS }, () => randomBytes(32).toString('base64url'));
    const { rows: users } = await db.query<{ id: string; enrollment_id: string }>(
      `insert into users (role, name, email, password_hash, gender, enrollment_id)
       select 'student', 'Slot Student ' || n, 'slot' || n || '@dormspace.test', $1, 'Female', 'SL' || lpad(n::text, 5, '0')
         from generate_series(1, $2) n
       returning id, enrollment_id`,
      [passwordHash, SLOT_STUDENTS],
    );
    users.sort((a, b) => (a.enrollment_id < b.enrollment_id ? -1 : 1));
    await db.query(
      `insert into sessions (user_id, token_hash, expires_at) select u, t, now() + interval '1 day' from unnest($1::uuid[], $2::text[]) as x(u, t)`,
      [users.map((u) => u.id), tokens.map((t) => createHash('sha256').update(t).digest('hex'))],
    );
    // On the open year's roster, years 1 to 4.
    await db.query(
      `insert into roster_entries (enrollment_id, name, email, gender, year_of_study, programme, user_id)
       select u.enrollment_id, u.name, u.email, 'Female', 1 + (right(u.enrollment_id, 5)::int % 4), 'B.Sc', u.id from users u where u.enrollment_id like 'SL%'`,
    );
    const adminToken = randomBytes(32).toString('base64url');
    await db.query(
      `with u as (insert into users (role, name, email, password_hash) values ('admin', 'Slots Bench Admin', 'slots-bench-admin@dormspace.test', 'x') returning id)
       insert into sessions (user_id, token_hash, expires_at) select id, $1, now() + interval '1 day' from u`,
      [createHash('sha256').update(adminToken).digest('hex')],
    );
    await db.query('commit');
    return {
      hostelIds,
      rooms,
      adminCookie: `dormspace_session=${adminToken}`,
      students: users.map((u, i) => ({ cookie: `dormspace_session=${tokens[i]}`, id: u.id, enrollmentId: u.enrollment_id })),
    };
  } finally {
    await db.end();
  }
}

/** The admin creates and publishes the process through the gateway (the draw of 5,000, their slots and mail); answers its id and how long publishing took. */
export async function publishSlots(baseUrl: string, seed: Awaited<ReturnType<typeof seedSlots>>): Promise<{ processId: string; publishMs: number }> {
  const input = {
    name: 'Bench selection',
    hostelIds: seed.hostelIds,
    draw: 'YEAR_THEN_RANDOM',
    seed: '20261127',
    // The first slot in an hour: nothing is open until the bench moves the schedule.
    firstSlotAt: new Date(Date.now() + 3_600_000).toISOString(),
    slotMinutes: SLOT_MINUTES,
    perSlot: PER_SLOT,
    closesAt: new Date(Date.now() + 3_600_000 + 24 * 3_600_000).toISOString(),
  };
  const { createSelectionProcess } = await sendWebOperation<{ createSelectionProcess: { id: string } }>(baseUrl, seed.adminCookie, WEB.createSelectionProcess, { input });
  const started = performance.now();
  await sendWebOperation(baseUrl, seed.adminCookie, WEB.publishSelectionProcess, { id: createSelectionProcess.id });
  return { processId: createSelectionProcess.id, publishMs: Math.round(performance.now() - started) };
}

/** Pairs: the first PAIRS entrants of odd lottery numbers lead the next number (one slot, as a pair formed by consent would be), written as consent writes them. */
async function formPairs(db: pg.Client, processId: string): Promise<{ leader: string; member: string }[]> {
  const { rows } = await db.query<{ leader: string; member: string }>(
    `with pairs as (
       select a.enrollment_id as a_id, b.enrollment_id as b_id, ua.id as leader, ub.id as member
         from selection_entrants a join selection_entrants b on b.process_id = a.process_id and b.lottery_number = a.lottery_number + 1
         join users ua on ua.enrollment_id = a.enrollment_id join users ub on ub.enrollment_id = b.enrollment_id
        where a.process_id = $1 and a.lottery_number % 2 = 1 and a.slot = b.slot
        order by a.lottery_number % 20, a.lottery_number limit $2),
     groups as (insert into selection_groups (process_id, leader_id) select $1, leader from pairs returning id, leader_id),
     invites as (insert into selection_group_invites (group_id, student_id, status, answered_at) select g.id, p.member, 'Accepted', now() from groups g join pairs p on p.leader = g.leader_id),
     members as (update selection_entrants e set group_id = g.id from groups g join pairs p on p.leader = g.leader_id where e.process_id = $1 and e.enrollment_id in (p.a_id, p.b_id))
     select leader, member from pairs`,
    [processId, PAIRS],
  );
  return rows;
}

/**
 * The day in slots; or, with `baseline`, the same students and beds first come, first served (no
 * process: all 5,000 arrive in the same 10 s, each booking alone), the comparison in the same run.
 */
export async function slotsDay(baseUrl: string, databaseUrl: string, seed: SlotsSeed, publishMs: number, { baseline = false } = {}): Promise<SlotsResult> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const pairs = baseline ? [] : await formPairs(db, seed.processId);
  const members = new Set(pairs.map((p) => p.member));
  const leaders = new Set(pairs.map((p) => p.leader));
  const slotOf = new Map(
    (await db.query<{ id: string; slot: number }>('select u.id, e.slot from selection_entrants e join users u on u.enrollment_id = e.enrollment_id where e.process_id = $1', [seed.processId])).rows.map(
      (r) => [r.id, r.slot],
    ),
  );
  const bySlot: (typeof seed.students)[] = baseline ? [seed.students] : [];
  if (!baseline) for (const s of seed.students) (bySlot[slotOf.get(s.id)!] ??= []).push(s);

  const agent = new Agent({ keepAlive: true, maxSockets: 512 });
  const { port } = new URL(baseUrl);
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  const freeBeds = new Map(seed.rooms.map((id) => [id, 2]));
  let open = [...seed.rooms];
  let eagerAdmitted = 0;
  const send = (cookie: string, path: string, body: string) =>
    new Promise<{ status: number; code?: string }>((resolve) => {
      const started = performance.now();
      const req = request(
        {
          host: '127.0.0.1',
          port,
          path,
          method: 'POST',
          agent,
          // The web's mutation as Apollo Client sends it; the spec's REST call as an older client does.
          headers: { ...(path === '/graphql' ? APOLLO_HEADERS : { 'content-type': 'application/json', 'idempotency-key': randomUUID() }), 'content-length': Buffer.byteLength(body), cookie },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => void chunks.push(chunk));
          res.on('end', () => {
            latencies.push(performance.now() - started);
            const text = answerText(res.headers, Buffer.concat(chunks));
            let code: string | undefined;
            let status = res.statusCode!;
            try {
              const answer = JSON.parse(text) as { code?: string; data?: { bookRoomForGroup?: unknown }; errors?: { extensions?: { code?: string } }[] };
              code = answer.code ?? answer.errors?.[0]?.extensions?.code;
              if (path === '/graphql') status = answer.data?.bookRoomForGroup ? 201 : code === 'ROOM_FULL' ? 409 : code === 'SELECTION_NOT_YET' ? 403 : status >= 500 ? status : 400;
            } catch {
              // not JSON: counted by its status
            }
            statuses[status] = (statuses[status] ?? 0) + 1;
            resolve({ status, code });
          });
        },
      );
      req.on('error', () => {
        statuses.dropped = (statuses.dropped ?? 0) + 1;
        resolve({ status: 0 });
      });
      req.end(body);
    });
  const take = (roomId: string, beds: number) => {
    const left = freeBeds.get(roomId)! - beds;
    freeBeds.set(roomId, left);
    if (left <= 0) open = open.filter((id) => id !== roomId);
  };
  // A student books a room that looks free (a leader: one with two free beds), another after a
  // ROOM_FULL; before their slot they are refused and look again a second later.
  const student = async (s: (typeof seed.students)[number]) => {
    if (members.has(s.id)) return; // their leader books for both
    const pair = leaders.has(s.id);
    for (let attempt = 0; attempt < 40; attempt++) {
      const pool = pair ? open.filter((id) => freeBeds.get(id)! >= 2) : open;
      if (pool.length === 0) return;
      const roomId = pool[Math.floor(Math.random() * pool.length)]!;
      const answer = pair ? await send(s.cookie, '/graphql', apolloBody(WEB.bookRoomForGroup, { roomId })) : await send(s.cookie, '/api/bookroom/room', JSON.stringify({ _id: roomId }));
      if (answer.status === 201) return take(roomId, pair ? 2 : 1);
      if (answer.status === 409) {
        freeBeds.set(roomId, 0);
        open = open.filter((id) => id !== roomId);
        continue;
      }
      if (answer.code === 'SELECTION_NOT_YET') {
        await new Promise((wait) => setTimeout(wait, 1000));
        continue;
      }
      return;
    }
  };

  const started = performance.now();
  const opened: Date[] = []; // when each slot opened, by the database's clock
  for (let slot = 0; slot < bySlot.length; slot++) {
    // Ten minutes pass: slot `slot` opens now, by the database's clock.
    const { rows } = await db.query<{ at: Date }>(
      baseline ? 'select now() as at' : `update selection_processes set first_slot_at = now() - make_interval(mins => slot_minutes * $2) where id = $1 returning now() as at`,
      baseline ? [] : [seed.processId, slot],
    );
    opened.push(rows[0]!.at);
    const phase = performance.now();
    const flows: Promise<void>[] = [];
    const arrivals = bySlot[slot]!;
    const eager = (baseline ? [] : (bySlot[slot + 1] ?? [])).filter((s) => !members.has(s.id) && !leaders.has(s.id)).slice(0, EAGER);
    for (let i = 0; i < arrivals.length; i++) {
      const due = phase + (i * ARRIVAL_MS) / arrivals.length;
      const wait = due - performance.now();
      if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
      flows.push(student(arrivals[i]!));
      if (i % 10 === 5 && eager.length > 0) {
        const early = eager.pop()!;
        flows.push(
          send(early.cookie, '/api/bookroom/room', JSON.stringify({ _id: seed.rooms[0] })).then((answer) => {
            if (answer.code !== 'SELECTION_NOT_YET') eagerAdmitted++;
          }),
        );
      }
    }
    await Promise.all(flows);
  }
  const wallSeconds = Math.round((performance.now() - started) / 100) / 10;
  agent.destroy();

  // Every booking against the moment its student's slot opened (each slot opened once, by its phase).
  const [checks] = (
    await db.query(
      `select (select count(*)::int from room_occupancies o where o.room_id = any($2::uuid[])) as booked,
              (select count(*)::int from (select student_id from room_occupancies group by student_id having count(*) > 1) d) as double_bookings,
              (select count(*)::int from (select o.room_id from room_occupancies o join rooms r on r.id = o.room_id group by o.room_id, r.capacity having count(*) > r.capacity) f) as overfull,
              (select count(*)::int from room_occupancies o join users u on u.id = o.student_id
                 join selection_entrants e on e.enrollment_id = u.enrollment_id and e.process_id = $1
                 join unnest($3::timestamptz[]) with ordinality as t(opened, n) on t.n = coalesce((select min(m.slot) from selection_entrants m where m.group_id = e.group_id), e.slot) + 1
                where o.created_at < t.opened) as before_slot`,
      [seed.processId, seed.rooms, opened],
    )
  ).rows as { booked: number; double_bookings: number; overfull: number; before_slot: number }[];
  const { rows: groupRows } = await db.query<{ whole: boolean; split: boolean }>(
    `select count(distinct o.room_id) = 1 and count(o.id) = 2 as whole, count(o.id) = 1 or count(distinct o.room_id) > 1 as split
       from selection_groups g join selection_entrants e on e.group_id = g.id join users u on u.enrollment_id = e.enrollment_id
       left join room_occupancies o on o.student_id = u.id
      where g.process_id = $1 group by g.id`,
    [seed.processId],
  );
  await db.end();
  return {
    students: SLOT_STUDENTS,
    slots: bySlot.length,
    requests: latencies.length,
    statuses,
    http5xx: Object.entries(statuses).filter(([s]) => s.startsWith('5')).reduce((n, [, c]) => n + c, 0),
    latencyMs: percentiles(latencies),
    bookedStudents: checks!.booked,
    bookingsBeforeSlot: checks!.before_slot,
    eagerAdmitted,
    doubleBookings: checks!.double_bookings,
    overfullRooms: checks!.overfull,
    groups: groupRows.length,
    groupsWhole: groupRows.filter((g) => g.whole).length,
    groupsSplit: groupRows.filter((g) => g.split).length,
    publishMs,
    wallSeconds,
  };
}

/**
 * The end of a process: 5,000 students who chose nothing, placed into 6,000 beds by the
 * assignment job. The close is moved into the past (time compressed, as above); the admin runs
 * the assignment and the bench reads the process until it is ASSIGNED. Answers the time from
 * the admin's click to ASSIGNED, and the placements checked.
 */
/** The admin's click on Run assignment (the web's mutation), then the page's reads until the job is done (2 minutes at most): the status and the time from the click. */
export async function assignAndWait(baseUrl: string, adminCookie: string, processId: string): Promise<{ status: string; ms: number }> {
  const started = performance.now();
  await sendWebOperation(baseUrl, adminCookie, WEB.runSelectionAssignment, { id: processId });
  let status = 'ASSIGNING';
  const deadline = Date.now() + 120_000;
  while (status === 'ASSIGNING' && Date.now() < deadline) {
    await new Promise((wait) => setTimeout(wait, 100));
    status = (await sendWebOperation<{ selectionProcess: { status: string } }>(baseUrl, adminCookie, WEB.selectionProcess, { id: processId })).selectionProcess.status;
  }
  return { status, ms: Math.round(performance.now() - started) };
}

export async function assignmentBench(baseUrl: string, databaseUrl: string, seed: Awaited<ReturnType<typeof seedSlots>>, processId: string) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    await db.query(`update selection_processes set first_slot_at = now() - interval '2 hours', closes_at = now() - interval '1 second' where id = $1`, [processId]);
    const { status, ms } = await assignAndWait(baseUrl, seed.adminCookie, processId);
    const [row] = (
      await db.query<{ placed: number; double_bookings: number; overfull: number; wrong_gender: number }>(
        `select (select count(*)::int from room_occupancies where process_id = $1) as placed,
                (select count(*)::int from (select student_id from room_occupancies group by student_id having count(*) > 1) d) as double_bookings,
                (select count(*)::int from (select o.room_id from room_occupancies o join rooms r on r.id = o.room_id group by o.room_id, r.capacity having count(*) > r.capacity) f) as overfull,
                (select count(*)::int from room_occupancies o join users u on u.id = o.student_id join rooms r on r.id = o.room_id join hostels h on h.id = r.hostel_id where h.gender <> u.gender) as wrong_gender`,
        [processId],
      )
    ).rows;
    return { students: SLOT_STUDENTS, beds: seed.rooms.length * 2, status, clickToAssignedMs: ms, ...row! };
  } finally {
    await db.end();
  }
}
