// `npm run bench -- slots`: issue 43, selection day as a process, on two gateways behind haproxy
// (bench/slots.ts); the same students and beds first come, first served, for comparison; then the
// end-of-process assignment of 5,000 into 6,000 beds; each on a fresh database.
import { startLoadBalancer } from '../src/cli/load-balancer.js';
import { openOrm } from '../src/db/orm.js';
import { benchDatabase, startGateway } from './setup.js';
import { assignmentBench, publishSlots, seedSlots, slotsDay } from './slots.js';
import { BENCH_TARGETS } from './benchmark-table.js';
import type { BenchContext } from './context.js';

export async function runSlots({ note }: BenchContext): Promise<void> {
  const redisUrl = process.env.REDIS_URL;
  if (!redisUrl) console.log('6. selection day in slots on two gateways: SKIPPED (needs REDIS_URL)\n');
  for (const part of redisUrl ? (['day', 'baseline', 'assignment'] as const) : []) {
    const db = await benchDatabase();
    await (await openOrm({ databaseUrl: db.url, logMigrations: false })).close();
    const seed = await seedSlots(db.url);
    // Started inside the try, so that a start that fails (no haproxy, say) stops what did start.
    const gateways: Awaited<ReturnType<typeof startGateway>>[] = [];
    let lb: Awaited<ReturnType<typeof startLoadBalancer>> | undefined;
    try {
      for (let i = 0; i < 2; i++) gateways.push(await startGateway(db.url, { REDIS_URL: redisUrl! }));
      lb = await startLoadBalancer(gateways.map((g) => ({ host: '127.0.0.1', port: Number(new URL(g.url).port) })), { port: 14000 + Math.floor(Math.random() * 1000) });
      if (part === 'baseline') {
        const result = await slotsDay(lb.url, db.url, { ...seed, processId: '00000000-0000-0000-0000-000000000000' }, 0, { baseline: true });
        console.log('6a (baseline). the same 5,000 students and 6,000 beds first come, first served: all arrive in the same 10 s, each booking alone; two gateways behind haproxy');
        console.log(JSON.stringify({ requests: result.requests, statuses: result.statuses, http5xx: result.http5xx, latencyMs: result.latencyMs, bookedStudents: result.bookedStudents, doubleBookings: result.doubleBookings, wallSeconds: result.wallSeconds }, null, 2));
        console.log(`   p99 ${result.latencyMs.p99} ms, ${result.requests} requests in ${result.wallSeconds} s: the peak the slots flatten\n`);
        note(BENCH_TARGETS.slotsBaseline, `p99 ${result.latencyMs.p99} ms; ${result.requests} requests in ${result.wallSeconds} s; ${result.bookedStudents} booked, ${result.doubleBookings} double`, null, { p99: result.latencyMs.p99 });
        continue;
      }
      const { processId, publishMs } = await publishSlots(lb.url, seed);
      if (part === 'day') {
        const result = await slotsDay(lb.url, db.url, { ...seed, processId }, publishMs);
        console.log('6a. selection day in slots: 5,000 students, 10 slots of 500 (10 minutes each, compressed), each slot arriving in its first 10 s, 250 pairs booking doubles together, 50 eager students of the next slot a slot; two gateways behind haproxy');
        console.log(JSON.stringify(result, null, 2));
        const met = result.latencyMs.p99 <= 150 && result.bookingsBeforeSlot === 0 && result.eagerAdmitted === 0 && result.doubleBookings === 0 && result.overfullRooms === 0 && result.groupsSplit === 0 && result.http5xx === 0;
        console.log(`   p99 ${result.latencyMs.p99} ms (target <= 150); before their slot: ${result.bookingsBeforeSlot} booked, ${result.eagerAdmitted} eager admitted; double: ${result.doubleBookings}; groups split: ${result.groupsSplit} of ${result.groups}: ${met ? 'PASS' : 'MISS'}\n`);
        note(
          BENCH_TARGETS.slots,
          `p99 ${result.latencyMs.p99} ms; ${result.requests} requests; ${result.bookedStudents} booked, ${result.bookingsBeforeSlot} before their slot, ${result.eagerAdmitted} eager admitted, ${result.doubleBookings} double, ${result.groupsWhole} of ${result.groups} pairs whole, ${result.groupsSplit} split; publishing the draw of 5,000 ${(result.publishMs / 1000).toFixed(2)} s`,
          met,
          { p99: result.latencyMs.p99, bookingsBeforeSlot: result.bookingsBeforeSlot, doubleBookings: result.doubleBookings, groupsSplit: result.groupsSplit, publishMs: result.publishMs },
        );
      } else {
        const result = await assignmentBench(lb.url, db.url, seed, processId);
        console.log('6b. the assignment at the close: 5,000 students who chose nothing into 6,000 beds, from the admin\'s click to ASSIGNED');
        console.log(JSON.stringify(result, null, 2));
        const met = result.status === 'ASSIGNED' && result.placed === result.students && result.double_bookings === 0 && result.overfull === 0 && result.wrong_gender === 0 && result.clickToAssignedMs <= 10_000;
        console.log(`   ${result.placed} placed in ${(result.clickToAssignedMs / 1000).toFixed(2)} s (target <= 10 s): ${met ? 'PASS' : 'MISS'}\n`);
        note(BENCH_TARGETS.assignment, `${result.placed} of ${result.students} placed into ${result.beds} beds in ${(result.clickToAssignedMs / 1000).toFixed(2)} s, click to ASSIGNED; ${result.double_bookings} double, ${result.wrong_gender} of the wrong gender`, met, { clickToAssignedMs: result.clickToAssignedMs });
      }
    } finally {
      await lb?.stop();
      await Promise.all(gateways.map((g) => g.kill('SIGTERM')));
      await db.stop();
    }
  }
}
