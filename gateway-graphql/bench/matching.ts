import pg from 'pg';
import WebSocket from 'ws';
import { placeUnits, unitsOf, type AssignmentEntrant, type FreeRoom } from '../src/modules/lottery/assignment.placement.js';
import { Compatibility, RULED_OUT } from '../src/modules/lottery/compatibility.js';
import { DEFAULT_QUESTIONS, type Answers } from '../src/modules/lottery/questionnaire.js';
import { percentiles } from './setup.js';
import { assignAndWait, type seedSlots } from './slots.js';
import { apolloSubscribePayload, sendWebOperation, WEB } from './web-operations.js';

type Seed = Awaited<ReturnType<typeof seedSlots>>;

/** Who answered the questionnaire: 80 %, each near one of four ways of living; one in ten smokes. */
const ANSWERED_SHARE = 0.8;
const compatibility = new Compatibility(DEFAULT_QUESTIONS);

/** A seeded generator (mulberry32): the same profiles every run. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Four ways of living (sleep, tidiness, noise, guests on 0-4; study 0-2), each answer moved a step or so by chance. */
const ARCHETYPES = [
  [0, 4, 0, 0, 1],
  [4, 1, 3, 3, 0],
  [2, 2, 2, 2, 2],
  [1, 3, 1, 4, 0],
];

/** Roommate profiles for the process's entrants, written as saveRoommateProfile writes them (everyone findable, every answer shown). */
export async function seedProfiles(databaseUrl: string, processId: string): Promise<number> {
  const rand = random(51);
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const { rows } = await db.query<{ enrollment_id: string }>('select enrollment_id from selection_entrants where process_id = $1 order by enrollment_id', [processId]);
    const ids: string[] = [];
    const answers: string[] = [];
    for (const { enrollment_id } of rows) {
      if (rand() >= ANSWERED_SHARE) continue;
      const type = ARCHETYPES[Math.floor(rand() * ARCHETYPES.length)]!;
      const near = (value: number, top: number) => Math.max(0, Math.min(top, value + Math.round((rand() - 0.5) * 2.4)));
      const a: Answers = { sleep: near(type[0]!, 4), tidiness: near(type[1]!, 4), noise: near(type[2]!, 4), guests: near(type[3]!, 4), study: rand() < 0.7 ? type[4]! : Math.floor(rand() * 3), smoking: rand() < 0.1 ? 1 : 0 };
      ids.push(enrollment_id);
      answers.push(JSON.stringify(a));
    }
    await db.query(
      `insert into roommate_profiles (process_id, enrollment_id, answers, discoverable, shared)
       select $1, e, a::jsonb, true, '{sleep,tidiness,noise,guests,study,smoking}' from unnest($2::text[], $3::text[]) as x(e, a)`,
      [processId, ids, answers],
    );
    return ids.length;
  } finally {
    await db.end();
  }
}

/** Suggestions for one student at a time, as /selection asks for them (the web's StudentRoommateSuggestions), `reads` times. */
export async function suggestionReads(baseUrl: string, seed: Seed, reads: number): Promise<{ latencyMs: ReturnType<typeof percentiles>; answered: number; meanListed: number; reference: ReturnType<typeof percentiles> }> {
  const rand = random(7);
  const samples: number[] = [];
  const reference: number[] = [];
  let listed = 0;
  let answered = 0;
  for (let i = 0; i < reads; i++) {
    const student = seed.students[Math.floor(rand() * seed.students.length)]!;
    const started = performance.now();
    try {
      const { roommateSuggestions } = await sendWebOperation<{ roommateSuggestions: unknown[] }>(baseUrl, student.cookie, WEB.roommateSuggestions, { filters: [] });
      samples.push(performance.now() - started);
      listed += roommateSuggestions.length;
      answered++;
    } catch {
      // a student who gave no answers is refused ("answer the questions first"): not a suggestion read
    }
    // The same student's selection page read beside it, as a yardstick of a plain read in the same run.
    const before = performance.now();
    await sendWebOperation(baseUrl, student.cookie, WEB.dashboard[0]!);
    reference.push(performance.now() - before);
  }
  return { latencyMs: percentiles(samples), answered, meanListed: Math.round(listed / Math.max(1, answered)), reference: percentiles(reference) };
}

