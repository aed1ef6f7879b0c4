import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { repoRoot } from '../src/config.js';

const CONNECTIONS = 50;
const DURATION_S = 10;
export const ROOMS_QUERY = '{ rooms(hostel: "BH-1") { id number floor type capacity freeBeds isAvailable } }';

export interface LoadResult {
  requestsPerSecond: number;
  latencyMs: { p50: number; p99: number; max: number };
  non2xx: number;
  errors: number;
}

async function load(options: autocannon.Options): Promise<LoadResult> {
  const result = await autocannon({ connections: CONNECTIONS, duration: DURATION_S, ...options });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    latencyMs: { p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max },
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

/** 50 connections for 10 s against the gateway's GraphQL, then against the raw endpoint. */
export async function readPath(gatewayUrl: string, rawUrl: string, cookie: string) {
  // Warm both (JIT, pools, plan caches) before measuring.
  await load({ url: `${gatewayUrl}/graphql`, duration: 2, method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body: JSON.stringify({ query: ROOMS_QUERY }) });
  await load({ url: rawUrl, duration: 2 });
  const gateway = await load({ url: `${gatewayUrl}/graphql`, method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body: JSON.stringify({ query: ROOMS_QUERY }) });
  const raw = await load({ url: rawUrl });
  return { connections: CONNECTIONS, durationSeconds: DURATION_S, gateway, raw, ratio: Math.round((gateway.requestsPerSecond / raw.requestsPerSecond) * 100) / 100 };
}

// The raw server runs in a process of its own, like the gateway.
export function spawnRaw(databaseUrl: string): Promise<{ url: string; stop(): Promise<void> }> {
  const child = spawn(join(repoRoot, 'node_modules', '.bin', 'tsx'), ['bench/raw-main.ts'], {
    cwd: join(repoRoot, 'gateway-graphql'),
    env: { ...process.env, DATABASE_URL: databaseUrl },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.stdout.once('data', (chunk: Buffer) =>
      resolve({
        url: chunk.toString().trim(),
        stop: () => new Promise<void>((done) => (child.once('exit', () => done()), child.kill('SIGTERM'))),
      }),
    );
    child.once('exit', (code) => reject(new Error(`raw server exited with ${code}`)));
  });
}
