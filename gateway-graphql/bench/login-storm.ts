import { createHash, randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { Agent, request } from 'node:http';
import pg from 'pg';
import { Piscina } from 'piscina';
import { hashPassword } from '../src/core/password.js';
import { percentiles } from './setup.js';
import { APOLLO_HEADERS, apolloBody, BROWSER_ACCEPT_ENCODING, WEB } from './web-operations.js';

/** What a student's dashboard asks first, as the shell asks it before any script: the session, then the route's early queries. */
const DASHBOARD = [WEB.sessionMe, ...WEB.dashboard];

const LOGINS = 2000;
const STORM_MS = 20_000;
const BOOKERS = 400; // 20 bookings/s alongside
const READS_PER_SECOND = 50;
const READERS = 50; // each within the default per-session budget
const PASSWORD = 'storm-password-1';

export interface StormSeed {
  emails: string[];
  bookerCookies: string[];
  readerCookies: string[];
  rooms: string[];
}

/** 2,000 students who will log in, 400 logged-in students who book meanwhile, and one reader. */
export async function seedLoginStorm(databaseUrl: string): Promise<StormSeed> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    await db.query('begin');
    const hash = await hashPassword(PASSWORD); // one hash for all: verifying any of them costs the same
    await db.query(
      `insert into users (role, name, email, password_hash, gender, enrollment_id)
       select 'student', 'Storm Student ' || n, 'storm' || n || '@dormspace.test', $1, 'Female', 'ST' || lpad(n::text, 5, '0') from generate_series(1, $2) n`,
      [hash, LOGINS],
    );
    const { rows } = await db.query<{ id: string }>(`insert into hostels (name, gender, booking_mode) values ('LS-1', 'Female', 'instant') returning id`);
    const rooms = (
      await db.query<{ id: string }>(`insert into rooms (hostel_id, number, floor, type, capacity) select $1, 100 + n, (100 + n) / 100, 'Double', 2 from generate_series(1, 250) n returning id`, [rows[0]!.id])
    ).rows.map((r) => r.id);
      const tokens = Array.from({ length: BOOKERS + READERS }, () => randomBytes(32).toString('base64url'));
    await db.query(
      `with s as (
         insert into users (role, name, email, password_hash, gender, enrollment_id)
         select 'student', 'Booker ' || n, 'booker' || n || '@dormspace.test', $1, 'Female', 'BK' || lpad(n::text, 5, '0') from generate_series(1, $2) n
         returning id, enrollment_id)
       insert into sessions (user_id, token_hash, expires_at)
       select s.id, t.hash, now() + interval '1 day' from s join unnest($3::text[]) with ordinality as t(hash, n) on s.enrollment_id = 'BK' || lpad(t.n::text, 5, '0')`,
      [hash, tokens.length, tokens.map((t) => createHash('sha256').update(t).digest('hex'))],
    );
    await db.query('commit');
    const cookies = tokens.map((t) => `dormspace_session=${t}`);
    return { emails: Array.from({ length: LOGINS }, (_, i) => `storm${i + 1}@dormspace.test`), bookerCookies: cookies.slice(READERS), readerCookies: cookies.slice(0, READERS), rooms };
  } finally {
    await db.end();
  }
}

/** What argon2id verification alone does on this box, with the gateway's parameters: `threads` workers kept busy for `ms`. */
export async function argon2Baseline(threads: number, ms = 5000): Promise<number> {
  const hash = await hashPassword(PASSWORD);
  const pool = new Piscina({ filename: new URL('../src/core/password-worker.mjs', import.meta.url).href, minThreads: threads, maxThreads: threads });
  // The worker answers { value, ms }; only the count matters here.
  await Promise.all(Array.from({ length: threads * 2 }, () => pool.run({ op: 'verify', hash, password: PASSWORD }))); // warm
  let done = 0;
  const end = performance.now() + ms;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: threads * 2 }, async () => {
      while (performance.now() < end) {
        await pool.run({ op: 'verify', hash, password: PASSWORD });
        done++;
      }
    }),
  );
  const perSecond = done / ((performance.now() - started) / 1000);
  await pool.destroy();
  return Math.round(perSecond);
}

/** Calls `fn(i)` for i < count, evenly over `windowMs` (an open model: arrivals wait for nothing). */
async function openLoop(count: number, windowMs: number, fn: (i: number) => Promise<void>): Promise<void> {
  const started = performance.now();
  const flows: Promise<void>[] = [];
  for (let i = 0; i < count; i++) {
    const wait = started + (i * windowMs) / count - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    flows.push(fn(i));
  }
  await Promise.all(flows);
}

