// `npm run bench -- canary` (issue 55): the browsers' beacon at selection day's rate of page
// loads, during a canary of mf-rooms at 10 %, one gateway started as in production. Each of
// 3,000 students' pages sends what the shell sends when it is left (navigator.sendBeacon's body):
// mf-rooms loaded, and the page's LCP, INP and CLS, tagged with the release it got: first with no
// canary running (the baseline: each report only counted), then during the canary (its releases'
// reports kept for the judge). Then the judge's statements on the reports: as they stand, and on
// a step of 300,000 reports.
import { createHash, randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import pg from 'pg';
import { openOrm } from '../src/db/orm.js';
import { MIN_LCP_SAMPLES } from '../src/modules/canary/canary.judge.js';
import { STEP_SAMPLE_SQL } from '../src/modules/canary/canary.sweeps.js';
import { BENCH_TARGETS } from './benchmark-table.js';
import type { BenchContext } from './context.js';
import { benchDatabase, percentiles, startGateway } from './setup.js';

/** 3,000 page loads at 150 a second (selection day's peak: 2,000 students opening their grid in the first minute). */
const LOAD = { sessions: 3_000, perSecond: 150, share: 10 };
/** The judge's statements are timed this many times on each table. */
const JUDGE_RUNS = 15;
/** Pages sent one at a time before the load, by students of their own (their reports are kept too). */
const WARM = 50;
/** A long step at 100 %: a campus's page loads of a day, four reports each. */
const BIG_STEP_REPORTS = 300_000;
const BEACON_P99_MS = 50;
const JUDGE_P95_MS = 250;
const STABLE = '2.3.0';
const CANARY = '2.4.0';

const load = () => loadavg().map((n) => n.toFixed(2)).join(' ');

/** What the shell's report queue sends when a page on the room grid is left (shell/src/reports). */
function pageReports(release: string, lcp: number) {
  const base = { remote: 'mf_rooms', release, route: '/allotment' };
  return JSON.stringify({
    reports: [
      { ...base, kind: 'loaded' },
      { ...base, kind: 'vital', name: 'LCP', value: lcp },
      { ...base, kind: 'vital', name: 'INP', value: Math.round(lcp / 12) },
      { ...base, kind: 'vital', name: 'CLS', value: 0.02 },
    ],
  });
}

/** canary.sweeps.ts' statement, with pg's numbered parameters for MikroORM's question marks. */
const STEP_SAMPLE = (() => {
  let n = 0;
  return STEP_SAMPLE_SQL.replace(/\?/g, () => `$${++n}`);
})();

/** The judge's two samples of a step (canary.sweeps.ts' own statement), timed together. */
async function judgeStatements(db: pg.Client, canaryId: string, since: Date): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < JUDGE_RUNS; i++) {
    const started = performance.now();
    await db.query(STEP_SAMPLE, [canaryId, 0, CANARY, MIN_LCP_SAMPLES, canaryId, CANARY, since]);
    await db.query(STEP_SAMPLE, [canaryId, 0, STABLE, MIN_LCP_SAMPLES, canaryId, STABLE, since]);
    times.push(performance.now() - started);
  }
  return times;
}

