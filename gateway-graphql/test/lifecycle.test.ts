import { describe, expect, it } from 'vitest';
import { bootstrap } from '../src/bootstrap.js';
import { DevOutbox } from '../src/modules/mail/mail.service.js';
import { studentForm } from './app.js';
import { createTestDatabase } from './database.js';

async function startGateway() {
  const db = await createTestDatabase();
  const gateway = await bootstrap({ databaseUrl: db.url, port: 0, host: '127.0.0.1', mailTransport: new DevOutbox(undefined, false), logMigrations: false });
  return { db, gateway };
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
});
