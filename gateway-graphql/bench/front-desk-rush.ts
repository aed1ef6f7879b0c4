import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import type { GatePassSigner } from '../src/core/gate-pass.js';
import { parcelCodeRecord } from '../src/modules/parcels/parcels.pass.js';
import { seeded, type FrontDeskCampus, type Resident } from './front-desk-campus.js';
import { DESK_RECIPIENTS } from './front-desk-typing.js';
import { percentiles } from './setup.js';
import { APOLLO_HEADERS, apolloBody, webOperation, type WebOperation } from './web-operations.js';

/**
 * A morning at the parcel room (issue 54), time compressed: two guards log the morning's parcels
 * while students collect theirs, each call the web's own (mf-admin's DeskLogParcel and
 * DeskCollectParcel, mf-student's StudentMyParcels), as Apollo Client sends it; some codes are
 * scanned by both guards at once, or again a moment later, to show that a parcel is handed over
 * once. Then the database is counted.
 */
export const DESK_LOG_PARCEL = webOperation('mf-admin', 'DeskLogParcel');
export const DESK_COLLECT_PARCEL = webOperation('mf-admin', 'DeskCollectParcel');
export const STUDENT_MY_PARCELS = webOperation('mf-student', 'StudentMyParcels');

/** The log form's couriers (parcel-words.ts' quick choices) and one typed. */
const COURIERS = ['Amazon', 'Flipkart', 'India Post', 'Blue Dart', 'DTDC', 'Delhivery'];

type Figures = ReturnType<typeof percentiles>;

interface Answer<T> {
  ms: number;
  data: T | null;
  /** The first error's code (CONFLICT, …), `HTTP <status>` or `network` when there was no GraphQL answer. */
  error: string | null;
  message?: string;
}

/** One of the web's operations as Apollo Client sends it, timed; never throws. */
export async function timedOperation<T>(baseUrl: string, cookie: string, operation: WebOperation, variables: Record<string, unknown> = {}): Promise<Answer<T>> {
  const started = performance.now();
  try {
    const response = await fetch(`${baseUrl}/graphql`, { method: 'POST', headers: { ...APOLLO_HEADERS, cookie }, body: apolloBody(operation, variables), signal: AbortSignal.timeout(30_000) });
    const body = (await response.json().catch(() => ({}))) as { data?: T | null; errors?: { message: string; extensions?: { code?: string } }[] };
    const ms = performance.now() - started;
    if (body.errors?.length) return { ms, data: null, error: body.errors[0]!.extensions?.code ?? 'ERROR', message: body.errors[0]!.message };
    if (!response.ok || !body.data) return { ms, data: null, error: `HTTP ${response.status}` };
    return { ms, data: body.data, error: null };
  } catch (fault) {
    return { ms: performance.now() - started, data: null, error: 'network', message: String(fault) };
  }
}

/** The log form's input, its keys in the form's order (log-parcel-form.tsx). */
function parcelInput(student: Resident, i: number, rand: () => number) {
  const courier = COURIERS[Math.floor(rand() * COURIERS.length)]!;
  const tracking = rand() < 0.7 ? `${courier.slice(0, 2).toUpperCase()}${String(Math.floor(rand() * 1e10)).padStart(10, '0')}IN` : null;
  return { studentId: student.id, courier, trackingNumber: tracking, shelf: `${'ABCDEF'[Math.floor(i / 40) % 6]}${1 + (Math.floor(i / 8) % 5)}`, perishable: rand() < 0.05 };
}

/**
 * Last evening's parcels, waiting at the desk for the students who collect in the rush: written
 * straight into the database (a code each, derived under the gateway's key ring as logParcel
 * derives it, kept as its hash), logged 12 to 16 hours before by the parcel room's guards.
 */
export async function seedLastEvening(databaseUrl: string, campus: FrontDeskCampus, students: Resident[], signer: GatePassSigner): Promise<void> {
  const rand = seeded(5401);
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const hostelId = new Map(campus.hostels.map((h) => [h.name, h.id]));
    const rows = students.map((student, i) => {
      const id = randomUUID();
      const input = parcelInput(student, i, rand);
      const { codeKid, codeHash } = parcelCodeRecord(signer, id);
      return { id, student: student.id, hostel: hostelId.get(student.hostel)!, ...input, codeKid, codeHash, by: campus.guards[i % 2]!.id, hoursAgo: 12 + rand() * 4 };
    });
    const column = <K extends keyof (typeof rows)[number]>(key: K) => rows.map((r) => r[key]);
    await db.query(
      `insert into parcels (id, student_id, hostel_id, courier, tracking_number, shelf, perishable, code_kid, code_hash, logged_by_id, logged_at)
       select id, student_id, hostel_id, courier, tracking_number, shelf, perishable, code_kid, code_hash, logged_by_id, now() - make_interval(secs => hours * 3600)
         from unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::text[], $5::text[], $6::text[], $7::boolean[], $8::text[], $9::text[], $10::uuid[], $11::float8[])
           as p(id, student_id, hostel_id, courier, tracking_number, shelf, perishable, code_kid, code_hash, logged_by_id, hours)`,
      [
        column('id'),
        column('student'),
        column('hostel'),
        column('courier'),
        column('trackingNumber'),
        column('shelf'),
        column('perishable'),
        column('codeKid'),
        column('codeHash'),
        column('by'),
        column('hoursAgo'),
      ],
    );
    await db.query('analyze parcels');
  } finally {
    await db.end();
  }
}

