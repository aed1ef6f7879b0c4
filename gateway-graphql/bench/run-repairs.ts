// `npm run bench -- repairs` (issue 53): repairs on a campus year of 60,000 jobs over 40 hostels,
// one gateway started as in production: the office's list and dashboard figures, a student's
// report with a 4 MB phone photo, and the grid read beside photo uploads against a quiet phase.
import { loadavg } from 'node:os';
import { openOrm } from '../src/db/orm.js';
import { BENCH_TARGETS } from './benchmark-table.js';
import type { BenchContext } from './context.js';
import { officeReads } from './repairs.js';
import { seedRepairsCampus } from './repairs-campus.js';
import { gridPhase, machineBusyMs } from './repairs-grid.js';
import { phonePhoto, sequentialReports } from './repairs-photos.js';
import { benchDatabase, startGateway } from './setup.js';

const SEQUENTIAL_REPORTS = 30;
const WARM_REPORTS = 5;
const GRID = { seconds: 20, readsPerSecond: 50, uploadsPerSecond: 5 };
const SLOWER_RATES = [1, 2];

const load = () => loadavg().map((n) => n.toFixed(2)).join(' ');

/** The whole machine's busy cores while `work` ran (everything on it, the benchmark's own processes included), and its answer. */
async function onMachine<T>(work: () => Promise<T>): Promise<{ result: T; machineCores: number | null }> {
  const before = machineBusyMs();
  const started = performance.now();
  const result = await work();
  const after = machineBusyMs();
  return { result, machineCores: before === null || after === null ? null : Math.round(((after - before) / (performance.now() - started)) * 100) / 100 };
}

