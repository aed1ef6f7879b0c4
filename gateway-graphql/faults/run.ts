import 'reflect-metadata';
import { Agent, request } from 'node:http';
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

function book(agent: Agent, url: string, cookie: string, roomId: string, key: string): Promise<Outcome> {
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

// 1. SIGKILL in a booking storm, then a restart and the unanswered requests retried with their keys.
{
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
{
  const db = await benchDatabase();
  await (await openOrm({ databaseUrl: db.url, logMigrations: false })).close();
  const seed = await seedSelectionDay(db.url);
  const gateway = await startGateway(db.url);
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

console.log(JSON.stringify(summary, null, 2));
