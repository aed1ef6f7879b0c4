import { createHash, randomBytes } from 'node:crypto';
import pg from 'pg';
import { hashPassword } from '../src/core/password.js';
import { YEAR_SQL } from './repairs-year.js';

/** The bench campus of `npm run bench -- repairs` (issue 53): 40 hostels of 100 doubles, 96 % full. */
const HOSTELS = 40;
const ROOMS_PER_HOSTEL = 100;
/** Every 25th resident, and every 25th from the 12th, has a session: those who report with photos, and those who read their grid. */
const SESSION_EVERY = 25;

export interface RepairsCampus {
  hostels: { id: string; name: string }[];
  adminCookie: string;
  /** A warden of two hostels, and those hostels' ids. */
  warden: { cookie: string; hostelIds: string[] };
  /** Residents with a session and a bed, none of whom has reported yet in this run: one report each. */
  reporters: string[];
  /** Residents with a session who read their own hostel's grid. */
  readers: { cookie: string; hostel: string }[];
  counts: Record<string, number>;
}

const sessionFor = async (db: pg.Client, userIds: string[]): Promise<string[]> => {
  const tokens = userIds.map(() => randomBytes(32).toString('base64url'));
  await db.query(`insert into sessions (user_id, token_hash, expires_at) select u, t, now() + interval '1 day' from unnest($1::uuid[], $2::text[]) as x(u, t)`, [
    userIds,
    tokens.map((t) => createHash('sha256').update(t).digest('hex')),
  ]);
  return tokens.map((t) => `dormspace_session=${t}`);
};

/** Staff as the gateway requires them in production: an admin holds a confirmed second factor (a TOTP app here). */
const staff = async (db: pg.Client, role: 'admin' | 'warden', name: string, hostelIds: string[]): Promise<string> => {
  const { rows } = await db.query<{ id: string }>(`insert into users (role, name, email, password_hash) values ($1, $2, $3, 'x') returning id`, [role, name, `${name.toLowerCase().replaceAll(' ', '-')}@dormspace.test`]);
  const id = rows[0]!.id;
  await db.query(`insert into staff_factors (user_id, kind, name, totp_secret, confirmed_at) values ($1, 'totp', 'Phone', 'JBSWY3DPEHPK3PXP', now())`, [id]);
  await db.query('insert into staff_hostels (user_id, hostel_id) select $1, unnest($2::uuid[])', [id, hostelIds]);
  return (await sessionFor(db, [id]))[0]!;
};

/**
 * The campus, in bulk SQL before the gateway starts: 40 hostels (girls' and boys' in turn) of 100
 * doubles on 4 floors, 7,680 residents, 25 maintenance people (5 of each trade), an admin, a warden
 * of RP-01 and RP-02; then a year of 60,000 jobs, their photos' facts and their threads
 * (repairs-year.ts).
 */
export async function seedRepairsCampus(databaseUrl: string): Promise<RepairsCampus> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    await db.query('begin');
    const { rows: hostels } = await db.query<{ id: string; name: string }>(
      `insert into hostels (name, gender, booking_mode, floors, first_floor)
       select 'RP-' || lpad(n::text, 2, '0'), (case when n % 2 = 1 then 'Female' else 'Male' end)::user_gender, 'instant', 4, 1 from generate_series(1, $1) n
       returning id, name`,
      [HOSTELS],
    );
    hostels.sort((a, b) => a.name.localeCompare(b.name));
    await db.query(
      `insert into rooms (hostel_id, number, floor, type, capacity)
       select h.id, f * 100 + k, f, 'Double', 2 from hostels h, generate_series(1, 4) f, generate_series(1, $1 / 4) k where h.name like 'RP-%'`,
      [ROOMS_PER_HOSTEL],
    );
    // Bed 1 of every room, bed 2 of 23 rooms in 25: 96 % full.
    await db.query(
      `with beds as materialized (
         select r.id as room_id, b.bed, h.gender, row_number() over (order by h.name, r.number, b.bed) as n
           from rooms r join hostels h on h.id = r.hostel_id cross join generate_series(1, 2) b(bed)
          where h.name like 'RP-%' and (b.bed = 1 or r.number % 10 <> 0)),
       s as (
         insert into users (role, name, email, password_hash, gender, enrollment_id)
         select 'student', 'Resident ' || n, 'rp' || n || '@dormspace.test', $1, gender, 'RP' || lpad(n::text, 5, '0') from beds
         returning id, enrollment_id)
       insert into room_occupancies (room_id, student_id, bed) select b.room_id, s.id, b.bed from beds b join s on s.enrollment_id = 'RP' || lpad(b.n::text, 5, '0')`,
      [await hashPassword('resident-password-1')],
    );
    await db.query(
      `with m as (
         insert into users (role, name, email, password_hash)
         select 'maintenance', 'Fixer ' || n, 'fixer' || n || '@dormspace.test', 'x' from generate_series(1, 25) n returning id, name)
       insert into maintenance_staff (user_id, trade)
       select id, (array['electrical', 'plumbing', 'carpentry', 'network', 'housekeeping'])[1 + (substring(name from 7)::int % 5)]::trade from m`,
    );
    const { rows: people } = await db.query<{ id: string; n: number; hostel: string }>(
      `select u.id, substring(u.enrollment_id from 3)::int as n, h.name as hostel from users u join room_occupancies o on o.student_id = u.id join rooms r on r.id = o.room_id join hostels h on h.id = r.hostel_id
        where u.enrollment_id like 'RP%' and substring(u.enrollment_id from 3)::int % $1 in (0, 12) order by u.enrollment_id`,
      [SESSION_EVERY],
    );
    const reporterIds = people.filter((p) => p.n % SESSION_EVERY === 0);
    const readerIds = people.filter((p) => p.n % SESSION_EVERY === 12);
    const reporters = await sessionFor(db, reporterIds.map((p) => p.id));
    const readerCookies = await sessionFor(db, readerIds.map((p) => p.id));
    const adminCookie = await staff(db, 'admin', 'Repairs Bench Admin', []);
    const wardenHostels = hostels.slice(0, 2).map((h) => h.id);
    const wardenCookie = await staff(db, 'warden', 'Repairs Bench Warden', wardenHostels);
    for (const statement of YEAR_SQL) await db.query(statement);
    await db.query('commit');
    await db.query('analyze');
    const { rows: counted } = await db.query<{ status: string; jobs: number }>('select status::text, count(*)::int as jobs from repair_jobs group by status order by status');
    const { rows: more } = await db.query<{ photos: number; comments: number; overdue: number }>(
      `select (select count(*)::int from repair_photos) as photos, (select count(*)::int from repair_comments) as comments,
              (select count(*)::int from repair_jobs where status in ('reported', 'assigned', 'in_progress') and due_at < now()) as overdue`,
    );
    return {
      hostels,
      adminCookie,
      warden: { cookie: wardenCookie, hostelIds: wardenHostels },
      reporters,
      readers: readerIds.map((p, i) => ({ cookie: readerCookies[i]!, hostel: p.hostel })),
      counts: { ...Object.fromEntries(counted.map((r) => [r.status, r.jobs])), ...more[0]! },
    };
  } finally {
    await db.end();
  }
}
