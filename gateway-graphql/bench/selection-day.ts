import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { Agent, request } from 'node:http';
import pg from 'pg';
import { hashPassword } from '../src/core/password.js';
import { percentiles } from './setup.js';
import { benchBookVia, bookingRequest, bookingStatus } from './booking-request.js';

const STUDENTS = 5000;
const ARRIVAL_WINDOW_MS = 10_000;
const HOSTELS = 4;
const DOUBLE_ROOMS_PER_HOSTEL = 250; // 4 x 250 doubles = 2,000 beds

export interface SelectionDayResult {
  students: number;
  beds: number;
  bookings: number;
  expectedBookings: number;
  doubleBookings: number;
  overfullRooms: number;
  requests: number;
  statuses: Record<string, number>;
  http5xx: number;
  /** Bookings answered 201 whose bed is not in the database at the end. */
  acknowledgedLost: number;
  /** Requests sent again (same Idempotency-Key) after a 5xx or a dropped connection. */
  resent: number;
  latencyMs: ReturnType<typeof percentiles>;
  wallSeconds: number;
  /** Each booking answered 201: its room and when the answer came (performance.now() of this process). */
  acks: { roomId: string; at: number }[];
}

export interface SelectionDaySeed {
  cookies: string[];
  rooms: string[];
  warmUp: { cookies: string[]; rooms: string[] };
}

const WARM_UP_STUDENTS = 600;

/**
 * Seeds, before the gateway starts: instant-booking hostels with 2,000 beds and 5,000 logged-in
 * students (sessions written directly), plus a separate warm-up hostel and 600 warm-up students.
 */
export async function seedSelectionDay(databaseUrl: string): Promise<SelectionDaySeed> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    await db.query('begin');
    const hostel = async (name: string, rooms: number) => {
      const { rows } = await db.query<{ id: string }>(`insert into hostels (name, gender, booking_mode) values ($1, 'Female', 'instant') returning id`, [name]);
      const created = await db.query<{ id: string }>(
        `insert into rooms (hostel_id, number, floor, type, capacity) select $1, 100 + n, (100 + n) / 100, 'Double', 2 from generate_series(1, $2) n returning id`,
        [rows[0]!.id, rooms],
      );
      return created.rows.map((r) => r.id);
    };
    const rooms: string[] = [];
    for (let h = 1; h <= HOSTELS; h++) rooms.push(...(await hostel(`SD-${h}`, DOUBLE_ROOMS_PER_HOSTEL)));
    const warmUpRooms = await hostel('SD-W', WARM_UP_STUDENTS / 4); // half of them will find no bed

    const passwordHash = await hashPassword('bench-password-1');
    const students = async (prefix: string, count: number) => {
      const tokens = Array.from({ length: count }, () => randomBytes(32).toString('base64url'));
      await db.query(
        `with s as (
           insert into users (role, name, email, password_hash, gender, enrollment_id)
           select 'student', 'Bench Student ' || $4 || n, lower($4) || n || '@dormspace.test', $1, 'Female', $4 || lpad(n::text, 5, '0')
             from generate_series(1, $2) n
           returning id, enrollment_id)
         insert into sessions (user_id, token_hash, expires_at)
         select s.id, t.hash, now() + interval '1 day'
           from s join unnest($3::text[]) with ordinality as t(hash, n) on s.enrollment_id = $4 || lpad(t.n::text, 5, '0')`,
        [passwordHash, count, tokens.map((t) => createHash('sha256').update(t).digest('hex')), prefix],
      );
      return tokens.map((t) => `dormspace_session=${t}`);
    };
    const cookies = await students('SD', STUDENTS);
    const warmUpCookies = await students('WU', WARM_UP_STUDENTS);
    await db.query('commit');
    return { cookies, rooms, warmUp: { cookies: warmUpCookies, rooms: warmUpRooms } };
  } finally {
    await db.end();
  }
}

/**
 * Selection day, open model: student i arrives at i x 2 ms whatever the server is doing, picks
 * a room that looks free (the room grid's view, shared by all students and updated by every
 * answer), and books it; on ROOM_FULL they pick another, until booked or no room looks free.
 */
