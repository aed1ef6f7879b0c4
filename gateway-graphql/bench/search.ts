import { APOLLO_HEADERS, apolloBody, WEB } from './web-operations.js';
import pg from 'pg';
import { percentiles } from './setup.js';

/**
 * Student search at 100,000 students: the GraphQL `students` query over HTTP on loopback, one
 * request at a time (what an office screen does), for each kind of search text, as an admin and
 * as a warden of one hostel. The baseline in the same run: the same SQL straight on the
 * database, with the trigram index and without it (a sequential scan), to show what it buys.
 */
export const STUDENTS = 100_000;
const RUNS = 200;
const SQL_RUNS = 30;

const FIRST = ['Aarav', 'Vivaan', 'Aditya', 'Ananya', 'Diya', 'Ishaan', 'Kavya', 'Meera', 'Rohan', 'Saanvi', 'Arjun', 'Priya', 'Kabir', 'Nisha', 'Rahul', 'Sneha', 'Vikram', 'Pooja', 'Karan', 'Riya'];
const LAST = ['Sharma', 'Verma', 'Patel', 'Iyer', 'Nair', 'Reddy', 'Kumar', 'Singh', 'Gupta', 'Das', 'Menon', 'Rao', 'Joshi', 'Chatterjee', 'Pillai', 'Bose', 'Kapoor', 'Mehta', 'Shah', 'Khan'];

/** 100,000 students (names from 400 pairs and a number, enrollment IDs, emails), every bed filled, an admin and a BH-1 warden with sessions. */
export async function seedSearch(databaseUrl: string): Promise<{ adminCookie: string; wardenCookie: string }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `insert into users (role, name, email, password_hash, gender, enrollment_id)
       select 'student', ($1::text[])[1 + g % 20] || ' ' || ($2::text[])[1 + (g / 20) % 20] || ' ' || g,
              'student' || lpad(g::text, 6, '0') || '@campus.test', 'x',
              (case when g % 2 = 0 then 'Male' else 'Female' end)::user_gender, '2025BCS' || lpad(g::text, 6, '0')
         from generate_series(1, $3::int) g`,
      [FIRST, LAST, STUDENTS],
    );
    await client.query(
      `insert into room_occupancies (room_id, student_id, bed)
       select b.room_id, s.id, b.bed from
         (select r.id as room_id, g as bed, row_number() over (order by r.id, g) as n from rooms r cross join generate_series(1, 2) g where g <= r.capacity) b
         join (select id, row_number() over (order by enrollment_id) as n from users where role = 'student') s on s.n = b.n`,
    );
    await client.query('analyze');
    const session = async (role: string, name: string) => {
      const token = `bench-search-${name}-${Date.now()}`;
      const { rows } = await client.query<{ id: string }>(
        `with u as (insert into users (role, name, email, password_hash) values ($1::user_role, $2, $3, 'x') returning id)
         insert into sessions (user_id, token_hash, expires_at) select id, encode(sha256($4::bytea), 'hex'), now() + interval '1 day' from u returning user_id as id`,
        [role, name, `${name}@campus.test`, token],
      );
      return { id: rows[0]!.id, cookie: `dormspace_session=${token}` };
    };
    const admin = await session('admin', 'bench-admin');
    const warden = await session('warden', 'bench-warden');
    await client.query(`insert into staff_hostels (user_id, hostel_id) select $1, id from hostels where name = 'BH-1'`, [warden.id]);
    return { adminCookie: admin.cookie, wardenCookie: warden.cookie };
  } finally {
    await client.end();
  }
}

/** What an office types: a common surname, a name, an exact enrollment ID, an email, a room, two letters (a name prefix), nothing that exists. */
export const SEARCHES = ['Kumar', 'Ananya Sh', '2025BCS042170', 'student042170@', 'BH-1 101', 'Ar', 'zzqx'];


export async function searchBench(gatewayUrl: string, databaseUrl: string, cookies: { adminCookie: string; wardenCookie: string }) {
  const viaApi = async (cookie: string, search: string) => {
    const samples: number[] = [];
    let found = 0;
    for (let i = 0; i < RUNS; i++) {
      const started = performance.now();
      // The office's Students page's own query, as Apollo Client sends it (fetch decodes the answer).
      const reply = await fetch(`${gatewayUrl}/graphql`, { method: 'POST', headers: { ...APOLLO_HEADERS, cookie }, body: apolloBody(WEB.students, { search, page: 1 }) });
      const body = (await reply.json()) as { data?: { students: { items: unknown[] } }; errors?: unknown[] };
      samples.push(performance.now() - started);
      if (body.errors) throw new Error(`search "${search}": ${JSON.stringify(body.errors)}`);
      found = body.data!.students.items.length;
    }
    return { found, ...percentiles(samples) };
  };
  const api: Record<string, unknown> = {};
  for (const search of SEARCHES) {
    api[search] = { admin: await viaApi(cookies.adminCookie, search), warden: await viaApi(cookies.wardenCookie, search) };
  }

  // The baseline: the match alone, on the database, with and without the index.
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const sqlTime = async (search: string) => {
    const samples: number[] = [];
    for (let i = 0; i < SQL_RUNS; i++) {
      const started = performance.now();
      await client.query(
        search.length >= 3
          ? `select u.id from users u where u.role = 'student' and lower(u.name || ' ' || coalesce(u.enrollment_id, '') || ' ' || u.email) like $1 order by u.name, u.id limit 21`
          : `select u.id from users u where u.role = 'student' and lower(u.name) like $1 order by u.name, u.id limit 21`,
        [search.length >= 3 ? `%${search.toLowerCase()}%` : `${search.toLowerCase()}%`],
      );
      samples.push(performance.now() - started);
    }
    return percentiles(samples).p95;
  };
  const sql: Record<string, { indexedP95: number; seqScanP95: number }> = {};
  try {
    for (const search of SEARCHES) sql[search] = { indexedP95: await sqlTime(search), seqScanP95: 0 };
    await client.query('begin');
    await client.query('drop index users_search_trgm_index'); // both rolled back below: the benchmark database keeps them
    await client.query('drop index users_name_prefix_index');
    for (const search of SEARCHES) sql[search]!.seqScanP95 = await sqlTime(search);
    await client.query('rollback');
  } finally {
    await client.end();
  }
  const worstP95 = Math.max(...Object.values(api).flatMap((r) => Object.values(r as Record<string, { p95: number }>).map((x) => x.p95)));
  return { students: STUDENTS, runsPerSearch: RUNS, api, sqlBaseline: sql, worstP95 };
}
