import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../src/config.js';
import { newGatePassKey } from '../src/core/gate-pass.js';

// Issue 51, defect 13: a production start refused for a missing setting left its embedded
// PostgreSQL running (it runs in its own process group, so it outlived the gateway), and
// production without SMTP_URL wrote reset codes and invitation links in plain text to the
// outbox file. `npm start` (src/main.ts) as its own process, in production, embedded database.
const folders: string[] = [];
const children: ChildProcess[] = [];
let busy: Server | undefined;

/** The PostgreSQL servers running on a data folder: their pids, from /proc (a leftover is what this file hunts). */
function postgresOn(dataDir: string): number[] {
  const found: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const args = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0');
      if (args[0]?.endsWith('/postgres') && args.includes(join(dataDir, 'pg'))) found.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return found;
}

afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  // A test that failed may have left a server: stop those this file's starts began (fast shutdown).
  for (const dir of folders) for (const pid of postgresOn(dir)) process.kill(pid, 'SIGINT');
  busy?.close();
  await new Promise((r) => setTimeout(r, 500));
  for (const dir of folders) await rm(dir, { recursive: true, force: true });
});

/** Runs `npm start`'s gateway in production on a fresh data folder until it exits (or 90 s). */
async function start(settings: Record<string, string>): Promise<{ code: number | null; output: string; dataDir: string }> {
  const dataDir = await mkdtemp(join(tmpdir(), 'dormspace-refusal-'));
  await chmod(dataDir, 0o755);
  folders.push(dataDir);
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'warn', ...settings };
  for (const name of ['DATABASE_URL', 'SMTP_URL', 'GATE_PASS_KEYS', 'MAIL_OUTBOX_IN_PRODUCTION']) if (!(name in settings)) delete env[name];
  // node itself, not the tsx CLI: a SIGKILL (the timer's, afterAll's) must reach the gateway, not a parent that cannot relay it.
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], { cwd: join(repoRoot, 'gateway-graphql'), env, stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  let output = '';
  child.stdout.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr.on('data', (c: Buffer) => (output += c.toString()));
  const timer = setTimeout(() => child.kill('SIGKILL'), 90_000);
  const code = await new Promise<number | null>((resolve) => child.once('exit', (c) => resolve(c)));
  clearTimeout(timer);
  return { code, output, dataDir };
}

const KEYS = newGatePassKey('refusal-test');

describe('a production start refused for its settings leaves nothing running', () => {
  it('without GATE_PASS_KEYS: refused before the embedded database starts', async () => {
    const run = await start({ SMTP_URL: 'smtp://127.0.0.1:1' });
    expect(postgresOn(run.dataDir)).toEqual([]);
    expect(existsSync(join(run.dataDir, 'pg'))).toBe(false);
    expect(run.code).toBe(1);
    expect(run.output).toContain('DormSpace cannot start: GATE_PASS_KEYS must be set in production');
  });

  it('without SMTP_URL: refused, naming the setting and what the outbox would hold, unless MAIL_OUTBOX_IN_PRODUCTION=allow', async () => {
    const run = await start({ GATE_PASS_KEYS: KEYS });
    expect(run.code).toBe(1);
    expect(run.output).toContain(
      `DormSpace cannot start: SMTP_URL must be set in production: without a mail server, password reset codes and invitation links are written in plain text to the outbox file (${join(run.dataDir, 'outbox.log')}). Set SMTP_URL, or MAIL_OUTBOX_IN_PRODUCTION=allow to keep the outbox on purpose (a trial, a benchmark).`,
    );
    expect(existsSync(join(run.dataDir, 'pg'))).toBe(false);
    const unclear = await start({ GATE_PASS_KEYS: KEYS, MAIL_OUTBOX_IN_PRODUCTION: 'yes' });
    expect(unclear.output).toContain('MAIL_OUTBOX_IN_PRODUCTION must be allow or unset, got "yes"');
    expect(existsSync(join(unclear.dataDir, 'pg'))).toBe(false);
  });

  it('a start that fails once its embedded database runs (the port is taken) stops that database', { timeout: 120_000 }, async () => {
    busy = createServer();
    const port = await new Promise<number>((resolve) => busy!.listen(0, '0.0.0.0', () => resolve((busy!.address() as { port: number }).port)));
    // MAIL_OUTBOX_IN_PRODUCTION=allow gets it past the settings: the database starts, migrates, then the listen fails.
    const run = await start({ GATE_PASS_KEYS: KEYS, MAIL_OUTBOX_IN_PRODUCTION: 'allow', PORT: String(port) });
    expect(postgresOn(run.dataDir)).toEqual([]);
    expect(existsSync(join(run.dataDir, 'pg', 'postmaster.pid'))).toBe(false);
    expect(readFileSync(join(run.dataDir, 'postgres.log'), 'utf8')).toMatch(/database system is shut down/);
    expect(run.code).toBe(1);
    expect(run.output).toMatch(/DormSpace could not start:[\s\S]*EADDRINUSE/);
  });
});
