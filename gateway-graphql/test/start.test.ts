import { spawn, type ChildProcess } from 'node:child_process';
import { chmod, mkdtemp, readFile, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../src/config.js';
import { Client } from './client.js';
import { studentForm } from './app.js';

// `npm start` as a user runs it: embedded PostgreSQL (no DATABASE_URL), its own data folder.
const dataDir = await mkdtemp(join(tmpdir(), 'dormspace-start-'));
await chmod(dataDir, 0o755);
const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, PORT: '0', NODE_ENV: 'development' };
delete env.DATABASE_URL;
const tsx = join(repoRoot, 'node_modules', '.bin', 'tsx');
const gatewayDir = join(repoRoot, 'gateway-graphql');
const running: ChildProcess[] = [];

afterAll(async () => {
  for (const child of running) child.kill('SIGKILL');
  await rm(dataDir, { recursive: true, force: true });
});

/**
 * Starts `src/main.ts` as `npm start`'s stack does (scripts/stack.ts: Node with tsx as a loader,
 * the signal straight to the gateway), and resolves with its address once the banner is printed.
 * Not through the `tsx` command: it relays a SIGTERM by waiting 30 ms for its child to say it got
 * it, then kills it with SIGKILL; on a loaded machine that cut the shutdown short (exit 143).
 */
function start(): Promise<{ child: ChildProcess; url: string; output: () => string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], { cwd: gatewayDir, env, stdio: ['ignore', 'pipe', 'pipe'] });
  running.push(child);
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(/Gateway:\s+(http:\/\/localhost:\d+)/);
      if (match && output.includes('Stop with Ctrl+C')) resolve({ child, url: match[1]!.replace('localhost', '127.0.0.1'), output: () => output });
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`npm start exited with ${code}:\n${output}`)));
  });
}

function stop(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    child.once('exit', (code) => resolve(code));
    child.kill('SIGTERM');
  });
}

function createAdmin(args: string[]): Promise<{ code: number | null; output: string }> {
  const child = spawn(tsx, ['src/cli/create-admin.ts', ...args], { cwd: gatewayDir, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr.on('data', (c: Buffer) => (output += c.toString()));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, output })));
}

const login = async (url: string, email: unknown, password: unknown) => (await new Client(url).rest('POST', '/user/login', { email, password })).status;

describe('npm start and create-admin', () => {
  it('start, seed and print the demo logins; keep data across a restart; create admins with the gateway up or down', async () => {
    const first = await start();
    expect(first.output()).toMatch(/Demo logins:[\s\S]*admin@dormspace\.local\s+admin-pass-123/);
    expect(first.output()).toContain(`data in ${join(dataDir, 'pg')}`);
    expect(await login(first.url, 'admin@dormspace.local', 'admin-pass-123')).toBe(200);
    expect(await login(first.url, 'priya@dormspace.local', 'student-pass-123')).toBe(200);

    const form = studentForm();
    expect((await new Client(first.url).rest('POST', '/user/signup', form)).status).toBe(201);

    // While the gateway runs: the command finds its embedded database.
    const whileUp = await createAdmin(['--email', 'warden@campus.test', '--password', 'warden-pass-1', '--name', 'Warden One']);
    expect(whileUp).toMatchObject({ code: 0 });
    expect(whileUp.output).toContain('Created admin warden@campus.test');
    expect(await login(first.url, 'warden@campus.test', 'warden-pass-1')).toBe(200);

    expect(await stop(first.child)).toBe(0);
    const pidFile = join(dataDir, 'pg', 'postmaster.pid');
    expect(existsSync(pidFile)).toBe(false); // the database stopped with the gateway

    // With the gateway down: the command starts the embedded database itself, then stops it.
    const whileDown = await createAdmin(['--email', 'dean@campus.test', '--password', 'dean-pass-12', '--name', 'Dean']);
    expect(whileDown).toMatchObject({ code: 0 });
    expect(existsSync(pidFile)).toBe(false);

    const second = await start();
    try {
      expect(await login(second.url, form.email, form.password)).toBe(200);
      expect(await login(second.url, 'warden@campus.test', 'warden-pass-1')).toBe(200);
      expect(await login(second.url, 'dean@campus.test', 'dean-pass-12')).toBe(200);
      expect(second.output()).not.toMatch(/Applied 'Migration/); // nothing left to migrate
    } finally {
      expect(await stop(second.child)).toBe(0);
    }
    expect(await readFile(join(dataDir, 'postgres.log'), 'utf8')).toMatch(/database system is shut down/);
    // Two starts of the gateway on embedded PostgreSQL (every migration, every queue scheduled) and
    // two create-admins: near a minute while CI's other lane builds; two bound it, a hang still fails.
  }, 120_000);

  it('refuses bad create-admin arguments with a usage line and exit code 2', async () => {
    const missing = await createAdmin(['--email', 'x@campus.test']);
    expect(missing.code).toBe(2);
    expect(missing.output).toMatch(/Password must be at least 8 characters[\s\S]*usage: npm run create-admin/);
    const unknown = await createAdmin(['--mail', 'x@campus.test']);
    expect(unknown.code).toBe(2);
    expect(unknown.output).toMatch(/usage: npm run create-admin/);
  });
});
