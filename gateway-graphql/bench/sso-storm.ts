import { readFileSync } from 'node:fs';
import { createHash, randomBytes } from 'node:crypto';
import { Agent, request } from 'node:http';
import pg from 'pg';
import { databaseCpuMs, databaseCpuSpent, percentiles } from './setup.js';
import type { CampusProvider } from './sso-campus.js';
import { openLoop, signInAll, TIMEOUT_MS } from './sso-sign-in.js';
import { answerText, APOLLO_HEADERS, apolloBody, WEB } from './web-operations.js';

/**
 * Selection day's login through single sign-on (issue 52): 2,000 students of the roster sign in
 * through the campus's provider, 100 arriving a second, each walking the whole chain a browser
 * walks (DormSpace's start, the provider's authorization, its sign-in page GET and POST, its
 * resume, DormSpace's callback, then the session's first `SessionMe`), while 50 students already
 * signed in read the web's grid (`RoomGridRooms`) 50 times a second, as in the login storm (P3).
 */
export const STUDENTS = 2000;
const WARM_STUDENTS = 100;
/** Signed in at 20 a second with nothing else running: what a sign-in costs when nothing queues. */
const CALM_STUDENTS = 200;
const CALM_MS = 10_000;
const READERS = 50;
const READS_PER_SECOND = 50;
const QUIET_MS = 10_000;
const HOSTEL = 'SS-1';

export interface SsoSeed {
  students: string[];
  warmStudents: string[];
  calmStudents: string[];
  readers: string[];
}

/** The roster (2,000 students, and 300 to warm up and to sign in calmly with, none signed in yet), one 250-room hostel, and 50 signed-in readers. */
export async function seedSsoStorm(databaseUrl: string): Promise<SsoSeed> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    await db.query('begin');
    await db.query(
      `insert into roster_entries (enrollment_id, name, email, gender, year_of_study, programme)
       select 'SSO' || lpad(n::text, 5, '0'), 'Campus Student ' || n, 'campus' || n || '@campus.test', 'Female', 1, 'B.Tech' from generate_series(1, $1) n`,
      [STUDENTS + WARM_STUDENTS + CALM_STUDENTS],
    );
    const { rows } = await db.query<{ id: string }>(`insert into hostels (name, gender, booking_mode) values ($1, 'Female', 'instant') returning id`, [HOSTEL]);
    await db.query(`insert into rooms (hostel_id, number, floor, type, capacity) select $1, 100 + n, (100 + n) / 100, 'Double', 2 from generate_series(1, 250) n`, [rows[0]!.id]);
    const tokens = Array.from({ length: READERS }, () => randomBytes(32).toString('base64url'));
    await db.query(
      `with s as (
         insert into users (role, name, email, gender, enrollment_id)
         select 'student', 'Grid Reader ' || n, 'reader' || n || '@campus.test', 'Female', 'RD' || lpad(n::text, 5, '0') from generate_series(1, $1) n
         returning id, enrollment_id)
       insert into sessions (user_id, token_hash, expires_at)
       select s.id, t.hash, now() + interval '1 day' from s join unnest($2::text[]) with ordinality as t(hash, n) on s.enrollment_id = 'RD' || lpad(t.n::text, 5, '0')`,
      [READERS, tokens.map((t) => createHash('sha256').update(t).digest('hex'))],
    );
    await db.query('commit');
    const emails = Array.from({ length: STUDENTS + WARM_STUDENTS + CALM_STUDENTS }, (_, i) => `campus${i + 1}@campus.test`);
    return { students: emails.slice(0, STUDENTS), warmStudents: emails.slice(STUDENTS, STUDENTS + WARM_STUDENTS), calmStudents: emails.slice(STUDENTS + WARM_STUDENTS), readers: tokens.map((t) => `dormspace_session=${t}`) };
  } finally {
    await db.end();
  }
}

/** The machine's busy CPU so far, every core, in ms (Linux: /proc/stat; null elsewhere): what else ran beside the bench shows in it. */
function machineBusyMs(): number | null {
  try {
    const [user, nice, system, , , irq, softirq] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
    return ((user! + nice! + system! + irq! + softirq!) * 1000) / 100; // clock ticks (USER_HZ 100); steal is not this machine's work
  } catch {
    return null;
  }
}

