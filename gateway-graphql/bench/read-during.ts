import { createHash, randomBytes } from 'node:crypto';
import { Agent, request } from 'node:http';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import pg from 'pg';
import { hashPassword } from '../src/core/password.js';
import { seedSelectionDay, selectionDay, type SelectionDayResult, type SelectionDaySeed } from './selection-day.js';
import { percentiles, startGateway } from './setup.js';
import { APOLLO_HEADERS, apolloBody, WEB } from './web-operations.js';

/**
 * P1u (issue 49): the grid students really open, read while selection day books. 200 students
 * read the web's own grid query (`RoomGridRooms`: rooms and the selection window, as Apollo
 * Client sends it, with the browser's Accept-Encoding) at 500 a second, spread over the four
 * 250-room hostels that 5,000 other students book in the same 10 s (`bench -- selection`'s
 * rush, by REST), all on one gateway. A quiet gateway is read the same way first, for the ratio.
 */
const READERS = 200;
const READS_PER_SECOND = 500;
const PHASE_MS = 10_000;
const HOSTELS = ['SD-1', 'SD-2', 'SD-3', 'SD-4'];
/** A read still waiting after this long is counted as failed: every loop here is bounded in time. */
const READ_TIMEOUT_MS = 60_000;
/**
 * The fan-out delay the rule allows (the gateway's ROOM_CHANGES_WINDOW_MS, 50 ms by default): an
 * answer may show a bed free that a booking took this long before the read was sent, not longer.
 */
const FAN_OUT_DELAY_MS = Number(process.env.ROOM_CHANGES_WINDOW_MS ?? 50);

export interface ReadDuringSeed extends SelectionDaySeed {
  readers: string[];
}

/** Selection day's students and hostels, and 200 more logged-in students who only read the grids. */
export async function seedReadDuring(databaseUrl: string): Promise<ReadDuringSeed> {
  const seed = await seedSelectionDay(databaseUrl);
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const tokens = Array.from({ length: READERS }, () => randomBytes(32).toString('base64url'));
    await db.query(
      `with s as (
         insert into users (role, name, email, password_hash, gender, enrollment_id)
         select 'student', 'Grid Reader ' || n, 'reader' || n || '@dormspace.test', $1, 'Female', 'RD' || lpad(n::text, 5, '0')
           from generate_series(1, $2) n
         returning id, enrollment_id)
       insert into sessions (user_id, token_hash, expires_at)
       select s.id, t.hash, now() + interval '1 day' from s join unnest($3::text[]) with ordinality as t(hash, n) on s.enrollment_id = 'RD' || lpad(t.n::text, 5, '0')`,
      [await hashPassword('reader-password-1'), READERS, tokens.map((t) => createHash('sha256').update(t).digest('hex'))],
    );
    return { ...seed, readers: tokens.map((t) => `dormspace_session=${t}`) };
  } finally {
    await db.end();
  }
}

interface Read {
  sentAt: number;
  ms: number;
  status: number;
  /** The answer's body as it crossed the wire (compressed, if it was). */
  body: Buffer;
  encoding: string;
}

/** `count` reads of the web's grid query, evenly over `windowMs` whatever the gateway does (an open model). */
async function readGrids(baseUrl: string, readers: string[], count: number, windowMs: number): Promise<Read[]> {
  const { port } = new URL(baseUrl);
  // As many connections as 200 browsers could open; a read waits for none of the others.
  const agent = new Agent({ keepAlive: true, maxSockets: 1024 });
  const reads: Read[] = [];
  const one = (i: number, sentAt = performance.now()) =>
    new Promise<void>((resolve) => {
      const body = apolloBody(WEB.gridRooms, { hostel: HOSTELS[i % HOSTELS.length] });
      const done = (status: number, chunks: Buffer[], encoding: string) => {
        reads.push({ sentAt, ms: performance.now() - sentAt, status, body: Buffer.concat(chunks), encoding });
        resolve();
      };
      const req = request(
        { host: '127.0.0.1', port, path: '/graphql', method: 'POST', agent, timeout: READ_TIMEOUT_MS, headers: { ...APOLLO_HEADERS, cookie: readers[i % readers.length]!, 'content-length': Buffer.byteLength(body) } },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => void chunks.push(chunk));
          res.on('end', () => done(res.statusCode!, chunks, String(res.headers['content-encoding'] ?? 'identity')));
          res.on('error', () => done(0, [], 'failed'));
        },
      );
      req.on('timeout', () => req.destroy(new Error('timed out')));
      // A kept-alive socket the gateway closed as this read went out: sent again on a new one, as
      // a browser does; the read's time still counts from its first send.
      req.on('error', (error: NodeJS.ErrnoException) => (req.reusedSocket && error.code === 'ECONNRESET' ? void one(i, sentAt).then(resolve) : done(0, [], error.code ?? 'failed')));
      req.end(body);
    });
  const started = performance.now();
  const flows: Promise<void>[] = [];
  for (let i = 0; i < count; i++) {
    const wait = started + (i * windowMs) / count - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    flows.push(one(i));
  }
  await Promise.all(flows);
  agent.destroy();
  return reads;
}

