import { join } from 'node:path';
import type { Config } from '../config.js';
import { ensureDatabase, startEmbeddedPostgres } from './embedded.js';

export interface Database {
  url: string;
  /** Where it lives, for the start banner. */
  description: string;
  stop(): Promise<void>;
}

/** DATABASE_URL when set; otherwise the embedded PostgreSQL with its data in `<dataDir>/pg`. */
export async function openDatabase(config: Config): Promise<Database> {
  if (config.databaseUrl) {
    return { url: config.databaseUrl, description: 'DATABASE_URL', stop: async () => undefined };
  }
  const server = await startEmbeddedPostgres({ dataDir: join(config.dataDir, 'pg'), logFile: join(config.dataDir, 'postgres.log') });
  // Stopped again if its database cannot be made: a failed start leaves no server behind.
  await ensureDatabase(server.adminUrl, 'dormspace').catch(async (error: unknown) => {
    await server.stop();
    throw error;
  });
  return {
    url: server.urlFor('dormspace'),
    description: `embedded PostgreSQL on 127.0.0.1:${server.port}, data in ${join(config.dataDir, 'pg')}`,
    stop: () => server.stop(),
  };
}