/** A process's CPU so far, in ms, in user space and in the kernel (Linux: /proc; null elsewhere). */
function cpuSplitMs(pid: number | undefined): { user: number; kernel: number } | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return { user: (Number(fields[11]) * 1000) / 100, kernel: (Number(fields[12]) * 1000) / 100 };
  } catch {
    return null;
  }
}

interface Reads {
  ms: number[];
  statuses: Record<string, number>;
  /** 200s whose answer held no rooms, or errors. */
  notWhole: number;
}

/** `count` reads of the web's grid query by the signed-in readers, evenly over `windowMs` whatever the gateway does. */
async function readGrids(gatewayUrl: string, readers: string[], count: number, windowMs: number): Promise<Reads> {
  const { port } = new URL(gatewayUrl);
  const agent = new Agent({ keepAlive: true, maxSockets: 1024 });
  const reads: Reads = { ms: [], statuses: {}, notWhole: 0 };
  const body = apolloBody(WEB.gridRooms, { hostel: HOSTEL });
  const one = (i: number, sentAt = performance.now()) =>
    new Promise<void>((resolve) => {
      const done = (status: string, whole: boolean) => {
        reads.ms.push(performance.now() - sentAt);
        reads.statuses[status] = (reads.statuses[status] ?? 0) + 1;
        if (status === '200' && !whole) reads.notWhole++;
        resolve();
      };
      const req = request(
        { host: '127.0.0.1', port, path: '/graphql', method: 'POST', agent, timeout: TIMEOUT_MS, headers: { ...APOLLO_HEADERS, cookie: readers[i % readers.length]!, 'content-length': Buffer.byteLength(body) } },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => void chunks.push(chunk));
          res.on('end', () => {
            let whole = false;
            try {
              const answer = JSON.parse(answerText(res.headers, Buffer.concat(chunks))) as { data?: { rooms?: unknown[] }; errors?: unknown[] };
              whole = (answer.data?.rooms?.length ?? 0) > 0 && !answer.errors;
            } catch {
              // Not JSON (a proxy's or an overloaded server's page): not whole.
            }
            done(String(res.statusCode), whole);
          });
          res.on('error', () => done('failed', false));
        },
      );
      req.on('timeout', () => req.destroy(new Error('timed out')));
      // A kept-alive socket the gateway closed as this read went out: sent again on a new one, as a browser does.
      req.on('error', (error: NodeJS.ErrnoException) => (req.reusedSocket && error.code === 'ECONNRESET' ? void one(i, sentAt).then(resolve) : done(`failed: ${error.code ?? error.message}`, false)));
      req.end(body);
    });
  await openLoop(count, windowMs, (i) => one(i));
  agent.destroy();
  return reads;
}

export interface SsoStormOptions {
  /** Sign-ins offered a second (BENCH_SSO_RATE; 100 unless said). */
  rate: number;
}

export function ssoOptionsFromEnv(env = process.env): SsoStormOptions {
  const rate = Number(env.BENCH_SSO_RATE ?? 100);
  if (!(rate >= 1 && rate <= 1000)) throw new Error(`BENCH_SSO_RATE must be from 1 to 1000 sign-ins a second, got ${env.BENCH_SSO_RATE}`);
  return { rate };
}

/** `emails` sign in at 20 a second with nothing else asked: each one's CPU a sign-in. */
async function calmly(gateway: { url: string; cpuMs(): number | null }, provider: CampusProvider, emails: string[]) {
  const before = { gateway: gateway.cpuMs(), provider: provider.cpuMs() };
  const run = await signInAll(gateway.url, emails, CALM_MS);
  const n = run.okAt.length;
  const per = (now: number | null, then: number | null) => (now === null || then === null || n === 0 ? null : round((now - then) / n));
  return { signedIn: n, failures: run.failures, latencyMs: percentiles(run.ms), gatewayCpuMsPerSignIn: per(gateway.cpuMs(), before.gateway), providerCpuMsPerSignIn: per(provider.cpuMs(), before.provider) };
}

/** A gateway whose CPU could be read before and cannot now has exited (killed from outside): its figures would mean nothing. */
function alive(gateway: { cpuMs(): number | null }, before: number | null): void {
  if (before !== null && gateway.cpuMs() === null) throw new Error('the gateway exited during the run: no figures');
}

