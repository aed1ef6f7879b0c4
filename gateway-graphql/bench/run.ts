import 'reflect-metadata';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { repoRoot } from '../src/config.js';
import { recordInBenchmarks } from './benchmark-table.js';
import { benchRecorder, machine, type BenchContext } from './context.js';
import { argon2Baseline } from './login-storm.js';
import { runBooking } from './run-booking.js';
import { runCanary } from './run-canary.js';
import { runCluster } from './run-cluster.js';
import { runFanOut } from './run-fanout.js';
import { runFrontDesk } from './run-front-desk.js';
import { runImport } from './run-import.js';
import { runLogin } from './run-login.js';
import { runMatching } from './run-matching.js';
import { runReadDuring } from './run-read-during.js';
import { runRepairs } from './run-repairs.js';
import { runRush } from './run-rush.js';
import { runSearch } from './run-search.js';
import { runSelection } from './run-selection.js';
import { runSlots } from './run-slots.js';
import { runSso } from './run-sso.js';

/**
 * `npm run bench`: the selection-day booking rush and the read path, each against a gateway
 * started as in production, in its own process, on a fresh database. Each benchmark's driver is
 * bench/run-<name>.ts; they run in this order.
 */
const DRIVERS: [name: string, run: (context: BenchContext) => Promise<void>][] = [
  ['selection', runSelection],
  ['cluster', runCluster],
  ['booking', runBooking],
  ['fanout', runFanOut],
  ['read-during', runReadDuring],
  ['search', runSearch],
  ['login', runLogin],
  ['sso', runSso],
  ['rush', runRush],
  ['import', runImport],
  ['slots', runSlots],
  ['matching', runMatching],
  ['repairs', runRepairs],
  ['front-desk', runFrontDesk],
  ['canary', runCanary],
];

// How fast this machine's cores are today: the same VM type has measured 32 to 100 of these a
// second on different days, and every figure below moves with it (docs/benchmarks.md).
const yardstick = await argon2Baseline(1, 3000);
console.log(`machine: ${machine}; argon2id verifications a second on one thread: ${yardstick}\n`);
const args = process.argv.slice(2);
const only = args.find((arg) => !arg.startsWith('--')); // `npm run bench -- selection`, `-- cluster`, `-- booking`, `-- fanout`, `-- read-during`, `-- search`, `-- login`, `-- sso`, `-- rush`, `-- import`, `-- slots`, `-- matching`, `-- repairs`, `-- front-desk` or `-- canary` runs one of them
// `--record`: the figures of what ran replace their rows in docs/benchmarks.md's table; a casual run only prints.
const record = args.includes('--record');
const { note, tableMachine, recorded, numbers } = benchRecorder(yardstick);

for (const [name, run] of DRIVERS) if (!only || only === name) await run({ note });

if (process.env.BENCH_RESULTS_FILE) await writeFile(process.env.BENCH_RESULTS_FILE, JSON.stringify({ machine: tableMachine, rows: recorded, numbers }, null, 2));

if (record && recorded.length > 0) {
  await recordInBenchmarks(recorded, join(repoRoot, 'docs'));
  console.log(`recorded in docs/benchmarks.md: ${recorded.map((row) => row.target).join(', ')} (the rows they replaced: docs/benchmarks/history/replaced-rows.md)`);
}
