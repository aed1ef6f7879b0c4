// The campus's provider of `npm run bench -- sso` in a process of its own (bench/sso-provider.ts), so that
// its CPU is measured apart from the gateway's.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { repoRoot } from '../src/config.js';
import { processCpuMs } from './setup.js';

/**
 * The demo directory's password for a student on the roster, checked by comparing hashes: cheap.
 * A campus's own provider hashes passwords (or skips them for a student already signed in there)
 * on the campus's machines; here the provider shares the gateway's two cores, so its check is
 * kept cheap to leave them to what is measured. Its cost is reported apart all the same.
 */
export const CAMPUS_PASSWORD = 'campus-bench-123';

export interface CampusProvider {
  issuer: string;
  pid: number | undefined;
  cpuMs(): number | null;
  /** What the provider refused so far, by endpoint and reason. */
  errors(): Promise<Record<string, number>>;
  stop(): Promise<void>;
}

/** The campus's provider in a process of its own (bench/sso-provider.ts), DormSpace registered with `publicUrl`'s callback. */
export function startCampusProvider(databaseUrl: string, publicUrl: string, client: { id: string; secret: string }): Promise<CampusProvider> {
  // BENCH_PROVIDER_NODE_ARGS, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof", profiles the provider.
  const nodeArgs = (process.env.BENCH_PROVIDER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'bench/sso-provider.ts'], {
    cwd: join(repoRoot, 'gateway-graphql'),
    env: { ...process.env, DATABASE_URL: databaseUrl, SSO_BENCH_PUBLIC_URL: publicUrl, SSO_CLIENT_ID: client.id, SSO_CLIENT_SECRET: client.secret, SSO_BENCH_PASSWORD: CAMPUS_PASSWORD },
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  });
  const errors = () =>
    new Promise<Record<string, number>>((resolve) => {
      const timer = setTimeout(() => resolve({ 'no report in 5 s': 1 }), 5_000);
      child.once('message', (message: { errors: Record<string, number> }) => {
        clearTimeout(timer);
        resolve(message.errors);
      });
      child.send('report');
    });
  const stop = () =>
    new Promise<void>((done) => {
      if (child.exitCode !== null || child.signalCode !== null) return done();
      child.once('exit', () => done());
      child.kill('SIGTERM');
    });
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => void stop().then(() => reject(new Error(`the campus provider did not start in 30 s: ${output}`))), 30_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      if (output.includes('\n')) return;
      output += chunk.toString();
      const line = output.split('\n')[0]!;
      if (!output.includes('\n')) return;
      clearTimeout(timer);
      const { issuer } = JSON.parse(line) as { issuer: string };
      resolve({ issuer, pid: child.pid, cpuMs: () => processCpuMs(child.pid), errors, stop });
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the campus provider exited with ${code}: ${output}`));
    });
  });
}