const round = (n: number, places = 2) => Math.round(n * 10 ** places) / 10 ** places;

/**
 * The run: 100 students sign in to warm the gateway and the provider up; the gateway idles 5 s;
 * 200 students sign in calmly, twice; the grid is read alone (the baseline); then the storm. CPU
 * is read from /proc for the gateway, the provider and PostgreSQL's backends around each phase.
 */
export async function ssoStorm(gateway: { url: string; pid: number | undefined; cpuMs(): number | null }, provider: CampusProvider, databaseUrl: string, seed: SsoSeed, options: SsoStormOptions = { rate: 100 }) {
  const warm = await Promise.all([signInAll(gateway.url, seed.warmStudents, 5_000), readGrids(gateway.url, seed.readers, 250, 5_000)]);
  // The gateway alone for 5 s: what its timers and job queue cost with no one asking anything.
  const idleBefore = gateway.cpuMs();
  await new Promise((resolve) => setTimeout(resolve, 5_000));
  const idleCores = idleBefore === null ? null : round((gateway.cpuMs()! - idleBefore) / 5_000, 3);
  // The same 200 sign in for the first time (the roster's entry becomes an account, linked), then again (found by the link).
  const first = await calmly(gateway, provider, seed.calmStudents);
  const again = await calmly(gateway, provider, seed.calmStudents);
  const quietBefore = gateway.cpuMs();
  const quiet = await readGrids(gateway.url, seed.readers, (READS_PER_SECOND * QUIET_MS) / 1000, QUIET_MS);
  const quietCpu = quietBefore === null ? null : gateway.cpuMs()! - quietBefore;
  alive(gateway, quietBefore);

  const stormMs = (STUDENTS / options.rate) * 1000;
  const before = { gatewaySplit: cpuSplitMs(gateway.pid), gateway: gateway.cpuMs(), provider: provider.cpuMs(), database: await databaseCpuMs(databaseUrl), here: process.cpuUsage(), machine: machineBusyMs() };
  const started = performance.now();
  const [signIns, reads] = await Promise.all([signInAll(gateway.url, seed.students, stormMs), readGrids(gateway.url, seed.readers, (READS_PER_SECOND * stormMs) / 1000, stormMs)]);
  const seconds = (performance.now() - started) / 1000;
  const spent = {
    gateway: before.gateway === null ? null : gateway.cpuMs()! - before.gateway,
    provider: before.provider === null ? null : provider.cpuMs()! - before.provider,
    database: databaseCpuSpent(before.database, await databaseCpuMs(databaseUrl)),
    here: process.cpuUsage(before.here),
    machine: before.machine === null ? null : machineBusyMs()! - before.machine,
    gatewayKernel: before.gatewaySplit === null ? null : cpuSplitMs(gateway.pid)!.kernel - before.gatewaySplit.kernel,
  };
  const hereMs = (spent.here.user + spent.here.system) / 1000;
  const cores = (ms: number | null) => (ms === null ? null : round(ms / (seconds * 1000)));
  alive(gateway, before.gateway);
  const providerErrors = await provider.errors();
  const signedIn = signIns.okAt.length;
  const lastOk = Math.max(0, ...signIns.okAt) / 1000;
  const quietPerRead = quietCpu === null ? null : quietCpu / quiet.ms.length;
  const per = (ms: number | null) => (ms === null || signedIn === 0 ? null : round(ms / signedIn));
  return {
    offered: { students: STUDENTS, perSecond: options.rate, overSeconds: stormMs / 1000, gridReadsPerSecond: READS_PER_SECOND, readers: READERS },
    warmUp: { signedIn: warm[0].okAt.length, of: WARM_STUDENTS, failures: warm[0].failures },
    /** 200 sign-ins at 20 a second, nothing else running, first sign-ins then the same students again: what a sign-in costs when nothing queues. */
    calm: { first, again },
    signIns: {
      signedIn,
      turnedAway: STUDENTS - signedIn,
      failures: signIns.failures,
      /** The provider's refusals over the whole run (the warm-up's and the calm sign-ins' too), by endpoint and reason. */
      providerErrors,
      perSecond: lastOk > 0 ? round(signedIn / lastOk, 1) : 0,
      lastAtSeconds: round(lastOk, 1),
      /** The whole chain, the provider's pages included, as the student waits for it. */
      latencyMs: percentiles(signIns.ms),
      /**
       * Each step's answer, as the browser waited for it. DormSpace's are the start, the callback
       * (the code exchanged at the provider, the ID token checked, the account linked, the session
       * issued) and SessionMe; the provider's are the rest.
       */
      stepsMs: Object.fromEntries([...signIns.steps].map(([step, ms]) => [step, percentiles(ms)])),
    },
    reads: {
      quiet: { reads: quiet.ms.length, statuses: quiet.statuses, notWhole: quiet.notWhole, latencyMs: percentiles(quiet.ms) },
      storm: { reads: reads.ms.length, statuses: reads.statuses, notWhole: reads.notWhole, latencyMs: percentiles(reads.ms) },
    },
    cpu: {
      overSeconds: round(seconds, 1),
      gatewayMs: spent.gateway,
      /** The storm's gateway CPU less its grid reads' (at the quiet reads' cost a read), a sign-in: its start, callback and first SessionMe. */
      gatewayMsPerSignIn: spent.gateway === null || quietPerRead === null ? null : per(spent.gateway - quietPerRead * reads.ms.length),
      gatewayMsPerSignInWithReads: per(spent.gateway),
      gatewayMsPerQuietRead: quietPerRead === null ? null : round(quietPerRead, 3),
      /** The gateway's CPU in the kernel (its sockets: HTTP, PostgreSQL, the provider, its log), as a share of its CPU over the storm. */
      gatewayKernelShare: spent.gatewayKernel === null || !spent.gateway ? null : round(spent.gatewayKernel / spent.gateway),
      /** The gateway with nothing asked of it (its timers, its job queue), in cores. */
      gatewayIdleCores: idleCores,
      providerMs: spent.provider,
      providerMsPerSignIn: per(spent.provider),
      /** PostgreSQL's backends (the gateway's and the provider's), a sign-in, the reads' included. */
      databaseMsPerSignIn: per(spent.database),
      /** Each one's CPU over the storm, in cores: they share the machine's, with anything else running on it ("others"). */
      cores: {
        gateway: cores(spent.gateway),
        provider: cores(spent.provider),
        database: cores(spent.database),
        loadGenerator: cores(hereMs),
        others: spent.machine === null ? null : cores(spent.machine - (spent.gateway ?? 0) - (spent.provider ?? 0) - (spent.database ?? 0) - hereMs),
      },
    },
  };
}

