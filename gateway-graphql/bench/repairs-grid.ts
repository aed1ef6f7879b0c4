import { readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import pg from 'pg';
import type { RepairsCampus } from './repairs-campus.js';
import { mainThreadCpuMs, mainThreadWaitMs, reportWithPhoto, statusCounts, type PhonePhoto, type Report } from './repairs-photos.js';
import { percentiles, processCpuMs } from './setup.js';
import { answerText, APOLLO_HEADERS, apolloBody, WEB } from './web-operations.js';

const READ_TIMEOUT_MS = 60_000;

interface Read {
  ms: number;
  status: number;
  whole: boolean;
}

/** One read of the web's grid query (RoomGridRooms) by a resident, of their own hostel, as Apollo Client sends it. */
function readGrid(port: string, agent: Agent, reader: { cookie: string; hostel: string }): Promise<Read> {
  const body = apolloBody(WEB.gridRooms, { hostel: reader.hostel });
  const started = performance.now();
  return new Promise((resolve) => {
    const done = (status: number, whole: boolean) => resolve({ ms: performance.now() - started, status, whole });
    const req = request(
      { host: '127.0.0.1', port, path: '/graphql', method: 'POST', agent, timeout: READ_TIMEOUT_MS, headers: { ...APOLLO_HEADERS, cookie: reader.cookie, 'content-length': Buffer.byteLength(body) } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => void chunks.push(chunk));
        res.on('end', () => {
          try {
            const answer = JSON.parse(answerText(res.headers, Buffer.concat(chunks))) as { data?: { rooms?: unknown[] }; errors?: unknown[] };
            done(res.statusCode!, !answer.errors && (answer.data?.rooms?.length ?? 0) > 0);
          } catch {
            done(res.statusCode!, false);
          }
        });
        res.on('error', () => done(0, false));
      },
    );
    req.on('timeout', () => req.destroy(new Error('timed out')));
    req.on('error', () => done(0, false));
    req.end(body);
  });
}

/** The machine's busy CPU so far, every core, in ms (Linux: /proc/stat; null elsewhere). */
export function machineBusyMs(): number | null {
  try {
    const [user, nice, system, , , irq, softirq, steal] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.split(/\s+/).slice(1).map(Number);
    return ((user! + nice! + system! + irq! + softirq! + steal!) * 1000) / 100;
  } catch {
    return null;
  }
}

/** `count` things started evenly over `windowMs` whatever the gateway does (an open model); their answers. */
async function evenly<T>(count: number, windowMs: number, start: (i: number) => Promise<T>): Promise<T[]> {
  const began = performance.now();
  const flows: Promise<T>[] = [];
  for (let i = 0; i < count; i++) {
    const wait = began + (i * windowMs) / count - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    flows.push(start(i));
  }
  return Promise.all(flows);
}

/**
 * The gateway's event-loop delay since its last scrape, from its own /metrics (prom-client's
 * monitorEventLoopDelay at 10 ms resolution; each scrape starts it afresh), in ms.
 */
export async function eventLoopDelay(baseUrl: string): Promise<{ p50: number; p99: number; max: number; mean: number }> {
  const text = await (await fetch(`${baseUrl}/metrics`, { signal: AbortSignal.timeout(10_000) })).text();
  const read = (name: string) => Math.round(Number(text.match(new RegExp(`^dormspace_nodejs_eventloop_lag_${name}_seconds (\\S+)$`, 'm'))?.[1] ?? Number.NaN) * 10_000) / 10;
  return { p50: read('p50'), p99: read('p99'), max: read('max'), mean: read('mean') };
}

/**
 * The gateway's connections to its database, every 500 ms until stopped: the most at once in a
 * statement (active), and in a transaction between statements (idle in transaction).
 */