export interface StormOptions {
  /** Logins offered a second (BENCH_LOGIN_RATE; 100 unless said): the 2,000 come over 2,000 / rate seconds. */
  rate: number;
  /**
   * BENCH_LOGIN_CLIENTS: `honour` (the web apps) sends a shed login again after its Retry-After;
   * `ignore` (the spec's older client) takes a 503 as final, and the login is lost.
   */
  clients: 'honour' | 'ignore';
  /** The gateway's hashing threads' CPU so far (bench/setup.ts), to tell how busy they were. */
  hashCpu?: () => { ms: number; threads: number } | null;
}

export function stormOptionsFromEnv(env = process.env): StormOptions {
  const rate = Number(env.BENCH_LOGIN_RATE ?? 100);
  if (!(rate >= 1 && rate <= 2000)) throw new Error(`BENCH_LOGIN_RATE must be from 1 to 2000 logins a second, got ${env.BENCH_LOGIN_RATE}`);
  const clients = env.BENCH_LOGIN_CLIENTS ?? 'honour';
  if (clients !== 'honour' && clients !== 'ignore') throw new Error(`BENCH_LOGIN_CLIENTS must be honour or ignore, got ${clients}`);
  return { rate, clients };
}

/**
 * 2,000 logins offered evenly at `rate` a second (100: over 20 s), each shed one retried after its
 * Retry-After (at most 20 tries) unless the clients ignore it, each student then opening their
 * dashboard (its first queries), while 400 students book (20/s over 20 s) and the web's room grid
 * is read (50/s).
 */
