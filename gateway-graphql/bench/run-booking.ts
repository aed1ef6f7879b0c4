// `npm run bench -- booking`: the gateway's CPU per booking request on the full path and on its
// lane, by REST and by the web's GraphQL mutation (bench/booking-path.ts).
import { openOrm } from '../src/db/orm.js';
import { bookingPath } from './booking-path.js';
import { seedSelectionDay } from './selection-day.js';
import { benchDatabase, startGateway } from './setup.js';
import { BENCH_TARGETS } from './benchmark-table.js';
import type { BenchContext } from './context.js';

export async function runBooking({ note }: BenchContext): Promise<void> {
  const laneRatios: string[] = [];
  for (const via of ['rest', 'graphql'] as const) {
    const db = await benchDatabase();
    await (await openOrm({ databaseUrl: db.url, logMigrations: false })).close();
    const seed = await seedSelectionDay(db.url);
    // One load generator's address stands for thousands of students here.
    const budgets = { LIMIT_ADDRESS_PER_MINUTE: '10000000' };
    const full = await startGateway(db.url, { ...budgets, [via === 'rest' ? 'BOOKING_LANE' : 'GRAPHQL_LANE']: 'off' });
    const lane = await startGateway(db.url, budgets);
    try {
      const result = await bookingPath({ full, lane }, seed, { via });
      const what = via === 'rest' ? 'the REST booking: the full path (Express) and the booking lane' : "the web's GraphQL booking: Express's chain to Apollo and the GraphQL lane";
      console.log(`1d. gateway CPU per booking request, ${what}; two gateways on one database, phases interleaved`);
      console.log(JSON.stringify(result, null, 2));
      const refusedAsExpected = Object.keys(result.statuses).every((status) => status === '409');
      console.log(`   lane / full path, median CPU per request: ${result.ratio.closedCpu}x at full speed, ${result.ratio.openCpu}x at 500 a second; every answer a full room's refusal: ${refusedAsExpected} (${JSON.stringify(result.statuses)})\n`);
      laneRatios.push(`${via === 'rest' ? 'REST' : 'GraphQL'} ${result.ratio.closedCpu}x busy, ${result.ratio.openCpu}x at 500/s${refusedAsExpected ? '' : ' (not every answer a 409)'}`);
    } finally {
      await Promise.all([full.stop(), lane.stop()]);
      await db.stop();
    }
  }
  if (laneRatios.length === 2) note(BENCH_TARGETS.lanes, laneRatios.join('; '), null);
}
