import { sendWebOperation, WEB } from './web-operations.js';
import { createHash, randomBytes } from 'node:crypto';
import pg from 'pg';

/** The rooms the benchmark imports: a campus's worth into one hostel of 20 floors. */
export const BENCH_ROOMS = 2_000;

const TYPES = ['Single', 'Double', 'Triple', 'Quad'] as const;

/**
 * A rooms CSV of `count` rooms on floors 0 to 19 (100 a floor: 1-100, 101-200, …), every type in
 * turn, every 50th out of service with a reason: the columns an export writes.
 */
export function roomsCsv(count = BENCH_ROOMS): string {
  const lines = ['number,floor,type,in_service,out_of_service_reason'];
  for (let i = 0; i < count; i++) {
    const floor = Math.floor(i / 100);
    lines.push(`${floor * 100 + (i % 100) + 1},${floor},${TYPES[i % TYPES.length]},${i % 50 === 0 ? 'no,Maintenance: repainting' : 'yes,'}`);
  }
  return `${lines.join('\r\n')}\r\n`;
}

/** An admin and a live session for them, written straight into a fresh database: the cookie that logs the benchmark in. */
export async function benchAdminCookie(databaseUrl: string): Promise<string> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const token = randomBytes(32).toString('base64url');
    await client.query(
      `with u as (insert into users (role, name, email, password_hash) values ('admin', 'Rooms Bench Admin', 'rooms-bench-admin@dormspace.test', 'x') returning id)
       insert into sessions (user_id, token_hash, expires_at) select id, $1, now() + interval '1 day' from u`,
      [createHash('sha256').update(token).digest('hex')],
    );
    return `dormspace_session=${token}`;
  } finally {
    await client.end();
  }
}

interface ImportAnswer {
  status: number;
  ms: number;
  body: { rows: number; created: number; updated: number; unchanged: number; problems: unknown[] };
}

async function post(url: string, cookie: string, code: string, csv: string, dryRun: boolean): Promise<ImportAnswer> {
  const started = performance.now();
  const response = await fetch(`${url}/api/office/hostels/${code}/rooms.csv${dryRun ? '?dryRun=1' : ''}`, { method: 'POST', headers: { cookie, 'content-type': 'text/csv' }, body: csv });
  const body = (await response.json()) as ImportAnswer['body'];
  return { status: response.status, ms: Math.round(performance.now() - started), body };
}

/**
 * `npm run bench -- import`, the rooms' part: a new hostel (by GraphQL, as the office's screen
 * makes one), then a 2,000-room CSV sent as the screen sends it: a dry run, the import, the same
 * file again (idempotent: all unchanged), and the export read back. Each is one request, timed
 * from the first byte sent to the last byte of the answer. The target: dry run + import <= 5 s.
 * The gateway's tests run it too (modules/room/rooms-csv.test.ts), against the test gateway.
 */
export async function roomsImportBench(url: string, cookie: string, code = 'BENCH-1') {
  await sendWebOperation(url, cookie, WEB.createHostel, { input: { name: code, title: 'Benchmark Hall', gender: 'FEMALE', bookingMode: 'INSTANT', firstFloor: 0, floors: 20 } });
  const csv = roomsCsv();
  const dryRun = await post(url, cookie, code, csv, true);
  const imported = await post(url, cookie, code, csv, false);
  const again = await post(url, cookie, code, csv, false);
  const started = performance.now();
  const exported = await (await fetch(`${url}/api/office/hostels/${code}/rooms.csv`, { headers: { cookie } })).text();
  const exportMs = Math.round(performance.now() - started);
  const exportedRows = exported.split(/\r?\n/).filter((line) => line.trim() !== '').length - 1;
  const correct =
    dryRun.status === 200 &&
    dryRun.body.created === BENCH_ROOMS &&
    dryRun.body.problems.length === 0 &&
    imported.status === 200 &&
    imported.body.created === BENCH_ROOMS &&
    again.status === 200 &&
    again.body.unchanged === BENCH_ROOMS &&
    exportedRows === BENCH_ROOMS;
  return {
    rooms: BENCH_ROOMS,
    fileBytes: Buffer.byteLength(csv),
    dryRunMs: dryRun.ms,
    importMs: imported.ms,
    reimportMs: again.ms,
    exportMs,
    dryRunAndImportMs: dryRun.ms + imported.ms,
    answers: { dryRun: dryRun.body.created, imported: imported.body.created, unchanged: again.body.unchanged, exportedRows, statuses: [dryRun.status, imported.status, again.status] },
    correct,
  };
}
