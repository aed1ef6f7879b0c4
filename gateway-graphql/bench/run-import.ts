// `npm run bench -- import`: the office's CSV imports (issue 42), rooms then the roster, on a fresh
// database, through a gateway in production mode.
import { openOrm } from '../src/db/orm.js';
import { rosterImportBench } from './import.js';
import { benchAdminCookie, roomsImportBench } from './rooms-import.js';
import { benchDatabase, startGateway } from './setup.js';
import { BENCH_TARGETS } from './benchmark-table.js';
import type { BenchContext } from './context.js';

export async function runImport({ note }: BenchContext): Promise<void> {
  const db = await benchDatabase();
  await (await openOrm({ databaseUrl: db.url, logMigrations: false })).close();
  const gateway = await startGateway(db.url);
  try {
    const result = await roomsImportBench(gateway.url, await benchAdminCookie(db.url));
    console.log(`5a. rooms import: ${result.rooms.toLocaleString('en')} rooms by CSV into a new hostel (${Math.round(result.fileBytes / 1024)} KB): a dry run, the import, the same file again, the export`);
    console.log(JSON.stringify(result, null, 2));
    const met = result.correct && result.dryRunAndImportMs <= 5_000;
    console.log(`   dry run + import ${(result.dryRunAndImportMs / 1000).toFixed(2)} s (target <= 5 s), every answer right: ${result.correct}: ${met ? 'PASS' : 'MISS'}\n`);
    note(
      BENCH_TARGETS.roomsImport,
      `dry run ${(result.dryRunMs / 1000).toFixed(2)} s + import ${(result.importMs / 1000).toFixed(2)} s = ${(result.dryRunAndImportMs / 1000).toFixed(2)} s; the same file again ${(result.reimportMs / 1000).toFixed(2)} s (all unchanged); export ${(result.exportMs / 1000).toFixed(2)} s${result.correct ? '' : '; an answer was wrong'}`,
      met,
      { dryRunMs: result.dryRunMs, importMs: result.importMs, reimportMs: result.reimportMs, exportMs: result.exportMs },
    );
    const roster = await rosterImportBench(gateway.url, db.url);
    console.log(`5b. roster import: ${roster.students.toLocaleString('en')} students by CSV (${Math.round(roster.fileBytes / 1024)} KB): a dry run, the import, the same file again, the export`);
    console.log(JSON.stringify(roster, null, 2));
    const rosterMet = roster.correct && roster.dryRunAndImportMs <= 10_000;
    console.log(`   dry run + import ${(roster.dryRunAndImportMs / 1000).toFixed(2)} s (target <= 10 s), every answer right: ${roster.correct}: ${rosterMet ? 'PASS' : 'MISS'}\n`);
    note(
      BENCH_TARGETS.rosterImport,
      `dry run ${(roster.dryRunMs / 1000).toFixed(2)} s + import ${(roster.importMs / 1000).toFixed(2)} s = ${(roster.dryRunAndImportMs / 1000).toFixed(2)} s; the same file again ${(roster.reimportMs / 1000).toFixed(2)} s (all unchanged); export ${(roster.exportMs / 1000).toFixed(2)} s${roster.correct ? '' : '; an answer was wrong'}`,
      rosterMet,
      { dryRunMs: roster.dryRunMs, importMs: roster.importMs, reimportMs: roster.reimportMs, exportMs: roster.exportMs },
    );
  } finally {
    await gateway.stop();
    await db.stop();
  }
}
