// `npm run bench -- search`: student search at 100,000 students, as an admin and as a warden
// (bench/search.ts).
import { openOrm } from '../src/db/orm.js';
import { seedHostels } from '../src/db/seed.js';
import { searchBench, seedSearch } from './search.js';
import { benchDatabase, startGateway } from './setup.js';
import { BENCH_TARGETS } from './benchmark-table.js';
import type { BenchContext } from './context.js';

export async function runSearch({ note }: BenchContext): Promise<void> {
  const db = await benchDatabase();
  const orm = await openOrm({ databaseUrl: db.url, logMigrations: false });
  await seedHostels(orm.em.fork());
  await orm.close();
  const cookies = await seedSearch(db.url);
  const gateway = await startGateway(db.url, { LIMIT_SESSION_PER_MINUTE: '10000000', LIMIT_ADDRESS_PER_MINUTE: '10000000' });
  try {
    const result = await searchBench(gateway.url, db.url, cookies);
    console.log('3. student search at 100,000 students: GraphQL over HTTP, one request at a time, admin and BH-1 warden');
    console.log(JSON.stringify(result, null, 2));
    console.log(`   worst p95 ${result.worstP95} ms (target < 50): ${result.worstP95 < 50 ? 'PASS' : 'MISS'}\n`);
    note(BENCH_TARGETS.search, `worst p95 ${result.worstP95} ms`, result.worstP95 < 50);
  } finally {
    await gateway.stop();
    await db.stop();
  }
}
