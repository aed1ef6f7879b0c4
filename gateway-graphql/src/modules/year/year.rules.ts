import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../core/errors.js';

/** The open academic year's id, as a scalar subquery (planned once per statement). */
export const OPEN_YEAR_SQL = '(select id from academic_years where closed_at is null)';

/**
 * Whether a student may book, request or join a waitlist in the open year, as one SQL
 * expression, so the one-statement instant booking checks it in the statement that takes the
 * bed (as it checks the window). True when the open year has no roster yet (no entry of it: a
 * campus that keeps no roster, or a new year before its import), or when the student's
 * enrollment ID is on it. One parameter: the student's id. Both probes are index look-ups
 * (roster_entries_academic_year_id_index, the roster's primary key).
 */
export const ON_ROSTER_SQL = `(not exists (select 1 from roster_entries where academic_year_id = ${OPEN_YEAR_SQL})
  or exists (select 1 from users u join roster_entries re on re.enrollment_id = u.enrollment_id
              where u.id = ? and re.academic_year_id = ${OPEN_YEAR_SQL}))`;

export const NOT_ON_THIS_YEARS_ROSTER = "You are not on this year's roster: ask the hostel office.";

/** A student who left (not on the open year's roster): no booking, request or waitlist; the account and its history stay. */
export const notOnRoster = () => new AppError('NOT_ON_ROSTER', NOT_ON_THIS_YEARS_ROSTER);

/** Refuses a student not on the open year's roster (inside the caller's transaction, after its window check). */
export async function assertOnRoster(em: EntityManager, studentId: string): Promise<void> {
  const [row] = await em.execute<{ on_roster: boolean }[]>(`select ${ON_ROSTER_SQL} as on_roster`, [studentId]);
  if (!row!.on_roster) throw notOnRoster();
}

/**
 * The service's check before a change of a request, outpass or waitlist place (locked by the
 * caller): one of a closed year is kept as it was, read-only. `table` is one of those three.
 */
export async function assertOpenYearRow(em: EntityManager, table: 'room_requests' | 'outpasses' | 'waitlist_entries', id: string, what: string): Promise<void> {
  const [row] = await em.execute<{ name: string }[]>(
    `select y.name from ${table} t join academic_years y on y.id = t.academic_year_id where t.id = ? and y.closed_at is not null`,
    [id],
  );
  if (row) throw new AppError('CONFLICT', `This ${what} belongs to the academic year ${row.name}, which is closed: it is kept as it was, read-only.`);
}