/** A few parcels logged through the gateway before anything is measured (its code paths warm), a few at a time; throws on any failure. */
export async function warmLogging(baseUrl: string, campus: FrontDeskCampus, students: Resident[]): Promise<Figures> {
  const rand = seeded(5400);
  const samples: number[] = [];
  let next = 0;
  await Promise.all(
    [0, 1].map(async (w) => {
      while (next < students.length) {
        const i = next++;
        const answer = await timedOperation(baseUrl, campus.guards[w]!.cookie, DESK_LOG_PARCEL, { input: parcelInput(students[i]!, i, rand) });
        if (answer.error) throw new Error(`bench: a warm-up parcel: ${answer.error} ${answer.message ?? ''}`);
        samples.push(answer.ms);
      }
    }),
  );
  return percentiles(samples);
}

interface Pass {
  token: string;
  code: string;
}
interface MyParcels {
  myParcels: { id: string; status: string; pass: Pass | null }[];
}

export interface RushPlan {
  /** Real minutes the rush stands for, and the seconds it is played in. */
  realMinutes: number;
  seconds: number;
  /** Residents the morning's parcels are for (one each), logged half by each guard. */
  arriving: Resident[];
  /** Students with a session and a waiting parcel from last evening, who come to collect it. */
  collecting: (Resident & { cookie: string })[];
  /** Collections scanned by both guards at once, and scanned again by the other guard a moment later. */
  bothAtOnce: number;
  again: number;
  /** Share of hand-overs on the typed code rather than the QR code. */
  typedShare: number;
}

export interface RushResult {
  compression: string;
  seconds: number;
  /** How far behind their compressed schedule the guards fell (each waits for an answer before the next tap). */
  guardsLateMs: Figures;
  writes: { all: Figures; logParcel: Figures; collectParcel: Figures; count: number };
  reads: { deskSearch: Figures; myParcels: Figures; count: number };
  logs: { asked: number; acknowledged: number; failed: Record<string, number> };
  collections: { students: number; collected: number; refusedAsAlreadyCollected: number; failed: Record<string, number>; viaTypedCode: number; bothAtOnce: { pairs: number; oneEach: number }; again: { scans: number; refused: number } };
  database: { loggedFound: number; loggedLost: number; collectedFound: number; collectedLost: number; handedOverTwice: number; collectedAuditEvents: number; collectedBells: number; waitingOfLastEvening: number };
  /** The slowest writes, for the record. */
  slowestWrites: { op: string; ms: number }[];
}

const tally = (into: Record<string, number>, key: string) => void (into[key] = (into[key] ?? 0) + 1);

/** Two guards meeting at the same scan: each waits for the other, then both send. */
function meeting(): () => Promise<void> {
  let arrived = 0;
  let release!: () => void;
  const both = new Promise<void>((resolve) => (release = resolve));
  return () => {
    if (++arrived === 2) release();
    return both;
  };
}

type Task = { atMs: number; order: number } & (
  | { kind: 'log'; student: Resident; input: ReturnType<typeof parcelInput> }
  | { kind: 'collect'; visit: number; meet?: () => Promise<void>; afterFirst?: boolean }
);

/**
 * The rush. Its calendar is compressed `realMinutes` into `seconds`: the parcels come off the vans
 * evenly through it (half to each guard), and the students arrive at random through it, open My
 * parcels on their phones at once, and reach a guard's counter a moment later. Each guard is one
 * person at one screen: their taps in the calendar's order, each when its time comes, never while
 * an answer is awaited (the desk's buttons wait for it), so a slow answer makes the guard late,
 * and how late is reported. A parcel is logged after the search that found its resident (the
 * enrollment ID off the label: the keystrokes before it are the typing phase's). The students'
 * phones are their own: My parcels at their time, whatever the guards are doing.
 */