export async function loginStorm(baseUrl: string, seed: StormSeed, options: StormOptions = { rate: LOGINS / (STORM_MS / 1000), clients: 'honour' }) {
  const agent = new Agent({ keepAlive: true, maxSockets: 1024 });
  const { port } = new URL(baseUrl);
  // status 0: the connection failed (counted under its error code, not retried).
  const call = (path: string, body: string, headers: Record<string, string>): Promise<{ status: number; ms: number; retryAfter: number; cookie?: string; error?: string }> =>
    new Promise((resolve, reject) => {
      const started = performance.now();
      const req = request({ host: '127.0.0.1', port, path, method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), ...headers } }, (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode!, ms: performance.now() - started, retryAfter: Number(res.headers['retry-after'] ?? 1), cookie: res.headers['set-cookie']?.[0]?.split(';')[0] }));
      });
      // A kept-alive socket the server closed while this client waited out a Retry-After: send again on a new one.
      req.on('error', (error: NodeJS.ErrnoException) =>
        req.reusedSocket && error.code === 'ECONNRESET' ? call(path, body, headers).then(resolve, reject) : resolve({ status: 0, ms: performance.now() - started, retryAfter: 0, error: error.code ?? 'error' }),
      );
      req.end(body);
    });

  // waited: from a login's first try to its success, its Retry-After waits included.
  const login = { ok: [] as number[], shedAnswers: [] as number[], statuses: {} as Record<string, number>, gaveUp: 0, lost: 0, firstTryRefused: 0, okAt: [] as number[], waited: [] as number[] };
  const book = { ms: [] as number[], statuses: {} as Record<string, number> };
  const read = { ms: [] as number[], statuses: {} as Record<string, number> };
  const dashboard = { ms: [] as number[], statuses: {} as Record<string, number> };
  const count = (into: Record<string, number>, status: number, error?: string) => (into[error ?? status] = (into[error ?? status] ?? 0) + 1);
  // BENCH_TRACE: each try's second, whether it was a return, its status and its Retry-After.
  const trace = process.env.BENCH_TRACE ? ([] as [number, number, number, number][]) : null;
  const hashCpuBefore = options.hashCpu?.() ?? null;
  const started = performance.now();

  // In, the student's browser opens the dashboard: the shell asks the session and the route's
  // first queries at once (web-kit's askEarly: the web's texts, no extensions), before any script.
  const openDashboard = async (cookie: string | undefined) => {
    if (!cookie) return;
    const started = performance.now();
    const answers = await Promise.all(
      DASHBOARD.map((operation) => call('/graphql', JSON.stringify({ operationName: operation.operationName, query: operation.query, variables: {} }), { cookie, 'accept-encoding': BROWSER_ACCEPT_ENCODING })),
    );
    for (const a of answers) count(dashboard.statuses, a.status, a.error);
    dashboard.ms.push(performance.now() - started);
  };

  const logins = openLoop(LOGINS, (LOGINS / options.rate) * 1000, async (i) => {
    const firstTry = performance.now();
    for (let attempt = 0; attempt < 20; attempt++) {
      const sent = performance.now();
      const r = await call('/api/user/login', JSON.stringify({ email: seed.emails[i], password: PASSWORD }), {});
      count(login.statuses, r.status, r.error);
      if (trace) trace.push([Math.floor((sent - started) / 1000), attempt === 0 ? 0 : 1, r.status, r.retryAfter]);
      if (r.status === 200) {
        login.ok.push(r.ms);
        login.okAt.push(performance.now() - started);
        login.waited.push(performance.now() - firstTry);
        await openDashboard(r.cookie);
        return;
      }
      if (r.status !== 503) return;
      login.shedAnswers.push(r.ms);
      if (attempt === 0) login.firstTryRefused++;
      if (options.clients === 'ignore') {
        login.lost++;
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, r.retryAfter * 1000));
    }
    login.gaveUp++;
  });
  const bookings = openLoop(BOOKERS, STORM_MS, async (i) => {
    const r = await call('/api/bookroom/room', JSON.stringify({ _id: seed.rooms[i % seed.rooms.length] }), { cookie: seed.bookerCookies[i]! });
    count(book.statuses, r.status, r.error);
    book.ms.push(r.ms);
  });
  // The web's grid query, as Apollo Client sends it.
  const query = apolloBody(WEB.gridRooms, { hostel: 'LS-1' });
  const reads = openLoop((READS_PER_SECOND * STORM_MS) / 1000, STORM_MS, async (i) => {
    const r = await call('/graphql', query, { ...APOLLO_HEADERS, cookie: seed.readerCookies[i % READERS]! });
    count(read.statuses, r.status, r.error);
    read.ms.push(r.ms);
  });
  await logins;
  const hashCpuAfter = options.hashCpu?.() ?? null;
  await Promise.all([bookings, reads]);
  agent.destroy();

  if (trace) {
    const seconds = new Map<number, { fresh: number; back: number; ok: number; shed: number; waits: number[] }>();
    for (const [second, back, status, wait] of trace) {
      const s = seconds.get(second) ?? { fresh: 0, back: 0, ok: 0, shed: 0, waits: [] };
      if (back) s.back++;
      else s.fresh++;
      if (status === 200) s.ok++;
      if (status === 503) {
        s.shed++;
        s.waits.push(wait);
      }
      seconds.set(second, s);
    }
    for (const [second, s] of [...seconds].sort((a, b) => a[0] - b[0])) {
      const waits = s.waits.sort((a, b) => a - b);
      console.log(`  second ${second}: ${s.fresh} first tries, ${s.back} returns, ${s.ok} in, ${s.shed} refused (Retry-After ${waits[0] ?? '-'}..${waits.at(-1) ?? '-'})`);
    }
  }
  const lastOk = Math.max(...login.okAt) / 1000;
  // The hashing threads' CPU from the first login to the last, as a share of what they could have
  // had: below 1 they were idle or starved of a core (the logins' pace tells which).
  const hashCpu = hashCpuBefore && hashCpuAfter && hashCpuAfter.threads > 0 ? Math.round(((hashCpuAfter.ms - hashCpuBefore.ms) / (lastOk * 1000 * hashCpuAfter.threads)) * 100) / 100 : null;
  return {
    offered: { logins: LOGINS, perSecond: options.rate, clients: options.clients, bookings: BOOKERS, overSeconds: STORM_MS / 1000, readsPerSecond: READS_PER_SECOND },
    logins: {
      succeeded: login.ok.length,
      perSecond: Math.round((login.ok.length / lastOk) * 10) / 10,
      lastSucceededAtSeconds: Math.round(lastOk * 10) / 10,
      statuses: login.statuses,
      gaveUp: login.gaveUp,
      // What a client that takes a 503 as final (the spec's older one) loses: the logins refused at
      // their first try (with BENCH_LOGIN_CLIENTS=ignore, lost is what such clients did lose).
      firstTryRefused: login.firstTryRefused,
      lost: login.lost,
      longestWaitMs: Math.round(Math.max(0, ...login.waited)),
      waitedMs: percentiles(login.waited),
      latencyMs: percentiles(login.ok),
      shedAnswerMs: percentiles(login.shedAnswers),
      hashThreadsCpuShare: hashCpu,
    },
    bookings: { statuses: book.statuses, latencyMs: percentiles(book.ms) },
    reads: { statuses: read.statuses, latencyMs: percentiles(read.ms) },
    /** The dashboard's first screen after each login: its three early queries, asked together. */
    dashboards: { statuses: dashboard.statuses, latencyMs: percentiles(dashboard.ms) },
  };
}

export const cores = availableParallelism();
