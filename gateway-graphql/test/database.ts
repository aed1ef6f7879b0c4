import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { adminSql as admin } from '../src/db/embedded.js';

/**
 * A fresh database on the test server, every migration run (a copy of the run's template,
 * test/global-setup.ts), or with nothing in it (`empty`: the migrations' own test); `drop()`
 * removes it.
 */
export async function createTestDatabase(options: { empty?: boolean } = {}): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = inject('pgAdminUrl');
  const name = `dormspace_test_${randomBytes(6).toString('hex')}`;
  await admin(adminUrl, options.empty ? `create database "${name}"` : `create database "${name}" template "${inject('pgTemplate')}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(adminUrl, `drop database if exists "${name}" with (force)`) };
}

/** Runs SQL on the server's maintenance database (not the one under test). */
export const adminSql = (sql: string): Promise<void> => admin(inject('pgAdminUrl'), sql);