export async function morningRush(baseUrl: string, databaseUrl: string, campus: FrontDeskCampus, plan: RushPlan): Promise<RushResult> {
  const rand = seeded(5402);
  const windowMs = plan.seconds * 1000;
  const guards = [campus.guards[0]!, campus.guards[1]!];
  const writes: { op: string; ms: number }[] = [];
  const searchMs: number[] = [];
  const myParcelsMs: number[] = [];
  const lateMs: number[] = [];
  const logs = { asked: 0, acknowledged: 0, failed: {} as Record<string, number> };
  const logged: string[] = [];
  const collections = { students: plan.collecting.length, collected: 0, refusedAsAlreadyCollected: 0, failed: {} as Record<string, number>, viaTypedCode: 0, bothAtOnce: { pairs: 0, oneEach: 0 }, again: { scans: 0, refused: 0 } };
  const handedOver = new Map<string, number>();

  // Every choice drawn before the rush starts, in order: the same calendar every run.
  const tasks: Task[][] = [[], []];
  let order = 0;
  const perGuard = Math.ceil(plan.arriving.length / 2);
  plan.arriving.forEach((student, i) => {
    const atMs = ((Math.floor(i / 2) + (i % 2) / 2 + rand() * 0.25) * windowMs) / perGuard;
    tasks[i % 2]!.push({ kind: 'log', atMs, order: order++, student, input: parcelInput(student, i, rand) });
  });
  const every = (n: number) => Math.max(1, Math.floor(plan.collecting.length / Math.max(1, n)));
  const visits = plan.collecting.map((student, i) => {
    const arriveMs = rand() * (windowMs - 2000);
    const both = plan.bothAtOnce > 0 && i % every(plan.bothAtOnce) === 0 && i / every(plan.bothAtOnce) < plan.bothAtOnce;
    const again = !both && plan.again > 0 && i % every(plan.again) === 1 && (i - 1) / every(plan.again) < plan.again;
    return { student, arriveMs, atDeskMs: arriveMs + 300 + rand() * 500, both, again, typed: rand() < plan.typedShare, guard: rand() < 0.5 ? 0 : 1, againAfterMs: 500 + rand() * 1000 };
  });
  visits.forEach((visit, v) => {
    if (visit.both) {
      const meet = meeting();
      for (const g of [0, 1]) tasks[g]!.push({ kind: 'collect', atMs: visit.atDeskMs, order: order, visit: v, meet });
      order++;
      return;
    }
    tasks[visit.guard]!.push({ kind: 'collect', atMs: visit.atDeskMs, order: order++, visit: v });
    if (visit.again) tasks[1 - visit.guard]!.push({ kind: 'collect', atMs: visit.atDeskMs + visit.againAfterMs, order: order++, visit: v, afterFirst: true });
  });
  for (const list of tasks) list.sort((a, b) => a.atMs - b.atMs || a.order - b.order);

  const started = performance.now();
  const at = (ms: number) => sleep(Math.max(0, started + ms - performance.now()));

  // The students' phones: My parcels when each arrives, whatever the guards are doing.
  const passes = visits.map(async (visit) => {
    await at(visit.arriveMs);
    const mine = await timedOperation<MyParcels>(baseUrl, visit.student.cookie, STUDENT_MY_PARCELS);
    myParcelsMs.push(mine.ms);
    const pass = mine.data?.myParcels.find((p) => p.status === 'WAITING')?.pass ?? null;
    if (!pass) tally(collections.failed, `no pass on My parcels (${mine.error ?? 'none waiting'})`);
    else if (visit.typed) collections.viaTypedCode++;
    return pass ? (visit.typed ? pass.code : pass.token) : null;
  });
  // A visit scanned again waits for its first scan (done or not: a missing pass ends it too).
  const firstScans = new Map<number, { done: Promise<void>; end: () => void }>();
  visits.forEach((visit, v) => {
    if (!visit.again) return;
    let end!: () => void;
    firstScans.set(v, { done: new Promise<void>((resolve) => (end = resolve)), end });
  });

  const collect = async (guard: number, code: string) => {
    const answer = await timedOperation<{ collectParcel: { id: string; status: string } }>(baseUrl, guards[guard]!.cookie, DESK_COLLECT_PARCEL, { code });
    writes.push({ op: 'collectParcel', ms: answer.ms });
    if (answer.data) handedOver.set(answer.data.collectParcel.id, (handedOver.get(answer.data.collectParcel.id) ?? 0) + 1);
    if (answer.data) collections.collected++;
    else if (answer.error === 'CONFLICT' && answer.message?.startsWith('Already collected')) collections.refusedAsAlreadyCollected++;
    else tally(collections.failed, answer.error ?? 'unknown');
    return answer;
  };

  const pairs = new Map<number, Promise<Answer<unknown>>[]>();
  const desk = async (g: number) => {
    for (const task of tasks[g]!) {
      await at(task.atMs);
      lateMs.push(Math.max(0, performance.now() - started - task.atMs));
      if (task.kind === 'log') {
        const search = await timedOperation(baseUrl, guards[g]!.cookie, DESK_RECIPIENTS, { query: task.student.enrollmentId });
        searchMs.push(search.ms);
        logs.asked++;
        const answer = await timedOperation<{ logParcel: { id: string } }>(baseUrl, guards[g]!.cookie, DESK_LOG_PARCEL, { input: task.input });
        writes.push({ op: 'logParcel', ms: answer.ms });
        if (answer.data) {
          logs.acknowledged++;
          logged.push(answer.data.logParcel.id);
        } else tally(logs.failed, answer.error ?? 'unknown');
        continue;
      }
      const code = await passes[task.visit]!;
      if (!code) {
        if (!task.afterFirst) firstScans.get(task.visit)?.end();
        continue;
      }
      if (task.meet) {
        // Both guards scan the same code at once: the student holds the phone up to both.
        await task.meet();
        const scan = collect(g, code);
        const both = pairs.get(task.visit) ?? [];
        both.push(scan);
        pairs.set(task.visit, both);
        await scan;
        continue;
      }
      if (task.afterFirst) {
        // The student is back a moment after collecting: the other guard scans the same code again.
        await firstScans.get(task.visit)?.done;
        collections.again.scans++;
        if ((await collect(g, code)).error === 'CONFLICT') collections.again.refused++;
        continue;
      }
      await collect(g, code);
      firstScans.get(task.visit)?.end();
    }
  };
  await Promise.all([desk(0), desk(1), ...passes]);
  for (const [, both] of pairs) {
    const answers = await Promise.all(both);
    collections.bothAtOnce.pairs++;
    if (answers.filter((a) => a.data).length === 1 && answers.filter((a) => a.error === 'CONFLICT').length === 1) collections.bothAtOnce.oneEach++;
  }
  const seconds = Math.round((performance.now() - started) / 100) / 10;

  // Counted from the database: every parcel acknowledged is there, every hand-over acknowledged is recorded, none twice.
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  let database: RushResult['database'];
  try {
    const collectedIds = [...handedOver.keys()];
    const one = async (sql: string, params: unknown[]) => (await db.query<{ n: number }>(sql, params)).rows[0]!.n;
    database = {
      loggedFound: await one(`select count(*)::int as n from parcels where id = any($1::uuid[]) and status = 'waiting'`, [logged]),
      loggedLost: logged.length - (await one('select count(*)::int as n from parcels where id = any($1::uuid[])', [logged])),
      collectedFound: await one(`select count(*)::int as n from parcels where id = any($1::uuid[]) and status = 'collected' and handed_over_by_id = any($2::uuid[])`, [collectedIds, guards.map((g) => g.id)]),
      collectedLost: collectedIds.length - (await one(`select count(*)::int as n from parcels where id = any($1::uuid[]) and status = 'collected'`, [collectedIds])),
      handedOverTwice:
        (await one(`select count(*)::int as n from (select object_id from audit_events where action = 'parcel.collected' group by object_id having count(*) > 1) twice`, [])) +
        [...handedOver.values()].filter((n) => n > 1).length,
      collectedAuditEvents: await one(`select count(*)::int as n from audit_events where action = 'parcel.collected'`, []),
      collectedBells: await one(`select count(*)::int as n from notifications where kind = 'PARCEL_COLLECTED'`, []),
      waitingOfLastEvening: await one(`select count(*)::int as n from parcels p where p.status = 'waiting' and p.student_id = any($1::uuid[])`, [plan.collecting.map((s) => s.id)]),
    };
  } finally {
    await db.end();
  }
  const ms = (op?: string) => writes.filter((w) => !op || w.op === op).map((w) => w.ms);
  return {
    compression: `${plan.realMinutes} minutes in ${plan.seconds} s (${Math.round((plan.realMinutes * 60) / plan.seconds)}x)`,
    seconds,
    guardsLateMs: percentiles(lateMs),
    writes: { all: percentiles(ms()), logParcel: percentiles(ms('logParcel')), collectParcel: percentiles(ms('collectParcel')), count: writes.length },
    reads: { deskSearch: percentiles(searchMs), myParcels: percentiles(myParcelsMs), count: searchMs.length + myParcelsMs.length },
    logs,
    collections,
    database,
    slowestWrites: [...writes]
      .sort((a, b) => b.ms - a.ms)
      .slice(0, 5)
      .map((w) => ({ op: w.op, ms: Math.round(w.ms * 10) / 10 })),
  };
}
