// `npm run bench -- cluster`: selection day on two gateways sharing PostgreSQL and Redis behind
// haproxy, as `npm run start:cluster` runs them; then again on a fresh database with the second
// gateway killed (SIGKILL) halfway through the rush.
import { startLoadBalancer } from '../src/cli/load-balancer.js';
import { openOrm } from '../src/db/orm.js';
import { benchBookVia } from './booking-request.js';
import { seedSelectionDay, selectionDay } from './selection-day.js';
import { benchDatabase, startGateway } from './setup.js';
import { BENCH_TARGETS } from './benchmark-table.js';
import type { BenchContext } from './context.js';

export async function runCluster({ note }: BenchContext): Promise<void> {
  const redisUrl = process.env.REDIS_URL;
  if (!redisUrl) console.log('1b. selection day on two gateways: SKIPPED (needs REDIS_URL)\n');
  const runs: { p99: number; met: boolean; words: string }[] = [];
  for (const kill of redisUrl ? [false, true] : []) {
    const db = await benchDatabase();
    await (await openOrm({ databaseUrl: db.url, logMigrations: false })).close();
    const seed = await seedSelectionDay(db.url);
    // Started inside the try, so that a start that fails (no haproxy, say) stops what did start.
    const gateways: Awaited<ReturnType<typeof startGateway>>[] = [];
    let lb: Awaited<ReturnType<typeof startLoadBalancer>> | undefined;
    try {
      for (let i = 0; i < 2; i++) gateways.push(await startGateway(db.url, { REDIS_URL: redisUrl! }));
      lb = await startLoadBalancer(gateways.map((g) => ({ host: '127.0.0.1', port: Number(new URL(g.url).port) })), { port: 14000 + Math.floor(Math.random() * 1000) });
      // Both gateways' CPU over the rush alone (after the warm-ups), the killed one's up to its kill.
      const cpu = { before: [] as (number | null)[], after: [null, null] as (number | null)[] };
      const result = await selectionDay(lb.url, db.url, seed, {
        rushStarts: async () => {
          cpu.before = gateways.map((g) => g.cpuMs());
        },
        rushEnded: async () => {
          cpu.after[0] = gateways[0]!.cpuMs();
          if (!kill) cpu.after[1] = gateways[1]!.cpuMs();
        },
        midRush: kill
          ? () => {
              cpu.after[1] = gateways[1]!.cpuMs();
              return gateways[1]!.kill('SIGKILL');
            }
          : undefined,
      });
      const spent = cpu.after.map((after, i) => (after === null || (cpu.before[i] ?? null) === null ? null : after - cpu.before[i]!));
      const gatewayCpuMsPerRequest = spent.includes(null) ? null : Math.round(((spent[0]! + spent[1]!) / result.requests) * 100) / 100;
      console.log(`1b. selection day on two gateways behind haproxy${kill ? ', the second killed halfway' : ''}`);
      console.log(JSON.stringify({ ...result, acks: undefined, gatewayCpuMsPerRequest }, null, 2));
      const correct = result.bookings === result.expectedBookings && result.doubleBookings === 0 && result.overfullRooms === 0 && result.acknowledgedLost === 0;
      console.log(
        kill
          ? `   bookings = min(requests, beds): ${result.bookings === result.expectedBookings}; acknowledged lost: ${result.acknowledgedLost}; double: ${result.doubleBookings}; 5xx seen and resent: ${result.http5xx} (${result.resent} resent): ${correct ? 'PASS' : 'MISS'}\n`
          : `   bookings = min(requests, beds): ${result.bookings === result.expectedBookings}; double: ${result.doubleBookings}; 5xx: ${result.http5xx}; p99 ${result.latencyMs.p99} ms (target <= 150): ${correct && result.http5xx === 0 && result.latencyMs.p99 <= 150 ? 'PASS' : 'MISS'}\n`,
      );
      runs.push(
        kill
          ? { p99: result.latencyMs.p99, met: correct, words: `killed halfway p99 ${result.latencyMs.p99} ms, ${result.acknowledgedLost} acknowledged lost, ${result.doubleBookings} double, ${result.resent} resent with their key` }
          : { p99: result.latencyMs.p99, met: correct && result.http5xx === 0 && result.latencyMs.p99 <= 150, words: `p99 ${result.latencyMs.p99} ms, ${result.doubleBookings} double, ${result.http5xx} 5xx` },
      );
    } finally {
      await lb?.stop();
      await Promise.all(gateways.map((g) => g.kill('SIGTERM')));
      await db.stop();
    }
  }
  if (runs.length === 2) note(benchBookVia === 'graphql' ? BENCH_TARGETS.clusterGraphql : BENCH_TARGETS.cluster, runs.map((r) => r.words).join('; '), runs.every((r) => r.met));
}
