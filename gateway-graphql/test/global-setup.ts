import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../src/db/embedded.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A superuser URL on the test server: each test file creates its own database there. */
    pgAdminUrl: string;
  }
}

/** One PostgreSQL for the whole run: DATABASE_URL when set, else a throwaway embedded one. */
export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) {
    project.provide('pgAdminUrl', process.env.DATABASE_URL);
    return;
  }
  const dir = await mkdtemp(join(tmpdir(), 'dormspace-test-pg-'));
  await chmod(dir, 0o755); // as root, PostgreSQL runs as `postgres` and must reach its data folder
  const server = await startEmbeddedPostgres({ dataDir: join(dir, 'pg') });
  project.provide('pgAdminUrl', server.adminUrl);
  return async () => {
    await server.stop();
    await rm(dir, { recursive: true, force: true });
  };
}
