import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * `npm run bench:paths`: what each hand-made fast path buys a user. One sitting runs the
 * user-facing benchmarks (selection day by REST and by GraphQL, the login storm with its grid
 * reads and bookings, the web's grid beside selection day, the fan-out) with every path on, with each path off alone, and with all
 * off, and prints one table. Each run is `bench/run.ts <name>` in its own process with the
 * path's switch in its environment, which its gateways inherit. Bounded: 7 settings x 5 runs.
 */
const SWITCHES = ['GRID_CACHE', 'GRID_FAST_LANE', 'GRAPHQL_PLANS', 'BOOKING_LANE', 'GRAPHQL_LANE'] as const;
const SETTINGS: { label: string; off: readonly string[] }[] = [
  { label: 'every path on', off: [] },
  ...SWITCHES.map((name) => ({ label: `${name}=off`, off: [name] })),
  { label: 'every path off', off: SWITCHES },
];
const RUNS: { label: string; name: string; env?: Record<string, string> }[] = [
  { label: 'selection day, REST', name: 'selection' },
  { label: 'selection day, GraphQL', name: 'selection', env: { BENCH_BOOK_VIA: 'graphql' } },
  { label: 'login storm', name: 'login' },
  { label: "the web's grid beside selection day", name: 'read-during' },
  ...(process.env.REDIS_URL ? [{ label: 'fan-out', name: 'fanout' }] : []),
];

interface Results {
  machine: string;
  numbers: Record<string, Record<string, number>>;
}

function runBench(name: string, env: Record<string, string>, file: string): Promise<Results> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'bench/run.ts', name], {
      cwd: join(import.meta.dirname, '..'),
      env: { ...process.env, NODE_ENV: 'production', ...env, BENCH_RESULTS_FILE: file },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const timer = setTimeout(() => child.kill('SIGTERM'), 10 * 60_000); // a run that hangs stops by itself
    child.once('exit', (code) => {
      clearTimeout(timer);
      if (code !== 0) return reject(new Error(`bench ${name} exited with ${code}`));
      readFile(file, 'utf8').then((text) => resolve(JSON.parse(text) as Results), reject);
    });
  });
}

const folder = await mkdtemp(join(tmpdir(), 'dormspace-paths-'));
const rows: string[] = [];
let machine = '';
try {
  for (const setting of SETTINGS) {
    const cells: string[] = [];
    for (const run of RUNS) {
      const off = Object.fromEntries(setting.off.map((name) => [name, 'off']));
      const results = await runBench(run.name, { ...off, ...run.env }, join(folder, 'results.json'));
      machine = results.machine;
      const [figures] = Object.values(results.numbers);
      if (!figures) cells.push('?');
      else if (run.name === 'selection') cells.push(`p99 ${figures.p99} ms, ${figures.gatewayCpuMsPerRequest} ms CPU/req, ${figures.http5xx} 5xx, ${figures.doubleBookings} double`);
      else if (run.name === 'read-during') cells.push(`read p99 ${figures.readP99} ms (quiet ${figures.quietReadP99} ms), ${figures.cpuMsPerRead} ms CPU/read, ${figures.kilobytes} KB; booking p99 ${figures.bookingP99} ms`);
      else if (run.name === 'login') cells.push(`login p99 ${figures.loginP99} ms (${figures.loginsPerSecond}/s); grid read p99 ${figures.readP99} ms; booking p99 ${figures.bookingP99} ms`);
      else cells.push(`p99 ${figures.p99} ms, ${figures.lost} lost`);
      console.log(`${setting.label} | ${run.label}: ${cells.at(-1)}`);
    }
    rows.push(`| ${setting.label} | ${cells.join(' | ')} |`);
  }
} finally {
  await rm(folder, { recursive: true, force: true });
}
console.log(`\nmachine: ${machine}; ${new Date().toISOString().slice(0, 10)}; \`npm run bench:paths -w gateway-graphql\`\n`);
console.log(`| setting | ${RUNS.map((run) => run.label).join(' | ')} |`);
console.log(`|---|${RUNS.map(() => '---').join('|')}|`);
for (const row of rows) console.log(row);