export async function selectionDay(
  baseUrl: string,
  databaseUrl: string,
  seed: SelectionDaySeed,
  options: { midRush?: () => Promise<void>; rushStarts?: () => Promise<void>; rushEnded?: () => Promise<void> } = {},
): Promise<SelectionDayResult> {
  // A gateway that has been up a while: JIT-compiled paths and a full connection pool.
  await rush(baseUrl, seed.warmUp.cookies, seed.warmUp.rooms, 1500);
  await rush(baseUrl, seed.warmUp.cookies, seed.warmUp.rooms, 1500); // 208s now: the refusal paths warm too
  const { cookies, rooms } = seed;
  // The caller's CPU meters read here, so that a figure per request counts the rush's requests only.
  await options.rushStarts?.();
  const { latencies, statuses, wallSeconds, acknowledged, resent, acks } = await rush(baseUrl, cookies, rooms, ARRIVAL_WINDOW_MS, options.midRush);
  await options.rushEnded?.();

  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const [{ bookings, double_bookings, overfull }] = (
    await db.query(
      `select (select count(*)::int from room_occupancies where room_id = any($1::uuid[])) as bookings,
              (select count(*)::int from (select student_id from room_occupancies group by student_id having count(*) > 1) d) as double_bookings,
              (select count(*)::int from (select o.room_id from room_occupancies o join rooms r on r.id = o.room_id group by o.room_id, r.capacity having count(*) > r.capacity) f) as overfull`,
      [rooms],
    )
  ).rows;
  // Every booking answered 201 must be in the database: the student's session finds their bed in that room.
  const tokenHashOf = (cookie: string) => createHash('sha256').update(cookie.slice(cookie.indexOf('=') + 1)).digest('hex');
  const found = (
    await db.query<{ token_hash: string; room_id: string }>(
      'select s.token_hash, o.room_id from sessions s join room_occupancies o on o.student_id = s.user_id where s.token_hash = any($1::text[])',
      [[...acknowledged.keys()].map(tokenHashOf)],
    )
  ).rows;
  const held = new Map(found.map((r) => [r.token_hash, r.room_id]));
  const acknowledgedLost = [...acknowledged].filter(([cookie, roomId]) => held.get(tokenHashOf(cookie)) !== roomId).length;
  await db.end();

  const beds = rooms.length * 2;
  return {
    students: STUDENTS,
    beds,
    bookings,
    expectedBookings: Math.min(STUDENTS, beds),
    doubleBookings: double_bookings,
    overfullRooms: overfull,
    requests: latencies.length,
    statuses,
    http5xx: Object.entries(statuses).filter(([s]) => s.startsWith('5')).reduce((n, [, c]) => n + c, 0),
    acknowledgedLost,
    resent,
    latencyMs: percentiles(latencies),
    wallSeconds,
    acks,
  };
}

/** Students arrive evenly over the window and book until they have a bed or no room looks free. */
const trace: [number, number][] = [];

async function rush(baseUrl: string, cookies: string[], rooms: string[], windowMs: number, midRush?: () => Promise<void>) {
  trace.length = 0;
  const freeBeds = new Map(rooms.map((id) => [id, 2]));
  const open = [...rooms];
  const agent = new Agent({ keepAlive: true, maxSockets: 512 });
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  const { port } = new URL(baseUrl);

  const acknowledged = new Map<string, string>();
  const acks: { roomId: string; at: number }[] = [];
  let resent = 0;
  // One booking as a careful client sends it: with an Idempotency-Key, sent again with the same
  // key after a 5xx or a dropped connection (a gateway gone mid-request), up to 5 times.
  const send = (cookie: string, roomId: string, key: string) =>
    new Promise<number>((resolve) => {
      const { path, body, headers } = bookingRequest(benchBookVia, roomId, key);
      const started = performance.now();
      const req = request(
        { host: '127.0.0.1', port, path, method: 'POST', agent, headers: { ...headers, cookie } },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => void chunks.push(chunk));
          res.on('end', () => {
            const status = bookingStatus(benchBookVia, res.statusCode!, Buffer.concat(chunks).toString());
            latencies.push(performance.now() - started);
            if (process.env.BENCH_TRACE) trace.push([started, performance.now() - started]);
            statuses[status] = (statuses[status] ?? 0) + 1;
            resolve(status);
          });
        },
      );
      req.on('error', () => {
        statuses.dropped = (statuses.dropped ?? 0) + 1;
        resolve(0);
      });
      req.end(body);
    });
  const post = async (cookie: string, roomId: string) => {
    const key = randomUUID();
    for (let attempt = 0; ; attempt++) {
      const status = await send(cookie, roomId, key);
      if ((status !== 0 && status < 500) || attempt === 5) {
        if (status === 201) {
          acknowledged.set(cookie, roomId);
          acks.push({ roomId, at: performance.now() });
        }
        return status;
      }
      resent++;
      await new Promise((resolve) => setTimeout(resolve, 100 * (attempt + 1)));
    }
  };

  // Every arrival sends at least one booking (a grid gone red a moment ago still gets clicked);
  // after a ROOM_FULL the student tries again while any room looks free.
  const student = async (cookie: string) => {
    for (let first = true; first || open.length > 0; first = false) {
      const pool = open.length > 0 ? open : rooms;
      const roomId = pool[Math.floor(Math.random() * pool.length)]!;
      const status = await post(cookie, roomId);
      if (status === 201) {
        const left = freeBeds.get(roomId)! - 1;
        freeBeds.set(roomId, left);
        const at = open.indexOf(roomId);
        if (left === 0 && at >= 0) open.splice(at, 1);
        return;
      }
      if (status === 409) {
        const at = open.indexOf(roomId);
        if (at >= 0) open.splice(at, 1);
        continue;
      }
      return; // 208 or anything else: this student is done
    }
  };

  const started = performance.now();
  const flows: Promise<void>[] = [];
  let midway: Promise<void> | undefined;
  for (let i = 0; i < cookies.length; i++) {
    if (midRush && !midway && i >= cookies.length / 2) midway = midRush();
    const due = started + (i * windowMs) / cookies.length;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    flows.push(student(cookies[i]!));
  }
  await Promise.all(flows);
  await midway;
  agent.destroy();
  if (process.env.BENCH_TRACE) {
    for (let t = 0; t < Math.ceil(windowMs / 500); t++) {
      const slice = trace.filter(([at]) => at - started >= t * 500 && at - started < (t + 1) * 500).map(([, l]) => l);
      console.log(`  ${t * 0.5}s: ${slice.length} requests`, percentiles(slice));
    }
  }
  return { latencies, statuses, acknowledged, acks, resent, wallSeconds: Math.round(((performance.now() - started) / 1000) * 10) / 10 };
}