export async function runRepairs({ note }: BenchContext): Promise<void> {
  console.log(`load average before: ${load()}`);
  const db = await benchDatabase();
  let gateway: Awaited<ReturnType<typeof startGateway>> | undefined;
  try {
    await (await openOrm({ databaseUrl: db.url, logMigrations: false })).close();
    const seeding = performance.now();
    const campus = await seedRepairsCampus(db.url);
    console.log(`8. the campus: 40 hostels, 7,680 residents, jobs by status and more ${JSON.stringify(campus.counts)}; seeded in ${((performance.now() - seeding) / 1000).toFixed(1)} s`);
    const photo = await phonePhoto();
    console.log(`   the phone photo: ${photo.width} x ${photo.height}, ${(photo.bytes.length / 2 ** 20).toFixed(2)} MiB JPEG with EXIF (make, model, GPS, orientation 6)\n`);
    // One load generator's address stands for the whole campus; the office's two sessions read far faster than people click.
    gateway = await startGateway(db.url, { LIMIT_ADDRESS_PER_MINUTE: '10000000', LIMIT_SESSION_PER_MINUTE: '100000' });

    const { result: office, machineCores: officeCores } = await onMachine(() => officeReads(gateway!.url, campus));
    console.log("8a. the office's list (the web's AdminRepairJobs, pages of 50 asked as 51) and the dashboard's figures (AdminRepairStats, 90 days), as an admin (40 hostels) and a warden of 2; one request at a time");
    console.log(JSON.stringify({ ...office, machineCores: officeCores }, null, 2));
    const worstList = office.lists.reduce((a, b) => (b.latencyMs.p95 > a.latencyMs.p95 ? b : a));
    const worstStats = office.stats.reduce((a, b) => (b.latencyMs.p95 > a.latencyMs.p95 ? b : a));
    const listMet = worstList.latencyMs.p95 <= 50;
    const statsMet = worstStats.latencyMs.p95 <= 100;
    const listFigures = office.lists.map((l) => `${l.as} ${l.name} ${l.latencyMs.p95}`).join(', ');
    console.log(`   list p95 at worst ${worstList.latencyMs.p95} ms (${worstList.as}, ${worstList.name}; target <= 50): ${listMet ? 'PASS' : 'MISS'}`);
    console.log(`   figures p95 at worst ${worstStats.latencyMs.p95} ms (${worstStats.as}; target <= 100): ${statsMet ? 'PASS' : 'MISS'}\n`);
    note(BENCH_TARGETS.repairsList, `p95 ms: ${listFigures}; SessionMe beside it p95 ${office.sessionMe.p95} ms; ${office.rounds} reads each`, listMet, { p95: worstList.latencyMs.p95 });
    note(BENCH_TARGETS.repairsStats, `p95 ${office.stats.map((s) => `${s.as} ${s.latencyMs.p95} ms`).join(', ')} (p50 ${office.stats.map((s) => s.latencyMs.p50).join(' / ')} ms); ${office.rounds} reads each`, statsMet, { p95: worstStats.latencyMs.p95 });

    await sequentialReports(gateway.url, campus.reporters.slice(0, WARM_REPORTS), photo, gateway.pid);
    const { result: reports, machineCores: reportCores } = await onMachine(() => sequentialReports(gateway!.url, campus.reporters.slice(WARM_REPORTS, WARM_REPORTS + SEQUENTIAL_REPORTS), photo, gateway!.pid));
    console.log(`8b. a student's report with the 4 MB photo (POST /api/repairs, multipart, as the student app sends it), ${SEQUENTIAL_REPORTS} one after another, each by another student, after ${WARM_REPORTS} to warm up`);
    console.log(JSON.stringify({ ...reports, machineCores: reportCores }, null, 2));
    const photoMet = reports.statuses['201'] === SEQUENTIAL_REPORTS && reports.latencyMs.p95 <= 1000;
    console.log(`   upload to saved p95 ${reports.latencyMs.p95} ms (target <= 1,000), ${reports.statuses['201'] ?? 0} of ${SEQUENTIAL_REPORTS} saved: ${photoMet ? 'PASS' : 'MISS'}\n`);
    note(BENCH_TARGETS.repairPhoto, `p95 ${reports.latencyMs.p95} ms, p50 ${reports.latencyMs.p50} ms, ${reports.statuses['201'] ?? 0} of ${SEQUENTIAL_REPORTS} saved (${(photo.bytes.length / 2 ** 20).toFixed(1)} MiB sent, ${reports.stored?.width} x ${reports.stored?.height} kept); ${reports.gatewayCpuMsPerReport} ms of gateway CPU a report, ${reports.eventLoopCpuMsPerReport} ms of it on the event loop`, photoMet, { p95: reports.latencyMs.p95 });

    const quiet = await gridPhase(gateway.url, db.url, campus, gateway.pid, GRID);
    const uploaders = campus.reporters.slice(WARM_REPORTS + SEQUENTIAL_REPORTS, WARM_REPORTS + SEQUENTIAL_REPORTS + GRID.uploadsPerSecond * GRID.seconds);
    const busy = await gridPhase(gateway.url, db.url, campus, gateway.pid, { ...GRID, uploads: { cookies: uploaders, photo } });
    console.log(`8c. the grid (RoomGridRooms, each resident their own hostel's) at ${GRID.readsPerSecond}/s for ${GRID.seconds} s: quiet, then beside ${uploaders.length} reports with the 4 MB photo (${GRID.uploadsPerSecond}/s); the gateway's event-loop delay from its /metrics`);
    console.log(JSON.stringify({ quiet, busy }, null, 2));
    // Below the target's rate, to show what this machine sustains: 1 and 2 reports a second, the same reads beside them.
    let next = WARM_REPORTS + SEQUENTIAL_REPORTS + uploaders.length;
    const slower: Record<string, Awaited<ReturnType<typeof gridPhase>>> = {};
    for (const rate of SLOWER_RATES) {
      const cookies = campus.reporters.slice(next, (next += rate * GRID.seconds));
      slower[`${rate}/s`] = await gridPhase(gateway.url, db.url, campus, gateway.pid, { ...GRID, uploads: { cookies, photo } });
    }
    console.log(`   the same reads beside ${SLOWER_RATES.map((r) => `${r}`).join(' and ')} reports a second (not targets):`);
    console.log(JSON.stringify(slower, null, 2));
    const failed = (phase: typeof quiet) => phase.reads - (phase.statuses['200'] ?? 0) + phase.notWhole;
    const gridMet = busy.readMs.p99 <= 50 && failed(busy) === 0 && (busy.uploads?.statuses['201'] ?? 0) === uploaders.length;
    console.log(`   read p99 ${busy.readMs.p99} ms beside the uploads (quiet ${quiet.readMs.p99} ms; target <= 50), event-loop delay p99 ${busy.eventLoopDelayMs.p99} ms, max ${busy.eventLoopDelayMs.max} ms (quiet ${quiet.eventLoopDelayMs.p99} / ${quiet.eventLoopDelayMs.max} ms): ${gridMet ? 'PASS' : 'MISS'}\n`);
    note(
      BENCH_TARGETS.repairsGrid,
      `read p99 ${busy.readMs.p99} ms beside the uploads, ${quiet.readMs.p99} ms quiet (p50 ${busy.readMs.p50} / ${quiet.readMs.p50} ms); event-loop delay p99 ${busy.eventLoopDelayMs.p99} ms, max ${busy.eventLoopDelayMs.max} ms (quiet ${quiet.eventLoopDelayMs.p99} / ${quiet.eventLoopDelayMs.max} ms); uploads p95 ${busy.uploads?.latencyMs.p95} ms, ${busy.uploads?.statuses['201'] ?? 0} of ${uploaders.length} saved; gateway ${busy.gatewayCores} cores, its event loop ${busy.eventLoopCores} (quiet ${quiet.gatewayCores}), the machine ${busy.machineCores} of 2; ${failed(busy)} reads failed; beside ${Object.entries(slower).map(([rate, phase]) => `${rate} read p99 ${phase.readMs.p99} ms, upload p95 ${phase.uploads?.latencyMs.p95} ms`).join('; ')}`,
      gridMet,
      { readP99: busy.readMs.p99, quietReadP99: quiet.readMs.p99, eventLoopP99: busy.eventLoopDelayMs.p99, eventLoopMax: busy.eventLoopDelayMs.max },
    );
  } finally {
    await gateway?.stop();
    await db.stop();
    console.log(`load average after: ${load()}`);
  }
}
