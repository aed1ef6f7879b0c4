// `npm run bench -- front-desk` (issue 54): the front desk on a campus of 40,000 students, 35,000
// of them residents of 8 hostels, one gateway started as in production. Parcels: the recipient
// search as the guards type (bench/front-desk-typing.ts, its statement against the one before it:
// bench/front-desk-statements.ts), then a morning rush, time compressed, of parcels logged and
// collected, counted from the database (bench/front-desk-rush.ts). Visitors: hosts register one
// each, the guards sign them in from a scan and out again (bench/front-desk-visitors.ts).
import { loadavg } from 'node:os';
import { GatePassSigner, newGatePassKey, PARCEL_PASSES, parseGatePassKeys, VISITOR_PASSES } from '../src/core/gate-pass.js';
import { openOrm } from '../src/db/orm.js';
import { BENCH_TARGETS } from './benchmark-table.js';
import type { BenchContext } from './context.js';
import { seedFrontDeskCampus } from './front-desk-campus.js';
import { coresAround } from './front-desk-cpu.js';
import { morningRush, seedLastEvening, warmLogging } from './front-desk-rush.js';
import { compareStatements } from './front-desk-statements.js';
import { visitorSignIns } from './front-desk-visitors.js';
import { guardsTyping, labelsFor, SEARCH_DEBOUNCE_MS, SEARCH_FROM, type GuardPage } from './front-desk-typing.js';
import { benchDatabase, percentiles, startGateway } from './setup.js';

/** The recipient search: three guards type at once, up to this many labels each, for at most this long. */
const TYPING = { labelsPerGuard: 60, seconds: 35, seed: 5403 };
/** Issue 54's morning: 400 parcels logged by 2 guards in 30 minutes while 400 students collect, its calendar played 30 times faster. */
const RUSH = { parcels: 400, collecting: 400, realMinutes: 30, seconds: 60, bothAtOnce: 40, again: 20, typedShare: 0.15 };
const WARM_PARCELS = 40;
const SEARCH_P95_MS = 50;
const WRITE_P99_MS = 100;
/** Visitors: this many hosts register one each; each phase (registering, signing in, signing out) stops after this long. */
const VISITORS = { hosts: 200, phaseSeconds: 40, registering: 4 };
const SIGN_IN_P95_MS = 100;

const load = () => loadavg().map((n) => n.toFixed(2)).join(' ');
const newPage = (guard: { name: string; cookie: string }): GuardPage => ({ name: guard.name, cookie: guard.cookie, cache: new Map(), inFlight: new Map() });

