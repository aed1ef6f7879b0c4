import 'reflect-metadata';
import { Agent, get, request } from 'node:http';
import { cpus, totalmem } from 'node:os';
import pg from 'pg';
import { openOrm } from '../src/db/orm.js';
import { benchDatabase, startGateway } from '../bench/setup.js';
import { seedSelectionDay } from '../bench/selection-day.js';

/**
 * `npm run faults`: faults injected into a gateway running as its own process (as `npm start`
 * runs it), on a fresh database, with every figure printed. Loopback only; every loop is bounded
 * in count and time. The quick versions of these faults run in `npm test` (docs/reliability.md).
 */
const machine = `${cpus().length} x ${cpus()[0]?.model.trim()}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
console.log(`machine: ${machine}\n`);

type Outcome = { status: number; body: string } | { error: string };

function book(agent: Agent | false, url: string, cookie: string, roomId: string, key: string): Promise<Outcome> {
  return new Promise((resolve) => {
    const payload = JSON.stringify({ _id: roomId });
    const req = request(`${url}/api/bookroom/room`, { method: 'POST', agent, timeout: 15_000, headers: { cookie, 'idempotency-key': key, 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } }, (res) => {
      let body = '';
      res.on('data', (c: Buffer) => (body += c.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      res.on('error', (e: NodeJS.ErrnoException) => resolve({ error: e.code ?? e.message }));
    });
    req.on('timeout', () => req.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })));
    req.on('error', (e: NodeJS.ErrnoException) => resolve({ error: e.code ?? e.message }));
    req.end(payload);
  });
}

async function bookings(databaseUrl: string): Promise<Map<string, { room: string; bed: number }>> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const { rows } = await db.query<{ enrollment_id: string; room_id: string; bed: number }>('select u.enrollment_id, o.room_id, o.bed from room_occupancies o join users u on u.id = o.student_id');
    return new Map(rows.map((r) => [r.enrollment_id, { room: r.room_id, bed: r.bed }]));
  } finally {
    await db.end();
  }
}

/** Students book with keys, 32 at a time on keep-alive connections, until `stopAfterMs`, when `fault` strikes. */
async function storm(url: string, cookies: string[], rooms: string[], fault: () => Promise<void>, faultAfterMs: number) {
  const agent = new Agent({ keepAlive: true, maxSockets: 32 });
  const outcomes = new Map<number, Outcome>();
  let next = 0;
  const started = Date.now();
  const worker = async () => {
    while (next < cookies.length && Date.now() - started < 20_000) {
      const i = next++;
      const outcome = await book(agent, url, cookies[i]!, rooms[i % rooms.length]!, `storm-${i}`);
      outcomes.set(i, outcome);
      if ('error' in outcome && outcome.error === 'ECONNREFUSED') return;
    }
  };
  const workers = Array.from({ length: 32 }, worker);
  await new Promise((r) => setTimeout(r, faultAfterMs));
  await fault();
  await Promise.all(workers);
  agent.destroy();
  return outcomes;
}

const summary: Record<string, unknown> = {};
/** FAULTS=sigkill,sigterm,fresh runs only those (default: all). */
const wanted = (name: string) => !process.env.FAULTS || process.env.FAULTS.split(',').includes(name);

// 1. SIGKILL in a booking storm, then a restart and the unanswered requests retried with their keys.
if (wanted('sigkill')) {
  const db = await benchDatabase();
  await (await openOrm({ databaseUrl: db.url, logMigrations: false })).close();
  const seed = await seedSelectionDay(db.url);
  const cookies = seed.cookies.slice(0, 3000);
  let gateway = await startGateway(db.url);
  try {
    const outcomes = await storm(gateway.url, cookies, seed.rooms, () => gateway.kill('SIGKILL'), 1500);
    const answered = [...outcomes].filter(([, o]) => 'status' in o && o.status === 201).map(([i]) => i);
    const unanswered = [...outcomes].filter(([, o]) => 'error' in o && o.error !== 'ECONNREFUSED').map(([i]) => i);
    const held = await bookings(db.url);
    const enrollment = (i: number) => `SD${String(i + 1).padStart(5, '0')}`;
    const lost = answered.filter((i) => !held.has(enrollment(i)));
    const committedUnanswered = unanswered.filter((i) => held.has(enrollment(i)));
    gateway = await startGateway(db.url);
    const agent = new Agent({ keepAlive: true });
    const retried = await Promise.all(unanswered.map(async (i) => ({ i, outcome: await book(agent, gateway.url, cookies[i]!, seed.rooms[i % seed.rooms.length]!, `storm-${i}`) })));
    agent.destroy();
    const recovered = retried.filter(({ i, outcome }) => committedUnanswered.includes(i) && 'status' in outcome && outcome.status === 201);
    const after = await bookings(db.url);
    const beds = new Set([...after.values()].map((b) => `${b.room}:${b.bed}`));
    summary.sigkill = {
      requests: outcomes.size,
      acknowledged: answered.length,
      acknowledgedLost: lost.length,
      cutUnanswered: unanswered.length,
      committedButUnanswered: committedUnanswered.length,
      recoveredByKeyAfterRestart: recovered.length,
      doubleBooked: after.size - beds.size,
    };
  } finally {
    await gateway.stop();
    await db.stop();
  }
}

// 2. SIGTERM under keep-alive load.
if (wanted('sigterm')) {
  const db = await benchDatabase();
  await (await openOrm({ databaseUrl: db.url, logMigrations: false })).close();
  const seed = await seedSelectionDay(db.url);
  // No shutdown delay: the drain of keep-alive connections alone (the delay is run 3's).
  const gateway = await startGateway(db.url, { SHUTDOWN_DELAY_MS: '0' });
  try {
    const outcomes = await storm(gateway.url, seed.cookies.slice(0, 3000), seed.rooms, () => gateway.kill('SIGTERM'), 1500);
    const errors = [...outcomes.values()].filter((o): o is { error: string } => 'error' in o);
    const answered = [...outcomes.values()].filter((o) => 'status' in o && o.status === 201).length;
    const held = await bookings(db.url);
    summary.sigterm = {
      requests: outcomes.size,
      answered201: answered,
      bookingsInDatabase: held.size,
      committedButUnanswered: held.size - answered,
      resets: errors.filter((e) => e.error !== 'ECONNREFUSED').length,
      refusedAfterStop: errors.filter((e) => e.error === 'ECONNREFUSED').length,
    };
  } finally {
    await db.stop();
  }
}

/**
 * Students book with keys, 32 at a time, each request on a connection of its own (no keep-alive),
 * while a health check reads /readyz every 100 ms; SIGTERM 1.5 s in. With `followReadiness` the
 * clients stop once two checks in a row are not 200, as behind a load balancer; otherwise they
 * go on until refused. Times are ms after the signal.
 */
async function freshConnectionStorm(url: string, cookies: string[], rooms: string[], stop: () => Promise<void>, followReadiness: boolean) {
  const outcomes: { at: number; outcome: Outcome }[] = [];
  let signalAt = Infinity;
  let gone = false;
  let finished = false;
  let unhealthy = 0;
  let firstUnready: number | undefined;
  let next = 0;
  const started = Date.now();
  const worker = async () => {
    while (next < cookies.length && Date.now() - started < 20_000 && !(followReadiness && gone)) {
      const i = next++;
      const at = performance.now();
      const outcome = await book(false, url, cookies[i]!, rooms[i % rooms.length]!, `fresh-${i}`);
      outcomes.push({ at: at - signalAt, outcome });
      if ('error' in outcome && outcome.error === 'ECONNREFUSED') return;
    }
  };
  const check = async () => {
    while (!finished) {
      const status = await new Promise<number>((resolve) => {
        const req = get(`${url}/readyz`, { agent: false, timeout: 2_000 }, (res) => (res.resume(), resolve(res.statusCode ?? 0)));
        req.on('timeout', () => req.destroy());
        req.on('error', () => resolve(0));
      });
      if (status !== 200 && firstUnready === undefined && performance.now() > signalAt) firstUnready = performance.now() - signalAt;
      unhealthy = status === 200 ? 0 : unhealthy + 1;
      if (unhealthy >= 2) gone = true;
      await new Promise((r) => setTimeout(r, 100));
    }
  };
  const workers = Array.from({ length: 32 }, worker);
  const checker = check();
  await new Promise((r) => setTimeout(r, 1500));
  signalAt = performance.now();
  const stopped = stop();
  await Promise.all(workers);
  await stopped;
  finished = true;
  await checker;
  return { outcomes, firstUnready };
}

// 3. SIGTERM with clients that open a new connection for every request: without a delay
// (SHUTDOWN_DELAY_MS=0, the listener closes at once), and with one, the clients ignoring
// /readyz or leaving when it says 503.
for (const [name, delayMs, followReadiness] of [
  ['sigtermFreshNoDelay', 0, false],
  ['sigtermFreshDelayIgnoringReadyz', 2_000, false],
  ['sigtermFreshDelayBehindHealthCheck', 2_000, true],
] as const) {
  if (!wanted('fresh')) break;
  const db = await benchDatabase();
  await (await openOrm({ databaseUrl: db.url, logMigrations: false })).close();
  const seed = await seedSelectionDay(db.url);
  const gateway = await startGateway(db.url, { SHUTDOWN_DELAY_MS: String(delayMs) });
  try {
    const { outcomes, firstUnready } = await freshConnectionStorm(gateway.url, seed.cookies.slice(0, 3000), seed.rooms, () => gateway.kill('SIGTERM'), followReadiness);
    const errors = outcomes.filter((o): o is { at: number; outcome: { error: string } } => 'error' in o.outcome);
    const resets = errors.filter((e) => e.outcome.error !== 'ECONNREFUSED');
    const refused = errors.filter((e) => e.outcome.error === 'ECONNREFUSED');
    const answered = outcomes.filter((o) => 'status' in o.outcome && o.outcome.status === 201).length;
    const held = await bookings(db.url);
    const span = (list: { at: number }[]) => (list.length ? `${Math.round(Math.min(...list.map((e) => e.at)))}..${Math.round(Math.max(...list.map((e) => e.at)))} ms` : '-');
    summary[name] = {
      shutdownDelayMs: delayMs,
      requests: outcomes.length,
      sentAfterSignal: outcomes.filter((o) => o.at >= 0).length,
      answered201: answered,
      bookingsInDatabase: held.size,
      committedButUnanswered: held.size - answered,
      resets: resets.length,
      resetCodes: [...new Set(resets.map((e) => e.outcome.error))].join(', ') || '-',
      resetsSent: span(resets),
      resetsDuringDelay: resets.filter((e) => e.at < delayMs - 50).length,
      refusedAfterStop: refused.length,
      firstRefusedSent: span(refused.slice(0, 1)),
      readyzNot200After: firstUnready === undefined ? '-' : `${Math.round(firstUnready)} ms`,
    };
  } finally {
    await db.stop();
  }
}

console.log(JSON.stringify(summary, null, 2));
