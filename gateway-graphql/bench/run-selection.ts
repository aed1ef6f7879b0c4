// `npm run bench -- selection`: selection day's booking rush (5,000 students, 2,000 beds) on one
// gateway, with what a request costs the gateway and PostgreSQL in CPU.
import { openOrm } from '../src/db/orm.js';
import { benchBookVia } from './booking-request.js';
import { seedSelectionDay, selectionDay } from './selection-day.js';
import { benchDatabase, databaseCpuMs, databaseCpuSpent, startGateway } from './setup.js';
import { BENCH_TARGETS } from './benchmark-table.js';
import type { BenchContext } from './context.js';

export async function runSelection({ note }: BenchContext): Promise<void> {
  const db = await benchDatabase();
  await (await openOrm({ databaseUrl: db.url, logMigrations: false })).close(); // the schema, before seeding
  const seed = await seedSelectionDay(db.url);
  const gateway = await startGateway(db.url);
  try {
    // CPU over the rush alone: read after the warm-up rushes (before 2026-11-24 they were counted too).
    const cpu = { gatewayBefore: null as number | null, gatewaySpent: null as number | null, databaseBefore: new Map<number, number>(), databaseSpent: null as number | null };
    const result = await selectionDay(gateway.url, db.url, seed, {
      rushStarts: async () => {
        cpu.gatewayBefore = gateway.cpuMs();
        cpu.databaseBefore = await databaseCpuMs(db.url);
      },
      rushEnded: async () => {
        const after = gateway.cpuMs();
        cpu.gatewaySpent = after === null || cpu.gatewayBefore === null ? null : after - cpu.gatewayBefore;
        cpu.databaseSpent = databaseCpuSpent(cpu.databaseBefore, await databaseCpuMs(db.url));
      },
    });
    console.log(`1. selection day (5,000 students over 10 s, open model, 2,000 beds; bookings ${benchBookVia === 'graphql' ? 'by the web\'s GraphQL mutation' : 'by the REST call'})`);
    // What a request costs the gateway (all threads) and PostgreSQL (its backends for this
    // database): the figures that move with the code, where p99 moves with the machine's load.
    const perRequest = (ms: number | null) => (ms === null ? null : Math.round((ms / result.requests) * 100) / 100);
    console.log(JSON.stringify({ ...result, acks: undefined, gatewayCpuMsPerRequest: perRequest(cpu.gatewaySpent), databaseCpuMsPerRequest: perRequest(cpu.databaseSpent) }, null, 2));
    const ok = result.bookings === result.expectedBookings && result.doubleBookings === 0 && result.overfullRooms === 0 && result.http5xx === 0;
    console.log(`   bookings = min(requests, beds): ${result.bookings === result.expectedBookings}; double bookings: ${result.doubleBookings}; 5xx: ${result.http5xx}; p99 ${result.latencyMs.p99} ms (target <= 150): ${ok && result.latencyMs.p99 <= 150 ? 'PASS' : 'MISS'}\n`);
    note(
      benchBookVia === 'graphql' ? BENCH_TARGETS.selectionGraphql : BENCH_TARGETS.selection,
      `p99 ${result.latencyMs.p99} ms; ${result.requests} requests; ${result.bookings} bookings, ${result.doubleBookings} double, ${result.http5xx} 5xx; ${perRequest(cpu.gatewaySpent)} ms of gateway CPU a request`,
      ok && result.latencyMs.p99 <= 150,
      { p99: result.latencyMs.p99, http5xx: result.http5xx, doubleBookings: result.doubleBookings, gatewayCpuMsPerRequest: perRequest(cpu.gatewaySpent) ?? -1 },
    );
  } finally {
    await gateway.stop();
    await db.stop();
  }
}
