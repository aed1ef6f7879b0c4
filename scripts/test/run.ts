import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from '../apps.js';
import { slowestLines, type FileTime } from './slowest-files.js';
import { runSteps, type Step } from './steps.js';

/**
 * `npm test`: every check and every test, two steps at a time on a 2-core machine (TEST_JOBS for
 * another count), each started as soon as the steps it needs have passed; then each step's time
 * and the ten slowest test files of the whole run (issue 50).
 */
const STEPS: Step[] = [
  { name: 'lint', command: 'npm run lint' },
  { name: 'typecheck', command: 'npm run typecheck' },
  // The web apps' production builds, once, for every browser journey (e2e's global setup reuses them).
  { name: 'build', command: 'npm run build', after: ['lint'] },
  // Every workspace's tests but the journeys, in one vitest pool (vitest.config.ts).
  { name: 'units', command: 'npx vitest run', after: ['typecheck'] },
  // Side by side with the units: a journey mostly waits on Chromium and the network (0.6 of a core).
  { name: 'journeys', command: 'npm test -w e2e', after: ['build'], env: { E2E_REBUILD: '0' } },
];

const jobs = Number(process.env.TEST_JOBS ?? 2);
if (!Number.isInteger(jobs) || jobs < 1) throw new Error(`TEST_JOBS must be a whole number from 1, not ${process.env.TEST_JOBS}`);
const times = await mkdtemp(join(tmpdir(), 'dormspace-test-times-'));
const timesFile = join(times, 'files.jsonl');
const started = Date.now();
const result = await runSteps(STEPS, { jobs, cwd: repoRoot, env: { TEST_TIMES_FILE: timesFile, NO_COLOR: '1' } });

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const width = Math.max(...STEPS.map((s) => s.name.length));
console.info(`\n== npm test: ${result.ok ? 'passed' : 'FAILED'} in ${seconds(Date.now() - started)}, ${jobs} steps at a time`);
for (const step of STEPS) console.info(`${step.name.padEnd(width)}  ${result.states.get(step.name)!.padEnd(7)}  ${result.took.has(step.name) ? seconds(result.took.get(step.name)!) : ''}`);
const files = (await readFile(timesFile, 'utf8').catch(() => ''))
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line) as FileTime);
if (files.length > 0) console.info(['', `== the ten slowest of ${files.length} test files`, ...slowestLines(files)].join('\n'));
await rm(times, { recursive: true, force: true });
process.exitCode = result.ok ? 0 : 1;
