import 'reflect-metadata';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { AppError } from '../core/errors.js';
import { openDatabase } from '../db/database.js';
import { openOrm } from '../db/orm.js';
import { systemClock } from '../core/clock.js';
import { UserService } from '../modules/user/index.js';

/**
 * `npm run create-admin -- --email E --password P --name N`: creates an admin, or resets the
 * password and name of an existing one. Uses DATABASE_URL, else the embedded database (the one
 * a running gateway uses, or a fresh start of it).
 */
const usage = 'usage: npm run create-admin -- --email E --password P --name N';
let values: { email?: string; password?: string; name?: string };
try {
  ({ values } = parseArgs({ options: { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' } } }));
} catch (error) {
  console.error(`${error instanceof Error ? error.message : String(error)}\n${usage}`);
  process.exit(2);
}

const database = await openDatabase(loadConfig());
const orm = await openOrm({ databaseUrl: database.url, poolMax: 2 });
let code = 0;
try {
  const { user, created } = await new UserService(orm.em.fork(), systemClock).upsertAdmin(values);
  console.info(`${created ? 'Created' : 'Updated'} admin ${user.email} (${user.name}).`);
} catch (error) {
  code = error instanceof AppError && error.code !== 'CONFLICT' ? 2 : 1;
  console.error(error instanceof AppError ? `${error.message}\n${usage}` : error);
} finally {
  await orm.close();
  await database.stop();
}
process.exit(code);