export type SsoStormResult = Awaited<ReturnType<typeof ssoStorm>>;

/** Issue 52's targets for selection day's login through SSO, each named with its figure. */
export function ssoTargets(result: SsoStormResult): { key: 'cpu' | 'reads' | 'everyone'; name: string; met: boolean; figure: string }[] {
  const { signIns, reads, cpu } = result;
  const failures = Object.entries(signIns.failures).map(([reason, n]) => `${n} ${reason}`).join(', ');
  const readFailures = Object.entries(reads.storm.statuses).filter(([status]) => status !== '200').reduce((n, [, count]) => n + count, 0);
  return [
    { key: 'cpu', name: 'gateway CPU a sign-in <= 2 ms', met: cpu.gatewayMsPerSignIn !== null && cpu.gatewayMsPerSignIn <= 2, figure: `${cpu.gatewayMsPerSignIn} ms (${cpu.gatewayMsPerSignInWithReads} ms with the storm's grid reads)` },
    {
      key: 'reads',
      name: 'grid read p99 <= 50 ms during the storm',
      met: reads.storm.latencyMs.p99 <= 50 && readFailures === 0 && reads.storm.notWhole === 0,
      figure: `p99 ${reads.storm.latencyMs.p99} ms, p50 ${reads.storm.latencyMs.p50} ms (no storm: p99 ${reads.quiet.latencyMs.p99} ms); ${readFailures} failed, ${reads.storm.notWhole} not whole`,
    },
    { key: 'everyone', name: 'every student signed in, none turned away', met: signIns.signedIn === result.offered.students, figure: `${signIns.signedIn} of ${result.offered.students}${failures ? ` (${failures})` : ''}` },
  ];
}
