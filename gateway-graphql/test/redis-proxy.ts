import { createServer, connect, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

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
