// `npm run bench -- read-during`: P1u (issue 49), the web's grid query at 500 a second beside
// selection day, on one gateway (bench/read-during.ts).
// BENCH_BASELINE=<commit>: that commit's gateway in the same sitting, runs interleaved
// (baseline, this, baseline, this…), BENCH_PAIRS pairs (default 3 with a baseline, else 1 run).
import { openOrm } from '../src/db/orm.js';
import { readDuring, readDuringTargets, type ReadDuringResult } from './read-during.js';
import { baselineCheckout, benchDatabase } from './setup.js';
import { BENCH_TARGETS } from './benchmark-table.js';
import type { BenchContext } from './context.js';

export async function runReadDuring({ note }: BenchContext): Promise<void> {
  const baseline = process.env.BENCH_BASELINE ? baselineCheckout(process.env.BENCH_BASELINE) : undefined;
  const pairs = Math.min(5, Math.max(1, Number(process.env.BENCH_PAIRS ?? (baseline ? 3 : 1))));
  const sides = baseline ? [{ label: baseline.label, repo: baseline.repo }, { label: 'this checkout', repo: undefined }] : [{ label: 'this checkout', repo: undefined }];
  const runs: { label: string; result: ReadDuringResult }[] = [];
  for (let pair = 0; pair < pairs; pair++) {
    for (const side of sides) {
      const db = await benchDatabase();
      await (await openOrm({ databaseUrl: db.url, logMigrations: false })).close();
      try {
        const result = await readDuring(db.url, { repo: side.repo });
        runs.push({ label: side.label, result });
        console.log(`2u. ${side.label}, run ${pair + 1}: the web's grid query (RoomGridRooms) at 500/s on the four 250-room hostels, quiet, then beside 5,000 bookings in 10 s; one gateway`);
        console.log(JSON.stringify(result, null, 2));
        for (const target of readDuringTargets(result)) console.log(`   ${target.name}: ${target.figure}: ${target.met ? 'PASS' : 'MISS'}`);
        console.log();
      } finally {
        await db.stop();
      }
    }
  }
  const summary = (label: string) => {
    const mine = runs.filter((r) => r.label === label).map((r) => r.result);
    const list = (pick: (r: ReadDuringResult) => number | null) => mine.map(pick).join(' / ');
    return `read p99 ${list((r) => r.storm.latencyMs.p99)} ms (quiet ${list((r) => r.quiet.latencyMs.p99)} ms, ${list((r) => r.ratio)}x); bookings p99 ${list((r) => r.storm.bookings.latencyMs.p99)} ms; ${list((r) => r.quiet.gatewayCpuMsPerRead)} ms of gateway CPU a read; ${list((r) => Math.round((r.quiet.bytesPerAnswer / 1024) * 10) / 10)} KB a 250-room grid (${mine[0]?.quiet.encoding}); ${list((r) => r.storm.bookings.doubleBookings)} double; stale past the fan-out delay ${list((r) => r.storm.stale.beyondDelay)}`;
  };
  for (const side of sides) console.log(`2u. ${side.label}: ${summary(side.label)}`);
  const mine = runs.filter((r) => r.label === 'this checkout').map((r) => r.result);
  const last = mine.at(-1)!;
  note(BENCH_TARGETS.readDuring, summary('this checkout') + (baseline ? `; ${baseline.label}: ${summary(baseline.label)}` : ''), mine.every((r) => readDuringTargets(r).every((t) => t.met)), {
    readP99: last.storm.latencyMs.p99,
    quietReadP99: last.quiet.latencyMs.p99,
    bookingP99: last.storm.bookings.latencyMs.p99,
    cpuMsPerRead: last.quiet.gatewayCpuMsPerRead ?? -1,
    kilobytes: Math.round((last.quiet.bytesPerAnswer / 1024) * 10) / 10,
    staleBeyondDelay: last.storm.stale.beyondDelay,
  });
  console.log();
}