const decode = (read: Read): string => {
  if (read.encoding === 'gzip') return gunzipSync(read.body).toString();
  if (read.encoding === 'br') return brotliDecompressSync(read.body).toString();
  if (read.encoding === 'deflate') return inflateSync(read.body).toString();
  return read.body.toString();
};

interface GridAnswer {
  data?: { rooms?: { id: string; capacity: number; freeBeds: number }[]; selectionWindow?: { state: string } };
  errors?: unknown[];
}

/**
 * The rule a kept answer must keep: no answer shows a bed free whose booking was answered 201
 * more than the fan-out delay before the read was sent. `maxLagMs`: the longest any answer
 * showed a bed free after its booking's answer (how stale the answers were, at worst).
 */
function staleness(reads: Read[], acks: { roomId: string; at: number }[]): { checked: number; beyondDelay: number; wrongAnswers: number; maxLagMs: number } {
  const byRoom = new Map<string, number[]>();
  for (const ack of acks) byRoom.set(ack.roomId, [...(byRoom.get(ack.roomId) ?? []), ack.at]);
  for (const times of byRoom.values()) times.sort((a, b) => a - b);
  let checked = 0;
  let beyondDelay = 0;
  let wrongAnswers = 0;
  let maxLagMs = 0;
  for (const read of reads) {
    if (read.status !== 200) continue;
    const answer = JSON.parse(decode(read)) as GridAnswer;
    if (!answer.data?.rooms || !answer.data.selectionWindow || answer.errors) {
      wrongAnswers++;
      continue;
    }
    checked++;
    for (const room of answer.data.rooms) {
      const times = byRoom.get(room.id);
      if (!times) continue;
      // The beds of this room answered as booked before the read was sent: the answer may show at most the rest free.
      const bookedBefore = times.filter((at) => at < read.sentAt);
      const shownTaken = room.capacity - room.freeBeds;
      if (shownTaken >= bookedBefore.length) continue;
      const lag = read.sentAt - bookedBefore[shownTaken]!; // the oldest booking the answer does not show
      maxLagMs = Math.max(maxLagMs, lag);
      if (lag > FAN_OUT_DELAY_MS) beyondDelay++;
    }
  }
  return { checked, beyondDelay, wrongAnswers, maxLagMs: Math.round(maxLagMs * 10) / 10 };
}

/** Reads by status; a read that failed (status 0) by its error's code. */
const statusesOf = (reads: Read[]) => reads.reduce<Record<string, number>>((counts, r) => {
  const key = r.status === 0 ? `failed: ${r.encoding}` : String(r.status);
  return { ...counts, [key]: (counts[key] ?? 0) + 1 };
}, {});

export interface ReadDuringResult {
  quiet: { reads: number; statuses: Record<string, number>; latencyMs: ReturnType<typeof percentiles>; gatewayCpuMsPerRead: number | null; bytesPerAnswer: number; encoding: string; jsonBytesPerAnswer: number };
  storm: {
    reads: number;
    statuses: Record<string, number>;
    latencyMs: ReturnType<typeof percentiles>;
    bookings: Omit<SelectionDayResult, 'acks'>;
    gatewayCpuMs: number | null;
    /** The storm's gateway CPU less the reads' (at the quiet run's cost a read), a booking. */
    gatewayCpuMsPerBooking: number | null;
    /** The storm's gateway CPU less the bookings' (at `bench -- selection`'s 1.1 ms a booking would be a guess: not used), a read: the whole storm's CPU over every request. */
    gatewayCpuMsPerRequest: number | null;
    stale: ReturnType<typeof staleness>;
  };
  /** Read p99 during the storm over read p99 on the quiet gateway. */
  ratio: number;
}