export async function runCanary({ note }: BenchContext): Promise<void> {
  const began = performance.now();
  const elapsed = () => `${((performance.now() - began) / 1000).toFixed(0)} s in`;
  console.log(`load average before: ${load()}`);
  const db = await benchDatabase();
  let gateway: Awaited<ReturnType<typeof startGateway>> | undefined;
  const client = new pg.Client({ connectionString: db.url });
  try {
    await (await openOrm({ databaseUrl: db.url, logMigrations: false })).close();
    await client.connect();
    // The students and a session each, in bulk.
    const { rows: students } = await client.query<{ id: string }>(
      `insert into users (role, name, email, password_hash, gender, enrollment_id)
       select 'student', 'Student ' || n, 'student' || n || '@campus.test', 'x', (case when n % 2 = 0 then 'Female' else 'Male' end)::user_gender, 'E' || lpad(n::text, 6, '0')
         from generate_series(1, $1::int) n returning id`,
      [LOAD.sessions + WARM],
    );
    const tokens = students.map(() => randomBytes(32).toString('base64url'));
    await client.query(`insert into sessions (user_id, token_hash, expires_at) select u, t, now() + interval '1 day' from unnest($1::uuid[], $2::text[]) as x(u, t)`, [
      students.map((s) => s.id),
      tokens.map((t) => createHash('sha256').update(t).digest('hex')),
    ]);
    gateway = await startGateway(db.url, { LIMIT_ADDRESS_PER_MINUTE: '10000000', CANARY_JUDGE_SECONDS: '3600' });

    // Warm-up, not counted: 50 more students' pages, one beacon at a time.
    for (let i = 0; i < WARM; i++) await send(gateway.url, `dormspace_session=${tokens[LOAD.sessions + i]}`, pageReports(STABLE, 1500));

    // 10a. The page loads, open loop: first with no canary running (every report only counted), then during the canary (its releases' reports kept too).
    const baseline = await pageLoads(gateway.url, tokens, 0);
    const [canary] = (
      await client.query<{ id: string; step_started_at: Date }>(
        `insert into remote_canaries (remote, stable_release, canary_release, steps, share, min_sessions, min_minutes, lcp_p75_ms, started_by)
         values ('mf-rooms', $1, $2, '{10,50,100}', $3, 1000000, 0, 2500, 'bench') returning id, step_started_at`,
        [STABLE, CANARY, LOAD.share],
      )
    ).rows;
    const { latencies, statuses, seconds } = await pageLoads(gateway.url, tokens, LOAD.share);
    const beacon = percentiles(latencies);
    const before = percentiles(baseline.latencies);
    const baselineTaken = baseline.statuses.get(204) ?? 0;
    const { rows: kept } = await client.query<{ release: string; reports: number; sessions: number }>(
      'select release, count(*)::int as reports, count(distinct session_key)::int as sessions from canary_reports where canary_id = $1 group by release order by release',
      [canary!.id],
    );
    const { rows: tallied } = await client.query<{ release: string; sessions: number }>('select release, count(*)::int as sessions from canary_sessions where canary_id = $1 group by release', [canary!.id]);
    const canarySessions = Math.ceil(LOAD.sessions / 100) * LOAD.share;
    const expected: Record<string, number> = { [STABLE]: LOAD.sessions - canarySessions, [CANARY]: canarySessions };
    // Every report kept once, and every session once in the judge's tally.
    const keptRight =
      kept.length === 2 && kept.every((k) => k.sessions === expected[k.release] && k.reports === 4 * expected[k.release]!) && tallied.length === 2 && tallied.every((t) => t.sessions === expected[t.release]);
    const accepted = statuses.get(204) ?? 0;
    console.log(`10a. the beacon: ${LOAD.sessions.toLocaleString('en')} page loads' reports (mf-rooms loaded, LCP, INP, CLS: what the shell sends when a page is left) at ${LOAD.perSecond} a second, open loop, ${LOAD.share} % on the canary (${elapsed()})`);
    console.log(
      JSON.stringify(
        {
          noCanary: { seconds: Math.round(baseline.seconds * 10) / 10, statuses: Object.fromEntries(baseline.statuses), latencyMs: before },
          duringCanary: { seconds: Math.round(seconds * 10) / 10, statuses: Object.fromEntries(statuses), latencyMs: beacon, kept, expectedSessions: expected },
        },
        null,
        2,
      ),
    );
    const beaconMet = beacon.p99 <= BEACON_P99_MS && accepted === LOAD.sessions && baselineTaken === LOAD.sessions && keptRight;
    console.log(`   during the canary p99 ${beacon.p99} ms (target <= ${BEACON_P99_MS}; with no canary running ${before.p99} ms), ${accepted} of ${LOAD.sessions} taken (${baselineTaken} before), every report kept once: ${keptRight}: ${beaconMet ? 'PASS' : 'MISS'}\n`);

    // 10b. The judge's statements: on the step just sent, then on a long step at 100 % (made in bulk, as many more page loads would leave it).
    await client.query('analyze canary_reports');
    await client.query('analyze canary_sessions');
    const onStep = percentiles(await judgeStatements(client, canary!.id, canary!.step_started_at));
    await client.query(
      `insert into canary_reports (canary_id, release, session_key, kind, route, vital, value)
       select $1, case when n % 2 = 0 then $2 else $3 end, md5((n / 4)::text), case when n % 4 = 0 then 'loaded' else 'vital' end::canary_report_kind, '/allotment',
              case n % 4 when 1 then 'LCP' when 2 then 'INP' when 3 then 'CLS' end, case when n % 4 = 0 then null else 1000 + n % 2000 end
         from generate_series(1, $4::int) n`,
      [canary!.id, CANARY, STABLE, BIG_STEP_REPORTS],
    );
    // The tally the beacon keeps with those reports: each session once a release.
    await client.query(
      `insert into canary_sessions (canary_id, step, release, session_key, failed)
       select canary_id, 0, release, session_key, bool_or(kind in ('load_error', 'render_error', 'unhandled_error')) from canary_reports where canary_id = $1 group by canary_id, release, session_key
       on conflict do nothing`,
      [canary!.id],
    );
    await client.query('analyze canary_reports');
    await client.query('analyze canary_sessions');
    const onBig = percentiles(await judgeStatements(client, canary!.id, canary!.step_started_at));
    console.log(`10b. the judge's statements (both releases' samples of the step), ${JUDGE_RUNS} times: on the ${LOAD.sessions.toLocaleString('en')} page loads above, and with ${BIG_STEP_REPORTS.toLocaleString('en')} more reports in the step (${elapsed()})`);
    console.log(JSON.stringify({ onStep, onBigStep: onBig }, null, 2));
    const judgeMet = onBig.p95 <= JUDGE_P95_MS;
    console.log(`   p95 ${onStep.p95} ms, and ${onBig.p95} ms on the long step (target <= ${JUDGE_P95_MS}): ${judgeMet ? 'PASS' : 'MISS'}\n`);

    note(
      BENCH_TARGETS.canaryBeacon,
      `p99 ${beacon.p99} ms, p95 ${beacon.p95} ms, p50 ${beacon.p50} ms over ${latencies.length} beacons (4 reports each) at ${LOAD.perSecond} a second during the canary, ${accepted} taken, each kept once (${kept.map((k) => `${k.release}: ${k.sessions} sessions, ${k.reports} reports`).join('; ')}); the same page loads with no canary running (reports only counted) p99 ${before.p99} ms, p95 ${before.p95} ms, ${baselineTaken} taken; the judge's statements p95 ${onStep.p95} ms on that step, ${onBig.p95} ms with ${BIG_STEP_REPORTS.toLocaleString('en')} reports more`,
      beaconMet && judgeMet,
      { p50: beacon.p50, p95: beacon.p95, p99: beacon.p99, noCanaryP99: before.p99, judgeP95: onStep.p95, judgeBigP95: onBig.p95 },
    );
  } finally {
    await client.end().catch(() => undefined);
    await gateway?.stop();
    await db.stop();
    console.log(`load average after: ${load()} (${elapsed()})`);
  }
}