export async function runFrontDesk({ note }: BenchContext): Promise<void> {
  const began = performance.now();
  const elapsed = () => `${((performance.now() - began) / 1000).toFixed(0)} s in`;
  console.log(`load average before: ${load()}`);
  const db = await benchDatabase();
  let gateway: Awaited<ReturnType<typeof startGateway>> | undefined;
  try {
    await (await openOrm({ databaseUrl: db.url, logMigrations: false })).close();
    const seeding = performance.now();
    const campus = await seedFrontDeskCampus(db.url, RUSH.collecting);
    // The gateway's key ring, known here too: last evening's parcels get their codes as logParcel would derive them.
    const gateKeys = newGatePassKey('front-desk');
    const signer = new GatePassSigner(parseGatePassKeys(gateKeys)).for(PARCEL_PASSES);
    const collecting = campus.withSessions;
    await seedLastEvening(db.url, campus, collecting, signer);
    console.log(
      `9. the front desk's campus: ${campus.counts.students.toLocaleString('en')} students, ${campus.counts.residents.toLocaleString('en')} residents of ${campus.hostels.length} hostels, ${campus.counts.dayScholars.toLocaleString('en')} day scholars; the commonest first name ${campus.counts.commonestFirstName.name} (${campus.counts.commonestFirstName.students.toLocaleString('en')} students); 2 guards keeping all ${campus.hostels.length} hostels' desks and 1 keeping ${campus.hostelGuard.hostel}'s; ${collecting.length} parcels waiting from last evening; seeded in ${((performance.now() - seeding) / 1000).toFixed(1)} s (${elapsed()})`,
    );
    // One load generator's address stands for the campus, and the rush's calendar is played 30 times faster than the guards work: the per-minute budgets would be spent by the compression, not by a guard.
    gateway = await startGateway(db.url, { GATE_PASS_KEYS: gateKeys, LIMIT_ADDRESS_PER_MINUTE: '10000000', LIMIT_SESSION_PER_MINUTE: '100000' });

    // Residents in the seeded order: the typing phase's labels from the start, the morning's parcels after them, the collecting students (with sessions) at the end.
    const labels = labelsFor(campus.residents.slice(0, 2 * TYPING.labelsPerGuard + 40), TYPING.seed);
    const hostelLabels = labelsFor(campus.residents.slice(2 * TYPING.labelsPerGuard + 40, 1_000).filter((r) => r.hostel === campus.hostelGuard.hostel), TYPING.seed + 10);
    const arriving = campus.residents.slice(1_000, 1_000 + RUSH.parcels);
    const warmFor = campus.residents.slice(1_000 + RUSH.parcels, 1_000 + RUSH.parcels + WARM_PARCELS);

    // Warm-up, not counted: a few parcels logged, and a guard's page typing a few labels.
    const warm = await warmLogging(gateway.url, campus, warmFor);
    await guardsTyping(gateway.url, [newPage(campus.guards[0]!)], [labels.slice(2 * TYPING.labelsPerGuard)], { seconds: 3, seed: 1 });
    console.log(`   warm-up: ${warmFor.length} parcels logged (DeskLogParcel p50 ${warm.p50} ms) and 3 s of typing (${elapsed()})\n`);

    // 9a. Parcels: the recipient search as the guards type: the parcel room's two guards, and a hostel's own desk beside them.
    const campusDesk = 'the parcel room (8 hostels)';
    const hostelDesk = `${campus.hostelGuard.hostel}'s desk (1 hostel)`;
    const { result: typing, cores: typingCores } = await coresAround(gateway, db.url, () =>
      guardsTyping(gateway!.url, [...campus.guards.map(newPage), newPage(campus.hostelGuard)], [labels.slice(0, TYPING.labelsPerGuard), labels.slice(TYPING.labelsPerGuard, 2 * TYPING.labelsPerGuard), hostelLabels], {
        ...TYPING,
        desks: [campusDesk, campusDesk, hostelDesk],
      }),
    );
    const all = percentiles(typing.samples.filter((x) => x.ok).map((x) => x.ms));
    const failedSearches = typing.samples.filter((x) => !x.ok).length;
    console.log(
      `9a. parcels: the recipient search (mf-admin's DeskParcelRecipients, as Apollo Client sends it) as 3 guards type at once, key by key in real time: the parcel room's 2 (all 8 hostels) and ${hostelDesk}; the debounce ${SEARCH_DEBOUNCE_MS} ms, from ${SEARCH_FROM} characters, each page's answers cache-first; labels: a name (6 in 10), an enrollment ID, a room number (${elapsed()})`,
    );
    console.log(JSON.stringify({ seconds: typing.seconds, all: { sent: typing.samples.length, failed: failedSearches, latencyMs: all }, desks: typing.desks, cores: typingCores }, null, 2));
    const worst = typing.desks.reduce((a, b) => (b.latencyMs.p95 > a.latencyMs.p95 ? b : a));
    const searchMet = worst.latencyMs.p95 <= SEARCH_P95_MS && failedSearches === 0 && typing.samples.length > 0;
    console.log(`   p95 ${all.p95} ms over ${typing.samples.length} searches, at worst ${worst.latencyMs.p95} ms (${worst.desk}; target <= ${SEARCH_P95_MS}), ${failedSearches} failed: ${searchMet ? 'PASS' : 'MISS'}\n`);

    // The same searches, the statement alone (no HTTP), today's against the one before it, in turns.
    const hostelIds = campus.hostels.map((h) => h.id);
    const ganga = campus.hostels.find((h) => h.name === campus.hostelGuard.hostel)!.id;
    const sent = typing.samples.filter((x) => x.ok).map((x) => ({ hostels: x.desk === hostelDesk ? [ganga] : hostelIds, query: x.query }));
    const statements = await compareStatements(db.url, sent);
    console.log(`9a'. the same ${statements.searches} searches, the statement alone in the bench's process, before (every match sorted by name) and now (ten taken by index order), in turns (${elapsed()})`);
    console.log(JSON.stringify(statements, null, 2));
    console.log('');
    const perDesk = typing.desks.map((d) => `${d.desk} p95 ${d.latencyMs.p95} ms (p50 ${d.latencyMs.p50}, p99 ${d.latencyMs.p99}; ${d.outcomes.sent} sent, ${d.labels} labels)`).join('; ');
    note(
      BENCH_TARGETS.parcelSearch,
      `p95 ${all.p95} ms, p50 ${all.p50} ms, p99 ${all.p99} ms over ${typing.samples.length} searches as 3 guards typed ${typing.desks.reduce((n, d) => n + d.labels, 0)} labels in real time (from ${SEARCH_FROM} characters, debounce ${SEARCH_DEBOUNCE_MS} ms, cache-first): ${perDesk}; ${failedSearches} failed; the statement alone p95 ${statements.now.p95} ms, before this benchmark's change ${statements.before.p95} ms; cores: gateway ${typingCores.gateway}, PostgreSQL ${typingCores.database}, other work on the machine ${typingCores.others}`,
      searchMet,
      { p50: all.p50, p95: all.p95, p99: all.p99, worstDeskP95: worst.latencyMs.p95, statementP95: statements.now.p95, statementBeforeP95: statements.before.p95 },
    );

    // 9b. Parcels: the morning rush.
    const { result: rush, cores: rushCores, gatewayCpuMs, databaseCpuMs } = await coresAround(gateway, db.url, () => morningRush(gateway!.url, db.url, campus, { ...RUSH, arriving, collecting }));
    const calls = rush.writes.count + rush.reads.count;
    const perCall = (ms: number | null) => (ms === null ? null : Math.round((ms / calls) * 100) / 100);
    console.log(
      `9b. parcels: the morning rush, ${RUSH.parcels} parcels logged by 2 guards (DeskParcelRecipients, then DeskLogParcel) while ${RUSH.collecting} students collect (StudentMyParcels on their phone, then DeskCollectParcel on the QR token or, ${Math.round(RUSH.typedShare * 100)} in 100, the typed code); ${RUSH.bothAtOnce} codes scanned by both guards at once and ${RUSH.again} scanned again by the other guard a moment later; the calendar of ${RUSH.realMinutes} minutes played in ${RUSH.seconds} s, each guard one tap at a time (${elapsed()})`,
    );
    console.log(JSON.stringify({ ...rush, cores: rushCores, cpuMsPerCall: { gateway: perCall(gatewayCpuMs), database: perCall(databaseCpuMs), calls } }, null, 2));
    const { database: d, logs, collections: c } = rush;
    // Lost: acknowledged, and not so in the database. Failed: not done (an error, no answer), which the target allows no more than a loss.
    const lost = d.loggedLost + d.collectedLost;
    const failed = logs.asked - logs.acknowledged + (RUSH.collecting - c.collected);
    const twice = d.handedOverTwice;
    const rushMet =
      rush.writes.all.p99 <= WRITE_P99_MS && lost === 0 && failed === 0 && twice === 0 && d.loggedFound === RUSH.parcels && d.collectedFound === RUSH.collecting && d.collectedAuditEvents === RUSH.collecting && c.bothAtOnce.oneEach === c.bothAtOnce.pairs;
    console.log(
      `   writes p99 ${rush.writes.all.p99} ms (target <= ${WRITE_P99_MS}; logParcel ${rush.writes.logParcel.p99}, collectParcel ${rush.writes.collectParcel.p99}), ${lost} lost, ${failed} failed, ${twice} handed over twice, ${d.loggedFound} logged and ${d.collectedFound} collected in the database: ${rushMet ? 'PASS' : 'MISS'}\n`,
    );
    note(
      BENCH_TARGETS.parcelRush,
      `writes p99 ${rush.writes.all.p99} ms, p95 ${rush.writes.all.p95} ms, p50 ${rush.writes.all.p50} ms over ${rush.writes.count} (logParcel p99 ${rush.writes.logParcel.p99} ms, collectParcel p99 ${rush.writes.collectParcel.p99} ms); in the database ${d.loggedFound} of ${RUSH.parcels} logged, ${d.collectedFound} of ${RUSH.collecting} collected, ${lost} lost, ${failed} failed, ${twice} handed over twice (${c.bothAtOnce.oneEach} of ${c.bothAtOnce.pairs} codes scanned by both guards at once handed over once, ${c.again.refused} of ${c.again.scans} scanned again refused); beside them p99: the search ${rush.reads.deskSearch.p99} ms, My parcels ${rush.reads.myParcels.p99} ms; ${rush.compression}, the guards late p95 ${rush.guardsLateMs.p95} ms; gateway CPU ${perCall(gatewayCpuMs)} ms a call; cores: gateway ${rushCores.gateway}, PostgreSQL ${rushCores.database}, other work on the machine ${rushCores.others}`,
      rushMet,
      { p50: rush.writes.all.p50, p95: rush.writes.all.p95, p99: rush.writes.all.p99, lost, failed, twice },
    );

    // 9c. Visitors: hosts register one each, then the parcel room's two guards sign them in from a scan, and out.
    const visitorSigner = new GatePassSigner(parseGatePassKeys(gateKeys)).for(VISITOR_PASSES);
    const hosts = campus.withSessions.slice(0, VISITORS.hosts);
    const { result: visits, cores: visitCores } = await coresAround(gateway, db.url, () => visitorSignIns(gateway!.url, db.url, campus, visitorSigner, { ...VISITORS, hosts }));
    console.log(
      `9c. visitors: ${hosts.length} hosts register a visitor each (StudentRegisterVisitor, ${VISITORS.registering} at once), then the parcel room's 2 guards take them one at a time each: the scanned QR token checked (VisitorDeskPass), the ID's type and last 4, signed in (VisitorDeskSignIn); then each signed out (VisitorDeskSignOut); every hostel open all day (${elapsed()})`,
    );
    console.log(JSON.stringify({ ...visits, cores: visitCores }, null, 2));
    const signInMet = visits.signIn.count === hosts.length && visits.signIn.failed === 0 && visits.signIn.latencyMs.p95 <= SIGN_IN_P95_MS && visits.database.signedIn === hosts.length && visits.database.auditSignIns === hosts.length;
    console.log(`   sign-in p95 ${visits.signIn.latencyMs.p95} ms (target <= ${SIGN_IN_P95_MS}), the scan to signed in p95 ${visits.scanToIn.p95} ms, ${visits.database.signedIn} of ${hosts.length} signed in in the database: ${signInMet ? 'PASS' : 'MISS'}\n`);
    note(
      BENCH_TARGETS.visitorSignIn,
      `VisitorDeskSignIn p95 ${visits.signIn.latencyMs.p95} ms, p50 ${visits.signIn.latencyMs.p50} ms, p99 ${visits.signIn.latencyMs.p99} ms over ${visits.signIn.count} (2 guards, one at a time each); the pass check before it p95 ${visits.check.latencyMs.p95} ms, the scan to signed in p95 ${visits.scanToIn.p95} ms; registering p95 ${visits.registered.latencyMs.p95} ms, signing out p95 ${visits.signOut.latencyMs.p95} ms; in the database ${visits.database.signedIn} of ${hosts.length} signed in, ${visits.database.signedOut} signed out; cores: gateway ${visitCores.gateway}, PostgreSQL ${visitCores.database}, other work on the machine ${visitCores.others}`,
      signInMet,
      { p50: visits.signIn.latencyMs.p50, p95: visits.signIn.latencyMs.p95, p99: visits.signIn.latencyMs.p99, scanToInP95: visits.scanToIn.p95 },
    );
  } finally {
    await gateway?.stop();
    await db.stop();
    console.log(`load average after: ${load()} (${elapsed()})`);
  }
}
