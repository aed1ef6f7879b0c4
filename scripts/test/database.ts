import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { adminSql as admin, postgresForRun } from '../../gateway-graphql/src/db/embedded.js';
import { repoRoot } from '../apps.js';

/**
 * A throwaway database with the gateway's schema, made by the gateway's own migrations, for the
 * scripts' tests that read and write what the gateway keeps (the canaries): on the PostgreSQL of
 * DATABASE_URL (a superuser URL, as the gateway's tests take it), else on a throwaway embedded
 * one, as `npm test` does on a fresh machine. `drop()` removes the database (and that server).
 */
export async function migratedDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const { adminUrl, stop: stopServer } = await postgresForRun('dormspace-scripts-pg-');
  const name = `dormspace_scripts_${randomBytes(6).toString('hex')}`;
  await admin(adminUrl, `create database "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  try {
    await promisify(execFile)(process.execPath, ['--import', 'tsx', join(repoRoot, 'scripts', 'test', 'migrate-database.ts'), url.toString()], { cwd: join(repoRoot, 'gateway-graphql') });
  } catch (error) {
    await admin(adminUrl, `drop database if exists "${name}" with (force)`).finally(stopServer);
    throw error;
  }
  return {
    url: url.toString(),
    drop: async () => {
      await admin(adminUrl, `drop database if exists "${name}" with (force)`);
      await stopServer();
    },
  };
}