/**
 * The office's live page during a booking rush: the page's own subscriptions (its hostels' beds
 * and room requests) over a WebSocket and, on each event, its query read again at most once a
 * `gapMs` (use-throttled-refetch.ts). `bookings` students book a free Double's bed (the web's
 * BookRoom) at `rate` a second. A booking counts as seen when the first answer after its own
 * answer counts at least as many chosen as had been booked by then.
 */
export async function liveDay(baseUrl: string, databaseUrl: string, seed: Seed, processId: string, { bookings = 1000, rate = 100, gapMs = 500 } = {}) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  await db.query(`update selection_processes set first_slot_at = now() - interval '3 hours', closes_at = now() + interval '1 hour' where id = $1`, [processId]);
  await db.end();
  const answers: { at: number; chose: number; ms: number }[] = [];
  let inFlight = false;
  let again = false;
  let last = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const read = async () => {
    inFlight = true;
    const started = performance.now();
    const { selectionDay } = await sendWebOperation<{ selectionDay: { counts: { chose: number } } }>(baseUrl, seed.adminCookie, WEB.selectionDay, { processId });
    answers.push({ at: performance.now(), chose: selectionDay.counts.chose, ms: performance.now() - started });
    last = performance.now();
    inFlight = false;
    if (again) {
      again = false;
      schedule();
    }
  };
  const schedule = () => {
    if (timer || inFlight) return void (again = true);
    timer = setTimeout(() => {
      timer = undefined;
      void read();
    }, Math.max(0, last + gapMs - performance.now()));
  };
  const hostels = ['SL-1', 'SL-2', 'SL-3'];
  const socket = new WebSocket(`${baseUrl.replace('http', 'ws')}/graphql`, 'graphql-transport-ws', { headers: { cookie: seed.adminCookie } });
  let events = 0;
  const subscribed = new Promise<void>((ready) => {
    socket.on('open', () => socket.send(JSON.stringify({ type: 'connection_init' })));
    socket.on('message', (data: Buffer) => {
      const message = JSON.parse(data.toString()) as { type: string };
      if (message.type === 'connection_ack') {
        hostels.forEach((hostel, i) => socket.send(JSON.stringify({ id: String(i + 1), type: 'subscribe', payload: apolloSubscribePayload(WEB.selectionDayRooms, { hostel }) })));
        socket.send(JSON.stringify({ id: 'r', type: 'subscribe', payload: apolloSubscribePayload(WEB.selectionDayRequests) }));
        setTimeout(ready, 500);
      } else if (message.type === 'next') {
        events++;
        schedule();
      } else if (message.type === 'ping') socket.send(JSON.stringify({ type: 'pong' }));
    });
  });
  await subscribed;
  await read();

  // Every student books one bed of a Double that looks free; each bed is offered once.
  const beds = seed.rooms.flatMap((room) => [room, room]);
  const booked: number[] = [];
  let refused = 0;
  const started = performance.now();
  await Promise.all(
    seed.students.slice(0, bookings).map(async (student, i) => {
      await new Promise((wait) => setTimeout(wait, (i / rate) * 1000));
      try {
        await sendWebOperation(baseUrl, student.cookie, WEB.bookRoom, { roomId: beds[i]! });
        booked.push(performance.now());
      } catch {
        refused++;
      }
    }),
  );
  const wallSeconds = (performance.now() - started) / 1000;
  // The last answers: wait for the page to settle.
  await new Promise((settle) => setTimeout(settle, 2 * gapMs + 500));
  socket.close(1000);
  booked.sort((a, b) => a - b);
  const seenMs = booked.map((at, i) => {
    const answer = answers.find((a) => a.at >= at && a.chose >= i + 1);
    return answer ? answer.at - at : Number.POSITIVE_INFINITY;
  });
  return {
    bookings: booked.length,
    refused,
    rate,
    wallSeconds: Math.round(wallSeconds * 10) / 10,
    events,
    reads: answers.length,
    readMs: percentiles(answers.map((a) => a.ms)),
    seenMs: percentiles(seenMs.filter(Number.isFinite)),
    unseen: seenMs.filter((ms) => !Number.isFinite(ms)).length,
  };
}

