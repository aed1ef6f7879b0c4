import { createServer, type Server, type Socket } from 'node:net';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { startEmbeddedPostgres, type PostgresServer } from '../src/db/embedded.js';

// The embedded database picks a free port and binds it a moment later; on a busy machine another
// process can take the port in between (CI once lost a run to this). It must try another port.
const dataDir = await mkdtemp(join(tmpdir(), 'dormspace-port-'));
await chmod(dataDir, 0o755);
const cleanup: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const step of cleanup.reverse()) await step();
  await rm(dataDir, { recursive: true, force: true });
});

const listen = (server: Server) => new Promise<number>((done) => server.listen(0, '127.0.0.1', () => done((server.address() as { port: number }).port)));

it('takes another port when the one it picked is taken before PostgreSQL binds it', async () => {
  // Holds the port, accepts connections and never answers them.
  const held = new Set<Socket>();
  const squatter = createServer((socket) => held.add(socket));
  const taken = await listen(squatter);
  cleanup.push(() => new Promise((done) => (held.forEach((socket) => socket.destroy()), squatter.close(() => done()))));
  const free = createServer();
  const spare = await listen(free);
  await new Promise<void>((done) => free.close(() => done()));

  const picked: number[] = [];
  const ports = [taken, spare];
  const pg: PostgresServer = await startEmbeddedPostgres({ dataDir: join(dataDir, 'pg'), pickPort: async () => picked[picked.push(ports.shift()!) - 1]! });
  cleanup.push(() => pg.stop());
  expect(picked).toEqual([taken, spare]);
  expect(pg.port).toBe(spare);
}, 120_000);
