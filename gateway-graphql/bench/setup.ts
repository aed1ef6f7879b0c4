import { newGatePassKey } from '../src/core/gate-pass.js';
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { repoRoot } from '../src/config.js';
import { adminSql, ensureDatabase, postgresForRun } from '../src/db/embedded.js';

/** A fresh database for one benchmark run: on DATABASE_URL's server, or a throwaway embedded one. */
export async function benchDatabase(): Promise<{ url: string; stop(): Promise<void> }> {
  const name = `dormspace_bench_${Date.now()}`;
  const server = await postgresForRun('dormspace-bench-');
  await ensureDatabase(server.adminUrl, name);
  const url = new URL(server.adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    stop: async () => {
      await adminSql(server.adminUrl, `drop database if exists "${name}" with (force)`);
      await server.stop();
    },
  };
}

/** One gate pass key ring for every gateway a benchmark starts (production refuses to start without one). */
const BENCH_GATE_KEYS = newGatePassKey('bench');

/**
 * Starts the gateway as `npm start` does (production mode), in its own process, and returns its
 * URL. `options.repo`: another checkout's gateway (a baseline, `baselineCheckout`), driven the same.
 */
export function startGateway(databaseUrl: string, env: Record<string, string> = {}, options: { repo?: string } = {}): Promise<{ url: string; pid: number | undefined; cpuMs(): number | null; stop(): Promise<void>; kill(signal: NodeJS.Signals): Promise<void> }> {
  // BENCH_NODE_ARGS, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof", profiles the gateway under load.
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child: ChildProcess = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'src/main.ts'], {
    cwd: join(options.repo ?? repoRoot, 'gateway-graphql'),
    // No stop delay (production's 5 s for a load balancer to notice): a run's gateways stop at once.
    // No mail server: the benchmark's mail (made-up students) goes to the outbox file, on purpose.
    env: { ...process.env, NODE_ENV: 'production', DATABASE_URL: databaseUrl, PORT: '0', GATE_PASS_KEYS: BENCH_GATE_KEYS, MAIL_OUTBOX_IN_PRODUCTION: 'allow', SHUTDOWN_DELAY_MS: '0', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // The gateway logs a line per request: once it is up, keep only the last lines (for an error
  // message), so reading its output stays cheap and the pipe never backs up into the gateway.
  let output = '';
  let ready = false;
  let stopping = false;
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-16_384);
      const match = ready ? null : output.match(/Gateway:\s+http:\/\/localhost:(\d+)/);
      if (match) {
        ready = true;
        resolve({
          url: `http://127.0.0.1:${match[1]}`,
          pid: child.pid,
          cpuMs: () => processCpuMs(child.pid),
          stop: () =>
            new Promise<void>((done) => {
              stopping = true;
              // A gateway that already exited (killed from outside) is stopped: waiting for its exit would wait forever.
              if (child.exitCode !== null || child.signalCode !== null) return done();
              child.once('exit', () => done());
              child.kill('SIGTERM');
            }),
          kill: (signal) =>
            new Promise<void>((done) => {
              stopping = true;
              if (child.exitCode !== null || child.signalCode !== null) return done();
              child.once('exit', () => done());
              child.kill(signal);
            }),
        });
      }
    });
    child.once('exit', (code, signal) => {
      if (!ready) return reject(new Error(`gateway exited with ${code}: ${output}`));
      if (!stopping) console.error(`a gateway exited during the benchmark (code ${code}, signal ${signal}); its last output:\n${output.slice(-4000)}`);
    });
  });
}

/** Latency percentiles in milliseconds. */
export function percentiles(samples: number[]): { p50: number; p95: number; p99: number; max: number } {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;
  const round = (n: number) => Math.round(n * 10) / 10;
  return { p50: round(at(0.5)), p95: round(at(0.95)), p99: round(at(0.99)), max: round(sorted.at(-1) ?? 0) };
}

/**
 * CPU a process has used so far, all its threads, user and system, in ms (Linux: /proc; null
 * elsewhere). Read from outside because on this VM a CPU profile counts time blocked in socket
 * writes as busy (docs/benchmarks.md).
 */
export function processCpuMs(pid: number | undefined): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime, stime in clock ticks (USER_HZ 100)
  } catch {
    return null;
  }
}

/**
 * CPU the password hashing threads of a gateway have used so far, in ms, and how many there are:
 * its threads at nice 10 (core/password.ts runs them so; Linux only, null elsewhere).
 */
export function hashThreadsCpuMs(pid: number | undefined): { ms: number; threads: number } | null {
  try {
    let ms = 0;
    let threads = 0;
    for (const tid of readdirSync(`/proc/${pid}/task`)) {
      const fields = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      if (Number(fields[16]) !== 10) continue; // nice, field 19 of stat
      ms += ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
      threads++;
    }
    return { ms, threads };
  } catch {
    return null;
  }
}

/**
 * CPU each backend of a database has used so far, by pid (PostgreSQL on this machine; an empty
 * map when its processes cannot be read). Two readings around a run give PostgreSQL's share of
 * it: `databaseCpuSpent`. A backend that ended between them is not counted.
 */
export async function databaseCpuMs(databaseUrl: string): Promise<Map<number, number>> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>('select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()');
    const spent = new Map<number, number>();
    for (const { pid } of rows) {
      const ms = processCpuMs(pid);
      if (ms !== null) spent.set(pid, ms);
    }
    return spent;
  } finally {
    await client.end();
  }
}

export const databaseCpuSpent = (before: Map<number, number>, after: Map<number, number>): number | null =>
  after.size === 0 ? null : [...after].reduce((sum, [pid, ms]) => sum + ms - (before.get(pid) ?? 0), 0);

/**
 * A checkout of `commit` beside this one, for a baseline measured in the same run (BENCH_BASELINE):
 * a git worktree in the temporary folder, made once, sharing this checkout's installed packages
 * when its lock file is the same (else installed on its own).
 */
export function baselineCheckout(commit: string): { repo: string; label: string } {
  const sha = execFileSync('git', ['rev-parse', '--short', commit], { cwd: repoRoot, encoding: 'utf8' }).trim();
  const repo = join(tmpdir(), `dormspace-bench-baseline-${sha}`);
  if (!existsSync(join(repo, 'gateway-graphql', 'src', 'main.ts'))) {
    execFileSync('git', ['worktree', 'add', '--force', '--detach', repo, sha], { cwd: repoRoot, stdio: 'inherit' });
  }
  if (!existsSync(join(repo, 'node_modules'))) {
    const sameLock = readFileSync(join(repo, 'package-lock.json'), 'utf8') === readFileSync(join(repoRoot, 'package-lock.json'), 'utf8');
    if (sameLock) {
      symlinkSync(join(repoRoot, 'node_modules'), join(repo, 'node_modules'));
      if (existsSync(join(repoRoot, 'gateway-graphql', 'node_modules'))) symlinkSync(join(repoRoot, 'gateway-graphql', 'node_modules'), join(repo, 'gateway-graphql', 'node_modules'));
    } else execFileSync('npm', ['install', '--no-audit', '--no-fund'], { cwd: repo, stdio: 'inherit' });
  }
  return { repo, label: `baseline ${sha}` };
}