function watchConnections(databaseUrl: string): { stop(): Promise<{ activeMax: number; inTransactionMax: number; samples: number }> } {
  const db = new pg.Client({ connectionString: databaseUrl });
  const seen = { activeMax: 0, inTransactionMax: 0, samples: 0 };
  let stopped = false;
  const sampling = (async () => {
    await db.connect();
    while (!stopped) {
      const { rows } = await db.query<{ active: number; in_transaction: number }>(
        `select count(*) filter (where state = 'active')::int as active, count(*) filter (where state = 'idle in transaction')::int as in_transaction
           from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
      );
      seen.activeMax = Math.max(seen.activeMax, rows[0]!.active);
      seen.inTransactionMax = Math.max(seen.inTransactionMax, rows[0]!.in_transaction);
      seen.samples++;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    await db.end();
  })().catch(() => undefined); // a failed sample ends the watch: the phase goes on
  return {
    stop: async () => {
      stopped = true;
      await sampling;
      return seen;
    },
  };
}

export interface GridPhase {
  reads: number;
  statuses: Record<string, number>;
  notWhole: number;
  readMs: ReturnType<typeof percentiles>;
  uploads: { reports: number; statuses: Record<string, number>; latencyMs: ReturnType<typeof percentiles> } | null;
  eventLoopDelayMs: Awaited<ReturnType<typeof eventLoopDelay>>;
  /** This load generator's own event-loop delay (the same measure): a late loop here makes the reads look slower than they were. */
  loadGeneratorDelayMs: { p99: number; max: number };
  /** The gateway's CPU over the phase (all its threads: sharp's too), in cores. */
  gatewayCores: number | null;
  /** The whole machine's busy CPU over the phase (gateway, PostgreSQL, this load generator and anything else running), in cores of 2. */
  machineCores: number | null;
  /** Of the gateway's, its main thread's (the event loop's), in cores. */
  eventLoopCores: number | null;
  /** The gateway's database connections at most at once: in a statement, and inside a transaction between statements (its pool holds 20). */
  connections: { activeMax: number; inTransactionMax: number; samples: number };
  /** The share of the phase the gateway's main thread spent runnable, waiting for a core. */
  eventLoopWaitingShare: number | null;
  seconds: number;
}

/**
 * Residents read their hostel's grid `readsPerSecond` times a second for `seconds`; with
 * `uploads`, as many students each report with a 4 MB photo over the same seconds.
 */
export async function gridPhase(
  baseUrl: string,
  databaseUrl: string,
  campus: RepairsCampus,
  gatewayPid: number | undefined,
  { seconds, readsPerSecond, uploads }: { seconds: number; readsPerSecond: number; uploads?: { cookies: string[]; photo: PhonePhoto } },
): Promise<GridPhase> {
  const { port } = new URL(baseUrl);
  const agent = new Agent({ keepAlive: true, maxSockets: 256 });
  await eventLoopDelay(baseUrl); // starts the gateway's histogram afresh
  const cpuBefore = processCpuMs(gatewayPid);
  const mainBefore = mainThreadCpuMs(gatewayPid);
  const waitBefore = mainThreadWaitMs(gatewayPid);
  const machineBefore = machineBusyMs();
  const connections = watchConnections(databaseUrl);
  const ownDelay = monitorEventLoopDelay({ resolution: 10 });
  ownDelay.enable();
  const began = performance.now();
  const windowMs = seconds * 1000;
  const [reads, reports] = await Promise.all([
    evenly(readsPerSecond * seconds, windowMs, (i) => readGrid(port, agent, campus.readers[i % campus.readers.length]!)),
    uploads ? evenly(uploads.cookies.length, windowMs, (i) => reportWithPhoto(baseUrl, uploads.cookies[i]!, uploads.photo)) : Promise.resolve([] as Report[]),
  ]);
  const wall = (performance.now() - began) / 1000;
  ownDelay.disable();
  const connectionsSeen = await connections.stop();
  const cpu = cpuBefore === null ? null : processCpuMs(gatewayPid)! - cpuBefore;
  const machine = machineBefore === null ? null : machineBusyMs()! - machineBefore;
  const main = mainBefore === null ? null : mainThreadCpuMs(gatewayPid)! - mainBefore;
  const waited = waitBefore === null ? null : mainThreadWaitMs(gatewayPid)! - waitBefore;
  const delay = await eventLoopDelay(baseUrl);
  agent.destroy();
  return {
    reads: reads.length,
    statuses: statusCounts(reads.map((r) => r.status)),
    notWhole: reads.filter((r) => r.status === 200 && !r.whole).length,
    readMs: percentiles(reads.map((r) => r.ms)),
    uploads: uploads ? { reports: reports.length, statuses: statusCounts(reports.map((r) => r.status)), latencyMs: percentiles(reports.filter((r) => r.status === 201).map((r) => r.ms)) } : null,
    eventLoopDelayMs: delay,
    loadGeneratorDelayMs: { p99: Math.round(ownDelay.percentile(99) / 1e5) / 10, max: Math.round(ownDelay.max / 1e5) / 10 },
    gatewayCores: cpu === null ? null : Math.round((cpu / 1000 / wall) * 100) / 100,
    machineCores: machine === null ? null : Math.round((machine / 1000 / wall) * 100) / 100,
    eventLoopCores: main === null ? null : Math.round((main / 1000 / wall) * 100) / 100,
    connections: connectionsSeen,
    eventLoopWaitingShare: waited === null ? null : Math.round((waited / 1000 / wall) * 1000) / 1000,
    seconds: Math.round(wall * 10) / 10,
  };
}
