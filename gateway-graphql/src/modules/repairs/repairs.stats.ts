import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { officeDay, officeIso, type Clock } from '../../core/clock.js';
import { parseInput, pgArray } from '../../core/validate.js';
import { hostelScope, requireStaff, type Viewer } from '../../core/viewer.js';

/** Open jobs of one hostel and category. */
export interface RepairOpenCount {
  hostelName: string;
  category: string;
  open: number;
  overdue: number;
}

/** The office dashboard's repair figures, over the jobs reported in the last `days`. */
export interface RepairStatsView {
  days: number;
  open: RepairOpenCount[];
  fixed: number;
  /** Median hours from report to fix, of the jobs fixed; null when none was. */
  medianHoursToFix: number | null;
  /** Of the fixed jobs that had a due time, the share fixed by it (0..1); null when none. */
  fixedInTimeShare: number | null;
}

const statsInput = z.object({ days: z.number({ error: 'Days must be a number.' }).int('Days must be a whole number.').min(1, 'Days must be 1 to 366.').max(366, 'Days must be 1 to 366.').default(90) });

const BATCH = 500;
export const REPAIR_CSV_COLUMNS = ['id', 'hostel', 'room', 'common_area', 'category', 'status', 'urgency', 'priority', 'reported_at', 'due_at', 'fixed_at', 'closed_at', 'overdue', 'student', 'enrollment_id', 'assignee', 'description'];

/** The counts and the CSV export of repairs, within the caller's hostels, read by SQL (set-based; the export in keyset batches). */
export class RepairStats {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
  ) {}

  async counts(viewer: Viewer | null, days?: unknown): Promise<RepairStatsView> {
    const scope = hostelScope(requireStaff(viewer));
    const { days: window } = parseInput(statsInput, { days: days ?? undefined });
    const now = this.clock();
    const since = new Date(now.getTime() - window * 86_400_000);
    const inScope = scope === null ? 'true' : 'j.hostel_id = any(?::uuid[])';
    const scopeParams = scope === null ? [] : [pgArray(scope)];
    const open = await this.em.execute<{ hostel_name: string; category: string; open: number; overdue: number }[]>(
      `select h.name as hostel_name, j.category::text as category, count(*)::int as open, count(*) filter (where j.due_at < ?)::int as overdue
         from repair_jobs j join hostels h on h.id = j.hostel_id
        where j.status in ('reported', 'assigned', 'in_progress') and ${inScope}
        group by h.name, j.category order by h.name, j.category`,
      [now, ...scopeParams],
    );
    const [fixed] = await this.em.execute<{ fixed: number; median_hours: number | null; in_time: number | null }[]>(
      `select count(*)::int as fixed,
              (percentile_cont(0.5) within group (order by extract(epoch from j.fixed_at - j.created_at)) / 3600)::float8 as median_hours,
              (count(*) filter (where j.fixed_at <= j.due_at)::float8 / nullif(count(*) filter (where j.due_at is not null), 0)) as in_time
         from repair_jobs j
        where j.fixed_at is not null and j.created_at >= ? and ${inScope}`,
      [since, ...scopeParams],
    );
    return {
      days: window,
      open: open.map((r) => ({ hostelName: r.hostel_name, category: r.category, open: r.open, overdue: r.overdue })),
      fixed: fixed?.fixed ?? 0,
      medianHoursToFix: fixed?.median_hours ?? null,
      fixedInTimeShare: fixed?.in_time ?? null,
    };
  }

  /** Every job of the caller's hostels, newest first, as CSV rows read 500 at a time. */
  exportTable(viewer: Viewer | null): { filename: string; columns: string[]; rows: AsyncIterable<unknown[]> } {
    const scope = hostelScope(requireStaff(viewer));
    const now = this.clock();
    return { filename: `repairs-${officeDay(now)}.csv`, columns: REPAIR_CSV_COLUMNS, rows: this.rows(scope, now) };
  }

  private async *rows(scope: readonly string[] | null, now: Date): AsyncIterable<unknown[]> {
    let after: [string, string] | null = null;
    for (;;) {
      const rows: Record<string, unknown>[] = await this.em.execute(
        `select j.id, j.created_at::text as created_key, h.name as hostel, r.number as room, j.common_area, j.category, j.status, j.urgency, j.priority, j.created_at, j.due_at, j.fixed_at, j.closed_at,
                (j.status in ('reported', 'assigned', 'in_progress') and j.due_at < ?) as overdue, s.name as student, s.enrollment_id, a.name as assignee, j.description
           from repair_jobs j join hostels h on h.id = j.hostel_id join users s on s.id = j.student_id left join rooms r on r.id = j.room_id left join users a on a.id = j.assignee_id
          where ${scope === null ? 'true' : 'j.hostel_id = any(?::uuid[])'} ${after ? 'and (j.created_at, j.id) < (?::timestamptz, ?::uuid)' : ''}
          order by j.created_at desc, j.id desc limit ${BATCH}`,
        [now, ...(scope === null ? [] : [pgArray(scope)]), ...(after ?? [])],
      );
      const time = (v: unknown) => (v ? officeIso(new Date(v as string)) : '');
      for (const row of rows) {
        yield [row.id, row.hostel, row.room ?? '', row.common_area ?? '', row.category, row.status, row.urgency, row.priority ?? '', time(row.created_at), time(row.due_at), time(row.fixed_at), time(row.closed_at), row.overdue ? 'yes' : 'no', row.student, row.enrollment_id ?? '', row.assignee ?? '', row.description];
      }
      if (rows.length < BATCH) return;
      const last = rows[rows.length - 1]!;
      after = [last.created_key as string, last.id as string];
    }
  }
}