/** The mean score of every two students the assignment put in one room who both answered; and how many such pairs a dealbreaker rules out. */
function roommateScores(rooms: Map<string, Int8Array[]>): { pairs: number; mean: number; ruledOut: number } {
  let pairs = 0;
  let sum = 0;
  let ruledOut = 0;
  for (const people of rooms.values()) {
    for (let i = 0; i < people.length; i++) {
      for (let j = i + 1; j < people.length; j++) {
        const s = compatibility.score(people[i]!, people[j]!);
        if (s < 0 && s !== RULED_OUT) continue;
        pairs++;
        if (s === RULED_OUT) ruledOut++;
        else sum += s;
      }
    }
  }
  return { pairs, mean: pairs > 0 ? Math.round((10 * sum) / pairs) / 10 : 0, ruledOut };
}

/**
 * The assignment at the close, with matching: from the admin's click (the web's
 * AdminRunSelectionAssignment) to ASSIGNED; then how well the roommates it put together match,
 * against the lottery-only placement (random pairing) of the same entrants into the same beds,
 * computed in memory with the same seed.
 */
export async function matchedAssignment(baseUrl: string, databaseUrl: string, seed: Seed, processId: string) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    // The target's size: all 5,000 into the 6,000 beds, so the live day's bookings are taken back first.
    await db.query('delete from room_occupancies where room_id = any($1::uuid[])', [seed.rooms]);
    await db.query(`update selection_processes set first_slot_at = now() - interval '3 hours', closes_at = now() - interval '1 second' where id = $1`, [processId]);
    // The same entrants and beds the job will read, for the random-pairing comparison.
    const { rows: entrants } = await db.query<{ id: string; lottery_number: number; gender: string; answers: Answers | null }>(
      `select u.id, e.lottery_number, u.gender::text as gender, rp.answers from selection_entrants e join users u on u.enrollment_id = e.enrollment_id
         left join roommate_profiles rp on rp.process_id = e.process_id and rp.enrollment_id = e.enrollment_id
        where e.process_id = $1 and not exists (select 1 from room_occupancies o where o.student_id = u.id)`,
      [processId],
    );
    const { rows: free } = await db.query<{ id: string; beds: number[] }>(
      `select r.id, array_agg(b.bed order by b.bed) as beds from rooms r cross join lateral generate_series(1, r.capacity) b(bed)
        where r.id = any($1::uuid[]) and not exists (select 1 from room_occupancies o where o.room_id = r.id and o.bed = b.bed) group by r.id, r.number order by r.number`,
      [seed.rooms],
    );
    const { rows: processRow } = await db.query<{ seed: string }>('select seed from selection_processes where id = $1', [processId]);
    const vectorOf = new Map(entrants.map((e) => [e.id, e.answers ? compatibility.vector(e.answers) : null]));
    const units = unitsOf(entrants.map((e): AssignmentEntrant => ({ studentId: e.id, enrollmentId: e.id, lotteryNumber: e.lottery_number, groupId: null, gender: e.gender, needsAccessibleRoom: false, vector: vectorOf.get(e.id)! })));
    const rooms: FreeRoom[] = free.map((r) => ({ id: r.id, gender: 'Female', accessible: false, beds: r.beds }));
    const randomPlacement = placeUnits(units, rooms, Number(processRow[0]!.seed));
    const byRoom = (placements: { studentId: string; roomId: string }[]) => {
      const map = new Map<string, Int8Array[]>();
      for (const p of placements) {
        const v = vectorOf.get(p.studentId);
        if (v) map.set(p.roomId, [...(map.get(p.roomId) ?? []), v]);
      }
      return map;
    };

    const { status, ms: clickToAssignedMs } = await assignAndWait(baseUrl, seed.adminCookie, processId);
    const { rows: placed } = await db.query<{ studentId: string; roomId: string }>('select student_id as "studentId", room_id as "roomId" from room_occupancies where process_id = $1', [processId]);
    const { rows: checks } = await db.query<{ double_bookings: number; overfull: number }>(
      `select (select count(*)::int from (select student_id from room_occupancies group by student_id having count(*) > 1) d) as double_bookings,
              (select count(*)::int from (select o.room_id from room_occupancies o join rooms r on r.id = o.room_id group by o.room_id, r.capacity having count(*) > r.capacity) f) as overfull`,
    );
    return {
      status,
      students: entrants.length,
      answered: entrants.filter((e) => e.answers).length,
      beds: free.reduce((n, r) => n + r.beds.length, 0),
      placed: placed.length,
      clickToAssignedMs,
      matched: roommateScores(byRoom(placed)),
      random: roommateScores(byRoom(randomPlacement.placements)),
      ...checks[0]!,
    };
  } finally {
    await db.end();
  }
}
