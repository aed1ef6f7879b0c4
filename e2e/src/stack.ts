import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { APPS, type AppName } from '../../scripts/apps.ts';
import { startStack, type Stack } from '../../scripts/stack.ts';

export const artifacts = join(import.meta.dirname, '..', 'test-results');

/** How a journey's stack differs from npm start's. */
export interface StackOptions {
  /** The gateway's clock can be moved ahead (`journey.moveClock`), and the overdue sweep runs every 2 s. */
  movableClock?: boolean;
  /** The canaries' judge runs this often (seconds), not every 30 s. */
  canaryJudgeSeconds?: number;
}

/**
 * The stack `npm start` serves (the production builds global-setup made, the gateway on the
 * embedded PostgreSQL with its demo accounts), on free ports and a throwaway data folder so a
 * running copy is untouched. Port 0 everywhere: each server binds a free port itself, so no other
 * process can take a port between its choice and its use (tests start several stacks at once).
 */
export async function startTestStack(options: StackOptions = {}): Promise<{ stack: Stack; env: NodeJS.ProcessEnv; stop(): Promise<void> }> {
  const apps = Object.keys(APPS) as AppName[];
  const dataDir = await mkdtemp(join(tmpdir(), 'dormspace-e2e-'));
  await chmod(dataDir, 0o755);
  // Its own PostgreSQL and no Redis, as npm start on a fresh machine: the machine's Redis (CI exports
  // REDIS_URL for the gateway's cluster tests, which run beside the journeys) would share the
  // address budgets and the event channels with those tests' gateways.
  const env: NodeJS.ProcessEnv = { DATA_DIR: dataDir, DEPLOY_DIR: join(dataDir, 'deploy'), NODE_ENV: 'development', PORT: '0', SSO_DEV_PORT: '0', DATABASE_URL: '', REDIS_URL: '' };
  // A journey that moves the gateway's clock (past a return time) writes milliseconds to this file; the sweep runs every 2 s.
  if (options.movableClock) Object.assign(env, { CLOCK_OFFSET_FILE: join(dataDir, 'clock-offset'), OVERDUE_SWEEP_SECONDS: '2' });
  if (options.canaryJudgeSeconds) env.CANARY_JUDGE_SECONDS = String(options.canaryJudgeSeconds);
  for (const app of apps) env[APPS[app].portEnv] = '0';
  const stack = await startStack({ env });
  return {
    stack,
    env: stack.env,
    stop: async () => {
      await stack.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The demo student's session cookie (`name=value`), logged in through the API: what the measuring tools load pages as. */
export async function demoStudentCookie(url: string): Promise<string> {
  const login = await fetch(`${url}/api/user/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'priya@dormspace.local', password: 'student-pass-123' }) });
  const cookie = login.headers.get('set-cookie')?.split(';')[0];
  if (login.status !== 200 || !cookie) throw new Error(`demo login failed: ${login.status}`);
  return cookie;
}

/** Debian's Chromium, headless, with the flags this closed network needs. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}
