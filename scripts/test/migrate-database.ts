import 'reflect-metadata';

/**
 * `node --import tsx scripts/test/migrate-database.ts <url>` (run from gateway-graphql, for its
 * decorator settings): brings a database up to the gateway's schema with the gateway's own
 * migrations, as its start does, and nothing else (no seed, no server). The gateway's ORM is
 * imported by its address: the scripts' type check (no decorator settings) stays out of it.
 */
const url = process.argv[2];
if (!url) throw new Error('usage: migrate-database.ts <database url>');
const orm = new URL('../../gateway-graphql/src/db/orm.ts', import.meta.url).href;
const { openOrm } = (await import(orm)) as { openOrm(options: { databaseUrl: string; logMigrations: boolean; poolMax: number }): Promise<{ close(): Promise<void> }> };
await (await openOrm({ databaseUrl: url, logMigrations: false, poolMax: 2 })).close();
