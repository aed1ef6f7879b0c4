import { describe, expect, it } from 'vitest';
import { Agent, request } from 'node:http';
import pg from 'pg';
import { bootstrap, type BootstrapOptions } from '../src/bootstrap.js';
import { DevOutbox } from '../src/modules/mail/mail.service.js';
import { studentForm } from './app.js';
import { createTestDatabase } from './database.js';

async function startGateway(options: Partial<BootstrapOptions> = {}) {
  const db = await createTestDatabase();
  const gateway = await bootstrap({ databaseUrl: db.url, port: 0, host: '127.0.0.1', mailTransport: new DevOutbox(undefined, false), logMigrations: false, ...options });
  return { db, gateway };
}

/** One POST on a keep-alive agent: its status, or the socket error's code. */
function post(agent: Agent, url: string, body: unknown): Promise<number | string> {
  return new Promise((resolve) => {
    const payload = JSON.stringify(body);
    const req = request(url, { method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
      res.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
    });
    req.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
    req.end(payload);
  });
}

describe('health and shutdown', () => {
  it('reports liveness and readiness, and unreadiness when the database is gone', async () => {
    const { db, gateway } = await startGateway();
    try {
      expect(await (await fetch(`${gateway.url}/healthz`)).json()).toEqual({ status: 'ok' });
      expect((await fetch(`${gateway.url}/readyz`)).status).toBe(200);
      await db.drop(); // terminates the pool's connections
      const ready = await fetch(`${gateway.url}/readyz`);
      expect(ready.status).toBe(503);
      expect((await fetch(`${gateway.url}/healthz`)).status).toBe(200);
    } finally {
      await gateway.close().catch(() => undefined);
    }
  });

  it('finishes in-flight requests on close, then refuses new connections', async () => {
    const { db, gateway } = await startGateway();
    let received = 0;
    const allArrived = new Promise<void>((resolve) =>
      gateway.httpServer.on('request', () => {
        if (++received === 5) resolve();
      }),
    );
    const inFlight = Array.from({ length: 5 }, () =>
      fetch(`${gateway.url}/api/user/signup`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(studentForm()) }),
    );
    await allArrived;
    await gateway.close();
    const statuses = await Promise.all(inFlight.map(async (r) => (await r).status));
    expect(statuses).toEqual([201, 201, 201, 201, 201]);
    await expect(fetch(`${gateway.url}/healthz`)).rejects.toThrow();
    await db.drop();
  });

  it('stops under keep-alive load with no connection reset and no write committed unanswered', async () => {
    const { db, gateway } = await startGateway({ limits: { signupPerAddress: { points: 100_000, seconds: 3600, blockSeconds: 60 } }, drainDeadlineMs: 10_000 });
    const agent = new Agent({ keepAlive: true, maxSockets: 24 });
    const outcomes: (number | string)[] = [];
    let stopped = false;
    // 24 clients, each sending signups back to back on its kept-alive connection, until refused.
    const worker = async () => {
      for (let i = 0; i < 400 && !stopped; i++) {
        const outcome = await post(agent, `${gateway.url}/api/user/signup`, studentForm());
        outcomes.push(outcome);
        if (outcome === 'ECONNREFUSED') return;
      }
    };
    const workers = Array.from({ length: 24 }, worker);
    await expect.poll(() => outcomes.length, { timeout: 30_000 }).toBeGreaterThan(60);
    await gateway.close();
    stopped = true;
    await Promise.all(workers);
    agent.destroy();

    const answered = outcomes.filter((o) => o === 201).length;
    const failures = outcomes.filter((o) => typeof o === 'string' && o !== 'ECONNREFUSED');
    expect(failures).toEqual([]); // no ECONNRESET, no 'socket hang up'
    expect(outcomes.filter((o) => typeof o === 'number' && o !== 201)).toEqual([]);
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    const [{ count }] = (await client.query<{ count: string }>('select count(*) from users')).rows as [{ count: string }];
    await client.end();
    expect(Number(count)).toBe(answered); // every committed signup was answered
    await db.drop();
  });
});
