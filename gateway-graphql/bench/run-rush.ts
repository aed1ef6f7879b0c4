// `npm run bench -- rush`: 40 students signing up and logging in at the same moment, five times
// (bench/signup-rush.ts).
import { openOrm } from '../src/db/orm.js';
import { benchDatabase, startGateway } from './setup.js';
import { signupRush } from './signup-rush.js';
import { BENCH_TARGETS } from './benchmark-table.js';
import type { BenchContext } from './context.js';

export async function runRush({ note }: BenchContext): Promise<void> {
  const db = await benchDatabase();
  await (await openOrm({ databaseUrl: db.url, logMigrations: false })).close();
  const gateway = await startGateway(db.url); // default budgets and hashing pool
  try {
    const result = await signupRush(gateway.url);
    console.log('4b. signup rush: 40 students sign up at the same moment and then log in, by the REST paths, never retrying a 503 (five rushes)');
    console.log(JSON.stringify(result, null, 2));
    const everyCall = result.succeeded === result.calls && result.calls === result.rushes * result.studentsPerRush * 2;
    console.log(`   every call succeeded: ${everyCall ? 'PASS' : 'MISS'} (${result.succeeded} of ${result.rushes * result.studentsPerRush * 2})\n`);
    note(BENCH_TARGETS.rush, `${result.succeeded} of ${result.rushes * result.studentsPerRush * 2} calls; the longest signup-and-login ${(result.longestSignupAndLoginMs / 1000).toFixed(1)} s`, everyCall);
  } finally {
    await gateway.stop();
    await db.stop();
  }
}
