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

/**
 * 50 connections for 10 s each: the gateway's GraphQL uncached through Apollo (GRID_CACHE=off
 * GRID_FAST_LANE=off), uncached as it runs (GRID_CACHE=off: the fast lane's compiled plan reads
 * the database every time), the raw server, the gateway with its grid cache answered by Apollo
 * (GRID_FAST_LANE=off), the gateway as it runs (the cache and its fast lane), and the raw server
 * again (the ratios use the mean of the two raw runs, so a drift of the machine during the run
 * shows and is shared).
 */
export async function readPath(urls: { uncachedApollo: string; uncached: string; cachedNoLane: string; cached: string; raw: string }, cookie: string) {
  const { uncachedApollo: apolloUrl, uncached: uncachedUrl, cachedNoLane: noLaneUrl, cached: cachedUrl, raw: rawUrl } = urls;
  const gql = (url: string, duration?: number) =>
    load({ url: `${url}/graphql`, ...(duration ? { duration } : {}), method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body: JSON.stringify({ query: ROOMS_QUERY }) });
  // Warm each (JIT, pools, plan caches, the lane's compiled plans) before measuring.
  await gql(apolloUrl, 2);
  await gql(uncachedUrl, 2);
  await gql(noLaneUrl, 2);
  await gql(cachedUrl, 2);
  await load({ url: rawUrl, duration: 2 });
  const uncachedApollo = await gql(apolloUrl);
  const uncached = await gql(uncachedUrl);
  const rawBefore = await load({ url: rawUrl });
  const cachedNoLane = await gql(noLaneUrl);
  const cached = await gql(cachedUrl);
  const rawAfter = await load({ url: rawUrl });
  const raw = (rawBefore.requestsPerSecond + rawAfter.requestsPerSecond) / 2;
  const ratio = (r: LoadResult) => Math.round((r.requestsPerSecond / raw) * 100) / 100;
  return {
    connections: CONNECTIONS,
    durationSeconds: DURATION_S,
    uncachedApollo,
    uncached,
    cachedNoLane,
    cached,
    rawBefore,
    rawAfter,
    ratioUncachedApollo: ratio(uncachedApollo),
    ratioUncached: ratio(uncached),
    ratioCachedNoLane: ratio(cachedNoLane),
    ratioCached: ratio(cached),
  };
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