/**
 * The page loads: one beacon a student, leaving on its schedule (`LOAD.perSecond`) whether or not
 * the ones before it were answered; bounded by the count and by the schedule's time and 30 s more.
 * Bucket i % 100: those below `share` got the canary, as /remotes.json serves them.
 */
async function pageLoads(url: string, tokens: string[], share: number): Promise<{ latencies: number[]; statuses: Map<number, number>; seconds: number }> {
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  const pending: Promise<void>[] = [];
  const started = performance.now();
  const deadline = started + (LOAD.sessions / LOAD.perSecond) * 1000 + 30_000;
  for (let i = 0; i < LOAD.sessions && performance.now() < deadline; i++) {
    const wait = started + (i * 1000) / LOAD.perSecond - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const body = pageReports(i % 100 < share ? CANARY : STABLE, 1200 + ((i * 37) % 1500));
    pending.push(
      (async () => {
        const sent = performance.now();
        const status = await send(url, `dormspace_session=${tokens[i]}`, body);
        latencies.push(performance.now() - sent);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      })(),
    );
  }
  await Promise.all(pending);
  return { latencies, statuses, seconds: (performance.now() - started) / 1000 };
}

/** One beacon, as navigator.sendBeacon posts it: JSON, the session's cookie; the status (0: no answer in 10 s). */
async function send(url: string, cookie: string, body: string): Promise<number> {
  try {
    const response = await fetch(`${url}/api/releases/reports`, { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body, signal: AbortSignal.timeout(10_000) });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return 0;
  }
}
