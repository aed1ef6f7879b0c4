import { createHash, randomBytes } from 'node:crypto';
import pg from 'pg';

/** The roster the benchmark imports: 10,000 students, as a registrar's export would list them. */
export const ROSTER_STUDENTS = 10_000;

const PROGRAMMES = ['B.Tech Computer Science', 'B.Tech Mechanical', 'B.Sc Physics', 'M.Sc Chemistry', 'MBA', 'B.A. Economics', 'Ph.D. Mathematics'];

/** A roster CSV of `count` students (the columns the import reads; a name with a comma, quoted). */
export function rosterCsv(count = ROSTER_STUDENTS, seed = 'B'): string {
  const lines = ['enrollment_id,name,email,gender,year_of_study,programme'];
  for (let i = 1; i <= count; i++) {
    const id = `${seed}${String(i).padStart(6, '0')}`;
    const name = i % 10 === 0 ? `"Verma, Asha ${i}"` : `Student ${i}`;
    lines.push(`${id},${name},${id.toLowerCase()}@campus.test,${i % 2 ? 'Female' : 'Male'},${(i % 5) + 1},${PROGRAMMES[i % PROGRAMMES.length]}`);
  }
  return `${lines.join('\r\n')}\r\n`;
}

/** An admin and a live session for them, written straight into the fresh database: the cookie that logs the benchmark in. */
async function adminCookie(databaseUrl: string): Promise<string> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const token = randomBytes(32).toString('base64url');
    await client.query(
      `with u as (insert into users (role, name, email, password_hash) values ('admin', 'Bench Admin', 'bench-admin@dormspace.test', 'x') returning id)
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

async function post(url: string, cookie: string, csv: string, dryRun: boolean): Promise<ImportAnswer> {
  const started = performance.now();
  const response = await fetch(`${url}/api/office/roster.csv${dryRun ? '?dryRun=1' : ''}`, { method: 'POST', headers: { cookie, 'content-type': 'text/csv' }, body: csv });
  const body = (await response.json()) as ImportAnswer['body'];
  return { status: response.status, ms: Math.round(performance.now() - started), body };
}

/**
 * `npm run bench -- import`, the roster's part: a 10,000-student CSV (about 700 KB) sent to a
 * gateway in production mode on a fresh database, as the office's screen sends it: a dry run,
 * the import, then the same file again (idempotent: all unchanged), and the export read back.
 * Each is one request, timed from the first byte sent to the last byte of the answer.
 */
export async function rosterImportBench(url: string, databaseUrl: string) {
  const cookie = await adminCookie(databaseUrl);
  const csv = rosterCsv();
  const dryRun = await post(url, cookie, csv, true);
  const imported = await post(url, cookie, csv, false);
  const again = await post(url, cookie, csv, false);
  const started = performance.now();
  const exported = await (await fetch(`${url}/api/office/roster.csv`, { headers: { cookie } })).text();
  const exportMs = Math.round(performance.now() - started);
  const exportedRows = exported.split(/\r?\n/).filter((line) => line.trim() !== '').length - 1;
  const correct =
    dryRun.status === 200 &&
    dryRun.body.created === ROSTER_STUDENTS &&
    dryRun.body.problems.length === 0 &&
    imported.status === 200 &&
    imported.body.created === ROSTER_STUDENTS &&
    again.status === 200 &&
    again.body.unchanged === ROSTER_STUDENTS &&
    exportedRows === ROSTER_STUDENTS;
  return {
    students: ROSTER_STUDENTS,
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