/** One run: a fresh database and gateway (this checkout's, or another's: `repo`), a quiet read, then the storm. */
export async function readDuring(databaseUrl: string, options: { repo?: string; env?: Record<string, string> } = {}): Promise<ReadDuringResult> {
  const seed = await seedReadDuring(databaseUrl);
  // One load generator's address stands for 5,200 students; each session keeps its own budget.
  const gateway = await startGateway(databaseUrl, { LIMIT_ADDRESS_PER_MINUTE: '10000000', ...options.env }, { repo: options.repo });
  try {
    // Warm: the grid's text learned by the gateway's full path, its pools and JIT, then the quiet read.
    await readGrids(gateway.url, seed.readers, 1000, 2000);
    const quietBefore = gateway.cpuMs();
    const quiet = await readGrids(gateway.url, seed.readers, (READS_PER_SECOND * PHASE_MS) / 1000, PHASE_MS);
    const quietCpu = quietBefore === null ? null : gateway.cpuMs()! - quietBefore;
    const first = quiet.find((r) => r.status === 200);

    let stormBefore: number | null = null;
    let stormCpu: number | null = null;
    let storm: Promise<Read[]> | undefined;
    const bookings = await selectionDay(gateway.url, databaseUrl, seed, {
      rushStarts: async () => {
        stormBefore = gateway.cpuMs();
        storm = readGrids(gateway.url, seed.readers, (READS_PER_SECOND * PHASE_MS) / 1000, PHASE_MS);
      },
      rushEnded: async () => {
        await storm;
        stormCpu = stormBefore === null ? null : gateway.cpuMs()! - stormBefore;
      },
    });
    const stormReads = await storm!;
    const quietPerRead = quietCpu === null ? null : quietCpu / quiet.length;
    const round = (n: number | null) => (n === null ? null : Math.round(n * 1000) / 1000);
    const { acks, ...booked } = bookings;
    const quietP99 = percentiles(quiet.map((r) => r.ms)).p99;
    const stormLatency = percentiles(stormReads.map((r) => r.ms));
    return {
      quiet: {
        reads: quiet.length,
        statuses: statusesOf(quiet),
        latencyMs: percentiles(quiet.map((r) => r.ms)),
        gatewayCpuMsPerRead: round(quietPerRead),
        bytesPerAnswer: first?.body.length ?? 0,
        encoding: first?.encoding ?? 'none',
        jsonBytesPerAnswer: first ? Buffer.byteLength(decode(first)) : 0,
      },
      storm: {
        reads: stormReads.length,
        statuses: statusesOf(stormReads),
        latencyMs: stormLatency,
        bookings: booked,
        gatewayCpuMs: stormCpu,
        gatewayCpuMsPerBooking: stormCpu === null || quietPerRead === null ? null : round((stormCpu - quietPerRead * stormReads.length) / bookings.requests),
        gatewayCpuMsPerRequest: stormCpu === null ? null : round(stormCpu / (stormReads.length + bookings.requests)),
        stale: staleness(stormReads, acks),
      },
      ratio: Math.round((stormLatency.p99 / Math.max(quietP99, 0.1)) * 100) / 100,
    };
  } finally {
    await gateway.stop();
  }
}

/** Whether a run met issue 49's targets, each named. */
export function readDuringTargets(result: ReadDuringResult): { name: string; met: boolean; figure: string }[] {
  const { quiet, storm } = result;
  const fiveHundreds = Object.entries({ ...storm.statuses, ...storm.bookings.statuses }).filter(([s]) => s.startsWith('5') || s.startsWith('failed')).reduce((n, [, c]) => n + c, 0);
  return [
    { name: 'read p99 <= 50 ms during the storm', met: storm.latencyMs.p99 <= 50, figure: `${storm.latencyMs.p99} ms` },
    { name: 'booking p99 <= 150 ms', met: storm.bookings.latencyMs.p99 <= 150, figure: `${storm.bookings.latencyMs.p99} ms` },
    { name: '0 double, 0 5xx, every answer whole', met: storm.bookings.doubleBookings === 0 && fiveHundreds === 0 && storm.stale.wrongAnswers === 0, figure: `${storm.bookings.doubleBookings} double, ${fiveHundreds} 5xx or failed, ${storm.stale.wrongAnswers} answers not whole` },
    { name: 'no bed shown free past the fan-out delay', met: storm.stale.beyondDelay === 0, figure: `${storm.stale.beyondDelay} (longest ${storm.stale.maxLagMs} ms)` },
    { name: 'storm read p99 <= 3x quiet read p99', met: result.ratio <= 3, figure: `${result.ratio}x (quiet p99 ${quiet.latencyMs.p99} ms)` },
    { name: 'gateway CPU a grid read <= 0.2 ms', met: quiet.gatewayCpuMsPerRead !== null && quiet.gatewayCpuMsPerRead <= 0.2, figure: `${quiet.gatewayCpuMsPerRead} ms` },
    { name: 'a 250-room grid <= 12 KB on the wire', met: quiet.bytesPerAnswer <= 12 * 1024, figure: `${(quiet.bytesPerAnswer / 1024).toFixed(1)} KB ${quiet.encoding} (${(quiet.jsonBytesPerAnswer / 1024).toFixed(1)} KB of JSON)` },
  ];
}
