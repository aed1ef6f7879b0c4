import { createServer, connect, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { beforeAll } from 'vitest';
import type { BootstrapOptions, Gateway } from '../src/bootstrap.js';
import { silentLogger } from '../src/core/log.js';
import { useTwoGateways } from './app.js';

export type RedisProxy = ReturnType<typeof redisProxy>;

/** A TCP proxy to Redis that can be cut and restored. */
export function redisProxy(target: URL) {
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  let port = 0;
  const open = () =>
    new Promise<void>((ready) => {
      server = createServer((client) => {
        const upstream = connect(Number(target.port || 6379), target.hostname);
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on('close', () => sockets.delete(s));
          s.on('error', () => s.destroy());
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, '127.0.0.1', () => {
        port = (server!.address() as AddressInfo).port;
        ready();
      });
    });
  return {
    open,
    url: () => `redis://127.0.0.1:${port}`,
    cut: async () => {
      const closed = new Promise<void>((done) => server!.close(() => done()));
      for (const s of sockets) s.destroy();
      await closed;
    },
  };
}

/**
 * Two gateways on one fresh, seeded database (as useTwoGateways), reaching `redisUrl` through
 * one proxy that the test cuts (every connection dropped, new ones refused) and restores: a
 * Redis outage injected at the network. Both are ready (Redis connected) before the first test.
 * Read the gateways inside the tests: they are set by then.
 */
export function useGatewaysBehindProxy(redisUrl: string | undefined, own: { a?: Partial<BootstrapOptions>; b?: Partial<BootstrapOptions> } = {}): { a: Gateway; b: Gateway; proxy: RedisProxy } {
  const proxy = redisProxy(new URL(redisUrl ?? 'redis://127.0.0.1:6379'));
  beforeAll(() => proxy.open());
  const pair = useTwoGateways(() => proxy.url(), { logger: silentLogger }, own);
  beforeAll(() => untilReadyz([pair.a, pair.b], 200, 'both gateways ready'));
  return Object.assign(pair, { proxy });
}

/** A gateway's /readyz status: 200 ready, 503 degraded (Redis away) or unavailable. */
export const readyz = async (gateway: Gateway): Promise<number> => (await fetch(`${gateway.url}/readyz`)).status;

/** Waits until every gateway's /readyz answers `status`. */
export const untilReadyz = (gateways: Gateway[], status: number, what: string): Promise<void> =>
  waitFor(async () => (await Promise.all(gateways.map(readyz))).every((s) => s === status), what);

/** Checks every 50 ms until `check` holds; after `ms`, fails naming `what`. */
export async function waitFor(check: () => Promise<boolean> | boolean, what: string, ms = 20_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
