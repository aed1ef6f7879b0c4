import type { EntityManager } from '@mikro-orm/postgresql';
import type { Clock } from '../../core/clock.js';
import type { Gender } from '../../core/enums.js';
import { pgArray } from '../../core/validate.js';
import type { AuditLog } from '../audit/index.js';
import type { MailQueue } from '../mail/index.js';
import { OPEN_YEAR_SQL } from '../year/index.js';
import type { RosterRow } from './roster.csv.js';
import type { RosterStudent } from './roster.validate.js';
import type { SignupMode } from './signup-mode.js';

/** What RosterService is built with; each of its parts takes what it needs of it. */
export interface RosterDeps {
  clock: Clock;
  audit: AuditLog;
  mail: MailQueue;
  /** Where the shell lives: invitation links point at its signup page. */
  publicUrl: string;
  /** SIGNUP_MODE: how students join until an admin chooses in the app. */
  signupMode: SignupMode;
}

/** A roster entry as the roster's services read it (what they select of it). */
export interface EntryRow {
  enrollment_id: string;
  name: string;
  email: string;
  gender: Gender;
  year_of_study: number;
  programme: string;
  needs_accessible_room?: boolean;
  signed_up: boolean;
  invited_at: Date | string | null;
}

/** Roster writes (imports, additions, invitations) take turns: one transaction-scoped lock. */
export const lockRoster = (em: EntityManager) => em.execute('select pg_advisory_xact_lock(4242, 0)');

// The set-based writes live here, not in one service: adding one student and importing a file
// write through the same statement, so a student added by hand and the same line of a file agree.

/** The rows as the columns of a set-based statement: `unnest(?::text[], …)` takes these in order. */
const UNNEST_ROWS =
  'unnest(?::text[], ?::text[], ?::text[], ?::user_gender[], ?::smallint[], ?::text[], ?::boolean[]) as f(enrollment_id, name, email, gender, year_of_study, programme, needs_accessible_room)';
/** A student with no accessible_room of their own (one added by hand, a file without the column) reads as no: see ACCESSIBLE_KNOWN. */
const unnestParams = (rows: readonly (RosterStudent & { needsAccessibleRoom?: boolean })[]) => [
  pgArray(rows.map((r) => r.enrollmentId)),
  pgArray(rows.map((r) => r.name)),
  pgArray(rows.map((r) => r.email)),
  pgArray(rows.map((r) => r.gender)),
  pgArray(rows.map((r) => String(r.yearOfStudy))),
  pgArray(rows.map((r) => r.programme)),
  `{${rows.map((r) => (r.needsAccessibleRoom ? 't' : 'f')).join(',')}}`,
];
/**
 * A row that would change: its fields, or its year (an entry of an earlier year is brought onto
 * the open year's roster), or (when the file has the column) its accessible_room. Its one
 * parameter: whether the rows carry accessible_room.
 */
const CHANGED = `((r.name, r.email, r.gender, r.year_of_study, r.programme, r.academic_year_id) is distinct from (f.name, f.email, f.gender, f.year_of_study, f.programme, ${OPEN_YEAR_SQL})
  or (?::boolean and r.needs_accessible_room is distinct from f.needs_accessible_room))`;

/** Rows whose email another enrollment ID already has on the roster, and that enrollment ID. */
export async function emailConflicts<R extends RosterStudent>(em: EntityManager, rows: readonly R[]): Promise<{ row: R; holder: string }[]> {
  if (rows.length === 0) return [];
  const found = await em.execute<{ email: string; holder: string }[]>(
    `select f.email, r.enrollment_id as holder from unnest(?::text[], ?::text[]) as f(enrollment_id, email)
       join roster_entries r on r.email = f.email and r.enrollment_id <> f.enrollment_id`,
    [pgArray(rows.map((r) => r.enrollmentId)), pgArray(rows.map((r) => r.email))],
  );
  const byEmail = new Map(rows.map((row) => [row.email, row]));
  return found.map((f) => ({ row: byEmail.get(f.email)!, holder: f.holder }));
}

/** What writing these rows would do: how many enrollment IDs are new, and how many would change. */
export async function compare(em: EntityManager, rows: readonly RosterRow[], accessibleKnown: boolean): Promise<{ created: number; updated: number }> {
  if (rows.length === 0) return { created: 0, updated: 0 };
  const [counts] = await em.execute<{ created: number; updated: number }[]>(
    `select count(*) filter (where r.enrollment_id is null)::int as created,
            count(*) filter (where r.enrollment_id is not null and ${CHANGED})::int as updated
       from ${UNNEST_ROWS} left join roster_entries r on r.enrollment_id = f.enrollment_id`,
    [accessibleKnown, ...unnestParams(rows)],
  );
  return counts!;
}

/**
 * Writes the rows in one statement: new enrollment IDs inserted, changed ones (or ones of an
 * earlier year: the row takes the open year, its default) updated, the same ones untouched (no new row version, no updated_at); answers how many of each were written.
 */
export async function upsert(em: EntityManager, rows: readonly (RosterStudent & { needsAccessibleRoom?: boolean })[], accessibleKnown = false): Promise<{ created: number; updated: number }> {
  // Without the column (a student added by hand, an old file) a new student needs no accessible room and a known one keeps theirs.
  const [counts] = await em.execute<{ created: number; updated: number }[]>(
    `with written as (
       insert into roster_entries as r (enrollment_id, name, email, gender, year_of_study, programme, needs_accessible_room)
       select f.enrollment_id, f.name, f.email, f.gender, f.year_of_study, f.programme, f.needs_accessible_room from ${UNNEST_ROWS}
       on conflict (enrollment_id) do update
          set name = excluded.name, email = excluded.email, gender = excluded.gender, year_of_study = excluded.year_of_study, programme = excluded.programme,
              academic_year_id = excluded.academic_year_id, updated_at = now(),
              needs_accessible_room = case when ?::boolean then excluded.needs_accessible_room else r.needs_accessible_room end
        where (r.name, r.email, r.gender, r.year_of_study, r.programme, r.academic_year_id)
              is distinct from (excluded.name, excluded.email, excluded.gender, excluded.year_of_study, excluded.programme, excluded.academic_year_id)
           or (?::boolean and r.needs_accessible_room is distinct from excluded.needs_accessible_room)
       returning (xmax = 0) as inserted)
     select count(*) filter (where inserted)::int as created, count(*) filter (where not inserted)::int as updated from written`,
    [...unnestParams(rows), accessibleKnown, accessibleKnown],
  );
  return counts!;
}
