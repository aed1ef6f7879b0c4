import type { EntityManager } from '@mikro-orm/postgresql';
import { officeDay } from '../../core/clock.js';
import { Role } from '../../core/enums.js';
import { requireRole, type Viewer } from '../../core/viewer.js';
import { OPEN_YEAR_SQL } from '../year/index.js';
import { ROSTER_EXPORT_COLUMNS, readRosterCsv, sortProblems, type ImportProblem, type RosterRow } from './roster.csv.js';
import { compare, emailConflicts, lockRoster, upsert, type EntryRow, type RosterDeps } from './roster.shared.js';

/** What an import did, or (a dry run, or a refused import) would do: the rows without problems, counted. */
export interface ImportReport {
  dryRun: boolean;
  /** Data lines in the file. */
  rows: number;
  created: number;
  updated: number;
  unchanged: number;
  problems: ImportProblem[];
}

/** A file to write out: its name, its columns and its rows, read in batches as they are written. */
export interface RosterTable {
  filename: string;
  columns: string[];
  rows: AsyncIterable<unknown[]>;
}

/** The roster as the office's CSV: imported (a dry run first) and exported. RosterService delegates to it. */
export class RosterCsvService {
  constructor(
    private readonly em: EntityManager,
    private readonly deps: Pick<RosterDeps, 'clock' | 'audit'>,
  ) {}

  /**
   * Admin: the office's CSV (roster.csv.ts reads it). A dry run writes nothing and lists every
   * problem with its line; so does an import with any problem. Otherwise every row is written in
   * one transaction by one statement (new enrollment IDs added, changed ones brought up to date,
   * the rest untouched), and the import is audited once with its counts.
   */
  async importCsv(viewer: Viewer | null, text: string, options: { dryRun: boolean }): Promise<ImportReport> {
    const admin = requireRole(viewer, Role.ADMIN);
    const file = readRosterCsv(text);
    const report = (problems: ImportProblem[], sound: readonly RosterRow[], counts: { created: number; updated: number }): ImportReport => ({
      dryRun: options.dryRun,
      rows: file.records,
      created: counts.created,
      updated: counts.updated,
      unchanged: sound.length - counts.created - counts.updated,
      problems: sortProblems(problems),
    });
    /** The file's problems and those the roster adds (an email another enrollment ID has), and what the sound rows would do. */
    const judge = async (em: EntityManager) => {
      const conflicts = await emailConflicts(em, file.rows);
      const problems = [...file.problems, ...conflicts.map((c) => ({ line: c.row.line, field: 'email', message: `This email is on the roster for enrollment ID ${c.holder}.` }))];
      const sound = file.rows.filter((row) => !conflicts.some((c) => c.row === row));
      return { problems, sound };
    };
    if (options.dryRun || file.problems.length > 0) {
      const { problems, sound } = await judge(this.em);
      return report(problems, sound, await compare(this.em, sound, file.accessibleColumn));
    }
    return this.em.transactional(async (em) => {
      await lockRoster(em);
      const { problems, sound } = await judge(em);
      if (problems.length > 0) return report(problems, sound, await compare(em, sound, file.accessibleColumn));
      const done = report([], file.rows, await upsert(em, file.rows, file.accessibleColumn));
      await this.deps.audit.record(em, admin, {
        action: 'roster.imported',
        objectType: 'roster',
        objectId: 'roster',
        after: { rows: done.rows, created: done.created, updated: done.updated, unchanged: done.unchanged },
      });
      return done;
    });
  }

  /**
   * Admin: the open year's roster, as the page lists it and the import reads it (same columns), read
   * 1,000 rows at a time while it is written. Entries a closed year kept (a student who finished)
   * are not on it.
   */
  exportTable(viewer: Viewer | null): RosterTable {
    requireRole(viewer, Role.ADMIN);
    const em = this.em;
    async function* rows(): AsyncIterable<unknown[]> {
      let after: string | null = null;
      for (;;) {
        const batch: EntryRow[] = await em.execute<EntryRow[]>(
          `select r.enrollment_id, r.name, r.email, r.gender, r.year_of_study, r.programme, r.needs_accessible_room from roster_entries r
            where r.academic_year_id = ${OPEN_YEAR_SQL} ${after === null ? '' : 'and r.enrollment_id > ?'} order by r.enrollment_id limit 1000`,
          after === null ? [] : [after],
        );
        for (const r of batch) yield [r.enrollment_id, r.name, r.email, r.gender, Number(r.year_of_study), r.programme, r.needs_accessible_room ? 'yes' : 'no'];
        if (batch.length < 1000) return;
        after = batch[batch.length - 1]!.enrollment_id;
      }
    }
    return { filename: `roster-${officeDay(this.deps.clock())}.csv`, columns: [...ROSTER_EXPORT_COLUMNS], rows: rows() };
  }
}
