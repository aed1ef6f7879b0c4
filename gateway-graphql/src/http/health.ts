import type { Express } from 'express';

/**
 * /healthz (the process answers) and /readyz: ready means every store a request needs answers,
 * the database, and Redis when configured (without it events and limits are this instance's
 * only: degraded, and said so), and no stop has begun (`stopping`: the load balancer takes the
 * instance out while it still answers; http/drain.ts). /healthz stays 200 through a stop.
 */
export function healthRoutes(app: Express, stores: { database(): Promise<unknown>; redisUp(): boolean | undefined; stopping?(): boolean }): void {
  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.get('/readyz', async (_req, res) => {
    if (stores.stopping?.()) return void res.status(503).json({ status: 'stopping' });
    const database = await stores.database().then(() => 'ok', () => 'unreachable');
    const redisUp = stores.redisUp();
    const redis = redisUp === undefined ? 'not configured' : redisUp ? 'ok' : 'unreachable';
    const ready = database === 'ok' && redis !== 'unreachable';
    res.status(ready ? 200 : 503).json({ status: ready ? 'ready' : database === 'ok' ? 'degraded' : 'unavailable', database, redis });
  });
}
