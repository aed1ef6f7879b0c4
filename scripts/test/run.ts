import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { concurrently, type ConcurrentlyCommandInput } from 'concurrently';
import { repoRoot } from '../apps.js';
import { slowestLines, type FileTime } from './slowest-files.js';

/**
 * `npm test` (issue 50): every check and every test in two lanes side by side, one per core, then
 * the password hashing pool's files alone, then the ten slowest test files of the whole run.
 * The journeys mostly wait on Chromium and the network (0.6 of a core), so they share the
 * machine with the units; a failure in either lane stops the other (concurrently's
 * `killOthersOn`).
 */
const HASHING = 'gateway: own process';

export const LANES: ConcurrentlyCommandInput[] = [
  // The web apps' production builds, once, for every browser journey (E2E_REBUILD=0: e2e's global setup reuses them).
  { name: 'lint-build-journeys', command: 'npm run lint && npm run build && npm test -w e2e', env: { E2E_REBUILD: '0' } },
  // Every workspace's tests but the journeys and the hashing pool's, in one vitest pool (vitest.config.ts).
  { name: 'typecheck-units', command: `npm run typecheck && npx vitest run --project '!${HASHING}'` },
];

// The hashing pool's files (logins in a storm, a rush of sign-ups) with the machine to themselves:
// the pool runs at nice 10, below everything else, and beside the lanes it fell behind and shed
// logins that a quiet 2-core machine lets in.
export const LAST: ConcurrentlyCommandInput = { name: 'hashing', command: `npx vitest run --project '${HASHING}'` };

async function main(): Promise<boolean> {
  const times = await mkdtemp(join(tmpdir(), 'dormspace-test-times-'));
  const options = { cwd: repoRoot, prefix: 'name', padPrefix: true, timings: true, killOthersOn: ['failure' as const] };
  // Each vitest run appends its files' times here (the reporter), and the logs stay plain text.
  const env = { TEST_TIMES_FILE: join(times, 'files.jsonl'), NO_COLOR: '1' };
  const withEnv = (command: ConcurrentlyCommandInput) => (typeof command === 'string' ? { command, env } : { ...command, env: { ...command.env, ...env } });
  try {
    const ok = await concurrently(LANES.map(withEnv), options)
      .result.then(() => concurrently([withEnv(LAST)], options).result)
      .then(() => true)
      .catch(() => false);
    const files = (await readFile(join(times, 'files.jsonl'), 'utf8').catch(() => ''))
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as FileTime);
    if (files.length > 0) console.info(['', `The ten slowest of ${files.length} test files:`, ...slowestLines(files)].join('\n'));
    console.info(`\nnpm test ${ok ? 'passed' : 'FAILED'}`);
    return ok;
  } finally {
    await rm(times, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) process.exitCode = (await main()) ? 0 : 1;
