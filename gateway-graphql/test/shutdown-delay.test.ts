import { describe, expect, it } from 'vitest';
import { request } from 'node:http';
import pg from 'pg';
import { bootstrap, type BootstrapOptions } from '../src/bootstrap.js';
import { DevOutbox } from '../src/modules/mail/mail.service.js';
import { studentForm } from './app.js';
import { createTestDatabase } from './database.js';

// A stop seen by clients that open a fresh connection for every request (agent: false), as a
// load balancer's health checks and many HTTP clients do. Without a delay between /readyz
// turning 503 and the listener closing, the connections still waiting to be accepted are reset.

const DELAY_MS = 1_500;
const limits = { signupPerAddress: { points: 100_000, seconds: 3600, blockSeconds: 60 } };

async function startGateway(options: Partial<BootstrapOptions>) {
  const db = await createTestDatabase();
  const gateway = await bootstrap({ databaseUrl: db.url, port: 0, host: '127.0.0.1', mailTransport: new DevOutbox(undefined, false), logMigrations: false, limits, ...options });
  return { db, gateway };
}

/** One request on a connection of its own: its status and body, or the socket error's code. */
function once(url: string, method: 'GET' | 'POST', body?: unknown): Promise<{ status: number; body: string } | { error: string }> {
  return new Promise((resolve) => {
    const payload = body === undefined ? '' : JSON.stringify(body);
    const req = request(url, { method, agent: false, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } }, (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      res.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    });
    req.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    req.end(payload);
  });
}

async function usersIn(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return Number((await client.query<{ count: string }>('select count(*) from users')).rows[0]!.count);
  } finally {
    await client.end();
  }
}

type Sent = { at: number; end: number; write: boolean; outcome: { status: number; body: string } | { error: string } };

/**
 * 8 clients sending back to back, each request on a new connection (a signup every fourth, a
 * read otherwise, refused 401 without a session: an answer all the same), while `sending()` holds; a probe reads /readyz and /healthz every
 * 100 ms, and after two answers other than 200 in a row takes the instance out, as a load
 * balancer's health check does (with `followReadiness`, the clients then stop). The stop begins
 * once 40 requests have been answered.
 */
async function stopUnderFreshConnections(options: Partial<BootstrapOptions>, followReadiness: boolean) {
  const { db, gateway } = await startGateway(options);
  const sent: Sent[] = [];
  const probes: { at: number; readyz: number | string; healthz: number | string; status?: string }[] = [];
  let unhealthyInARow = 0;
  let lbSaysGone = false;
  let finished = false;
  const sending = () => !finished && !(followReadiness && lbSaysGone);
  const worker = async () => {
    for (let i = 0; sending(); i++) {
      const at = performance.now();
      const write = i % 4 === 0;
      const outcome = write ? await once(`${gateway.url}/api/user/signup`, 'POST', studentForm()) : await once(`${gateway.url}/api/gethostel/hostel`, 'GET');
      sent.push({ at, end: performance.now(), write, outcome });
      if ('error' in outcome && outcome.error === 'ECONNREFUSED') return; // the listener is gone
    }
  };
  const probe = async () => {
    while (!finished) {
      const at = performance.now();
      const [readyz, healthz] = await Promise.all([once(`${gateway.url}/readyz`, 'GET'), once(`${gateway.url}/healthz`, 'GET')]);
      const status = 'status' in readyz ? (JSON.parse(readyz.body) as { status: string }).status : undefined;
      probes.push({ at, readyz: 'status' in readyz ? readyz.status : readyz.error, healthz: 'status' in healthz ? healthz.status : healthz.error, status });
      unhealthyInARow = 'status' in readyz && readyz.status === 200 ? 0 : unhealthyInARow + 1;
      if (unhealthyInARow >= 2) lbSaysGone = true;
      await new Promise((r) => setTimeout(r, 100));
    }
  };
  const workers = Array.from({ length: 8 }, worker);
  const prober = probe();
  await expect.poll(() => sent.length, { timeout: 30_000 }).toBeGreaterThan(40);
  const stopAt = performance.now();
  const closed = gateway.close().then(() => performance.now());
  // Readiness-following clients stop on their own; the others are stopped once the listener has closed.
  if (followReadiness) await Promise.all(workers);
  const closedAt = await closed;
  finished = true;
  await Promise.all([...workers, prober]);
  const users = await usersIn(db.url);
  await db.drop();
  return { sent, probes, stopAt, closedAt, users };
}

const outcomeOf = (s: Sent) => ('status' in s.outcome ? s.outcome.status : s.outcome.error);
const answeredWrites = (sent: Sent[]) => sent.filter((s) => s.write && 'status' in s.outcome && s.outcome.status === 201).length;

describe('a stop seen by clients without keep-alive', () => {
  it('says 503 at /readyz first, and answers every new connection through the delay', async () => {
    const { sent, probes, stopAt, users } = await stopUnderFreshConnections({ shutdownDelayMs: DELAY_MS }, false);
    // Through the delay (less the last 100 ms, where a request may meet the listener closing), every
    // request was accepted and answered: no reset, no refusal.
    const duringDelay = sent.filter((s) => s.at >= stopAt && s.at < stopAt + DELAY_MS - 100);
    expect(duringDelay.length).toBeGreaterThan(10);
    expect(duringDelay.map(outcomeOf).filter((o) => typeof o === 'string')).toEqual([]);
    expect(duringDelay.filter((s) => s.write).map(outcomeOf)).toEqual(duringDelay.filter((s) => s.write).map(() => 201));
    // /readyz said 503 'stopping' from the stop on, while /healthz (liveness) still said 200.
    const probedDuring = probes.filter((p) => p.at >= stopAt + 20 && p.at < stopAt + DELAY_MS - 100);
    expect(probedDuring.length).toBeGreaterThan(5);
    expect(new Set(probedDuring.map((p) => `${p.readyz} ${p.status} ${p.healthz}`))).toEqual(new Set(['503 stopping 200']));
    // Every signup that committed was answered.
    expect(answeredWrites(sent)).toBe(users);
  });

  it('loses nothing for clients that leave once /readyz says 503, as a load balancer does', async () => {
    const { sent, stopAt, closedAt, users } = await stopUnderFreshConnections({ shutdownDelayMs: DELAY_MS }, true);
    expect(sent.map(outcomeOf).filter((o) => typeof o === 'string')).toEqual([]); // no ECONNRESET, no ECONNREFUSED, no hang-up
    expect(sent.filter((s) => s.write).map(outcomeOf)).toEqual(sent.filter((s) => s.write).map(() => 201));
    // The health check needs two probes (100 ms apart) to take the instance out: requests went on meanwhile, and were
    // answered. Counted by when they were answered: on a loaded machine a signup in flight may span the whole 200 ms,
    // and none start in it (a fresh-clone run saw 0 started after the stop).
    expect(sent.filter((s) => s.end >= stopAt).length).toBeGreaterThan(0);
    expect(closedAt - stopAt).toBeGreaterThanOrEqual(DELAY_MS - 5);
    expect(answeredWrites(sent)).toBe(users);
  });
});
