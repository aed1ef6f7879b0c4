// `npm run bench -- fanout`: commit-to-screen of bookings to 1,000 open grids over WebSockets on
// two gateways sharing Redis (bench/fan-out.ts).
import { openOrm } from '../src/db/orm.js';
import { fanOut, seedFanOut } from './fan-out.js';
import { benchDatabase, startGateway } from './setup.js';
import { BENCH_TARGETS } from './benchmark-table.js';
import type { BenchContext } from './context.js';

export async function runFanOut({ note }: BenchContext): Promise<void> {
  const redisUrl = process.env.REDIS_URL;
  if (!redisUrl) console.log('1c. fan-out across two gateways: SKIPPED (needs REDIS_URL)\n');
  else {
    const db = await benchDatabase();
    await (await openOrm({ databaseUrl: db.url, logMigrations: false })).close();
    const seed = await seedFanOut(db.url);
    const gateways = [await startGateway(db.url, { REDIS_URL: redisUrl }), await startGateway(db.url, { REDIS_URL: redisUrl })];
    try {
      // BENCH_FANOUT_RATE: bookings a second (default 20); ROOM_CHANGES_WINDOW_MS reaches the gateways.
      const rate = Number(process.env.BENCH_FANOUT_RATE ?? 20);
      if (!(rate > 0 && rate <= 1000)) throw new Error(`BENCH_FANOUT_RATE must be from 1 to 1000 bookings a second, got ${process.env.BENCH_FANOUT_RATE}`);
      const result = await fanOut(gateways.map((g) => g.url), seed, { rate });
      console.log(`1c. fan-out: 1,000 open grids (the web's RoomGridChanges) over WebSockets on two gateways (Redis), 200 bookings at ${rate}/s`);
      console.log(JSON.stringify(result, null, 2));
      const met = result.commitToScreenMs.p99 <= 100 && result.lost === 0 && result.duplicated === 0;
      console.log(`   commit-to-screen p99 ${result.commitToScreenMs.p99} ms (target <= 100), lost ${result.lost}, duplicated ${result.duplicated} (target 0, 0): ${met ? 'PASS' : 'MISS'}\n`);
      // The target is the grids' own subscription at 20 bookings a second; other settings are experiments.
      if (rate === 20) note(BENCH_TARGETS.fanOut, `p99 ${result.commitToScreenMs.p99} ms, ${result.lost} lost, ${result.duplicated} duplicated`, met, { p99: result.commitToScreenMs.p99, lost: result.lost });
    } finally {
      await Promise.all(gateways.map((g) => g.stop()));
      await db.stop();
    }
  }
}
