import { defineConfig, MikroORM } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import { entities, routines } from './entities.js';
import { migrationsList } from './migrations/index.js';

export interface OrmOptions {
  databaseUrl: string;
  /** Connection pool size; the default suits one gateway instance on a small machine. */
  poolMax?: number;
  debug?: boolean;
  /** Print each migration as it runs (default true; tests turn it off). */
  logMigrations?: boolean;
}

/** MikroORM configuration shared by the gateway, the CLI and the tests. */
export function ormConfig(options: OrmOptions) {
  return defineConfig({
    clientUrl: options.databaseUrl,
    entities,
    routines,
    extensions: [Migrator],
    migrations: { migrationsList, transactional: true, allOrNothing: true, snapshot: false, silent: options.logMigrations === false },
    // Connections stay open while idle: a new one costs a SCRAM handshake, which a rush can do without.
    pool: { min: 2, max: options.poolMax ?? 20, idleTimeoutMillis: 60_000 },
    debug: options.debug ?? false,
    // Entities are listed; nothing to discover from the disk.
    discovery: { warnWhenNoEntities: true },
    ensureDatabase: false,
  });
}

/** Opens the ORM and brings the schema up to date with the static migration list. */
export async function openOrm(options: OrmOptions): Promise<MikroORM> {
  const orm = await MikroORM.init(ormConfig(options));
  await orm.migrator.up();
  return orm;
}
