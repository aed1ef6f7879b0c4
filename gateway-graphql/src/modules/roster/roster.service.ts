import type { EntityManager } from '@mikro-orm/postgresql';
import { officeDay, type Clock } from '../../core/clock.js';
import { Gender, Role } from '../../core/enums.js';
import { AppError } from '../../core/errors.js';
import { oneTimeToken, sha256Hex } from '../../core/secrets.js';
import { isoOf, parseInput, pgArray } from '../../core/validate.js';
import { requireRole, type Viewer } from '../../core/viewer.js';
import type { AuditLog } from '../audit/index.js';
import type { MailQueue } from '../mail/index.js';
import { OPEN_YEAR_SQL } from '../year/index.js';
import { ROSTER_EXPORT_COLUMNS, readRosterCsv, sortProblems, type ImportProblem, type RosterRow } from './roster.csv.js';
import { inviteInput, inviteToken, rosterQueryInput, rosterStudentInput, signupModeInput, type RosterStudent } from './roster.validate.js';
import { SignupMode } from './signup-mode.js';

/** An invitation to sign up lasts as long as a staff invitation: 3 days. */
export const ROSTER_INVITE_TTL_MS = 72 * 60 * 60 * 1000;

/** One roster entry as the office sees it. */
export interface RosterEntryView {
  enrollmentId: string;
  name: string;
  email: string;
  gender: Gender;
  yearOfStudy: number;
  programme: string;
  /** An account holds this enrollment ID (the student signed up). */
  signedUp: boolean;
  invitedAt: string | null;
}

export interface RosterPageView {
  entries: RosterEntryView[];
  total: number;
}

/** What an invitation link pre-fills on the signup form. */
export interface RosterInvitationView {
  enrollmentId: string;
  name: string;
  email: string;
  gender: Gender;
}

export interface CampusSettingsView {
  signupMode: SignupMode;
}

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

export interface RosterDeps {
  clock: Clock;
  audit: AuditLog;
  mail: MailQueue;
  /** Where the shell lives: invitation links point at its signup page. */
  publicUrl: string;
  /** SIGNUP_MODE: how students join until an admin chooses in the app. */
  signupMode: SignupMode;
}

interface EntryRow {
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

const toView = (row: EntryRow): RosterEntryView => ({
  enrollmentId: row.enrollment_id,
  name: row.name,
  email: row.email,
  gender: row.gender,
  yearOfStudy: Number(row.year_of_study),
  programme: row.programme,
  signedUp: row.signed_up,
  invitedAt: row.invited_at ? isoOf(row.invited_at) : null,
});

/** Whether someone holds an account for a roster entry: it is linked, or an account has its enrollment ID. */
const SIGNED_UP = '(r.user_id is not null or exists (select 1 from users u where u.enrollment_id = r.enrollment_id))';
const ENTRY_COLUMNS = `r.enrollment_id, r.name, r.email, r.gender, r.year_of_study, r.programme, r.invited_at, ${SIGNED_UP} as signed_up`;
/** A rostered student who may still be invited: no account holds their enrollment ID or their email. */
const HAS_NO_ACCOUNT = 'r.user_id is null and not exists (select 1 from users u where u.enrollment_id = r.enrollment_id or u.email = r.email)';

/** Roster writes (imports, additions, invitations) take turns: one transaction-scoped lock. */
const lockRoster = (em: EntityManager) => em.execute('select pg_advisory_xact_lock(4242, 0)');

/** The campus's signup mode: the admin's choice once there is one, else SIGNUP_MODE. */
export async function signupModeOf(em: EntityManager, fallback: SignupMode): Promise<SignupMode> {
  const [row] = await em.execute<{ signup_mode: SignupMode }[]>('select signup_mode from campus_settings where id = 1');
  return row?.signup_mode ?? fallback;
}

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

/**
 * The hostel office's roster: who may live here. Admins import it by CSV (a dry run first,
 * then one transaction, audited once, idempotent by enrollment ID), add students one by one,
 * export it, and mail each student a one-time link to sign up. The campus setting says whether
 * signup is open to anyone or only to the roster (roster.signup.ts holds signup's check).
 */
export class RosterService {
  constructor(
    private readonly em: EntityManager,
    private readonly deps: RosterDeps,
  ) {}

  /** Anyone (the signup page reads it). */
  async settings(): Promise<CampusSettingsView> {
    return { signupMode: await signupModeOf(this.em, this.deps.signupMode) };
  }

  /** Admin: how students join from now on; the choice outlives SIGNUP_MODE. Audited when it changes. */
  async setSignupMode(viewer: Viewer | null, input: { mode?: unknown }): Promise<CampusSettingsView> {
    const admin = requireRole(viewer, Role.ADMIN);
    const { mode } = parseInput(signupModeInput, input);
    await this.em.transactional(async (em) => {
      const [row] = await em.execute<{ signup_mode: SignupMode }[]>('select signup_mode from campus_settings where id = 1 for update');
      const before = row?.signup_mode ?? this.deps.signupMode;
      await em.execute(
        `insert into campus_settings (id, signup_mode, updated_at) values (1, ?, now())
         on conflict (id) do update set signup_mode = excluded.signup_mode, updated_at = now()`,
        [mode],
      );
      if (before === mode) return;
      await this.deps.audit.record(em, admin, {
        action: 'campus.signup_mode_changed',
        objectType: 'campus_settings',
        objectId: 'signup_mode',
        before: { signupMode: before },
        after: { signupMode: mode },
      });
    });
    return { signupMode: mode };
  }

  /** Admin: the roster by enrollment ID, searched by enrollment ID, name or email. */
  async list(viewer: Viewer | null, input: { search?: unknown; offset?: unknown; limit?: unknown }): Promise<RosterPageView> {
    requireRole(viewer, Role.ADMIN);
    const { search, offset, limit } = parseInput(rosterQueryInput, { search: input.search ?? undefined, offset: input.offset ?? 0, limit: input.limit ?? 50 });
    const where = search ? `where lower(r.enrollment_id || ' ' || r.name || ' ' || r.email) like ? escape '\\'` : '';
    const params = search ? [`%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`] : [];
    const [count] = await this.em.execute<{ n: number }[]>(`select count(*)::int as n from roster_entries r ${where}`, params);
    const rows = await this.em.execute<EntryRow[]>(`select ${ENTRY_COLUMNS} from roster_entries r ${where} order by r.enrollment_id offset ? limit ?`, [...params, offset, limit]);
    return { entries: rows.map(toView), total: count!.n };
  }

  /**
   * Admin: one student, added or (by enrollment ID) brought up to date; the same again changes
   * nothing and records nothing. An email another enrollment ID has on the roster is refused.
   */
  async add(viewer: Viewer | null, input: Record<string, unknown>): Promise<RosterEntryView> {
    const admin = requireRole(viewer, Role.ADMIN);
    const student = parseInput(rosterStudentInput, input);
    await this.em.transactional(async (em) => {
      await lockRoster(em);
      const [taken] = await emailConflicts(em, [student]);
      if (taken) {
        const message = `This email is on the roster for enrollment ID ${taken.holder}.`;
        throw new AppError('CONFLICT', message, [{ field: 'email', message }]);
      }
      const [before] = await em.execute<EntryRow[]>(`select ${ENTRY_COLUMNS} from roster_entries r where r.enrollment_id = ?`, [student.enrollmentId]);
      const { created, updated } = await upsert(em, [student]);
      if (created + updated === 0) return;
      const [link] = await em.execute<{ user_id: string | null }[]>('select user_id from roster_entries where enrollment_id = ?', [student.enrollmentId]);
      await this.deps.audit.record(em, admin, {
        action: created ? 'roster.student_added' : 'roster.student_changed',
        objectType: 'roster',
        objectId: student.enrollmentId,
        studentId: link?.user_id ?? null,
        before: before ? studentFields(toView(before)) : null,
        after: studentFields(student),
      });
    });
    return this.one(student.enrollmentId);
  }

  /**
   * Admin: mails each named rostered student (null: every one not invited yet) who has no
   * account a one-time link to sign up (3 days); a new link replaces an old one. Answers how many
   * were sent. The links, the mails and one audit event commit together.
   */
  async invite(viewer: Viewer | null, input: { enrollmentIds?: unknown }): Promise<number> {
    const admin = requireRole(viewer, Role.ADMIN);
    const { enrollmentIds } = parseInput(inviteInput, input);
    const now = this.deps.clock();
    return this.em.transactional(async (em) => {
      await lockRoster(em);
      if (enrollmentIds) {
        const known = await em.execute<{ enrollment_id: string }[]>('select enrollment_id from roster_entries where enrollment_id = any(?::text[])', [pgArray(enrollmentIds)]);
        const unknown = enrollmentIds.filter((id) => !known.some((k) => k.enrollment_id === id));
        if (unknown.length > 0) {
          const message = `Not on the roster: ${unknown.slice(0, 10).join(', ')}${unknown.length > 10 ? ` and ${unknown.length - 10} more` : ''}.`;
          throw new AppError('BAD_USER_INPUT', message, [{ field: 'enrollmentIds', message }]);
        }
      }
      const students = await em.execute<{ enrollment_id: string; name: string; email: string }[]>(
        `select r.enrollment_id, r.name, r.email from roster_entries r
          where ${enrollmentIds ? 'r.enrollment_id = any(?::text[])' : 'r.invited_at is null'} and ${HAS_NO_ACCOUNT}
          order by r.enrollment_id`,
        enrollmentIds ? [pgArray(enrollmentIds)] : [],
      );
      if (students.length === 0) return 0;
      const tokens = students.map(() => oneTimeToken());
      const ids = pgArray(students.map((s) => s.enrollment_id));
      await em.execute(
        `insert into roster_invites (enrollment_id, token_hash, expires_at)
         select f.enrollment_id, f.token_hash, ? from unnest(?::text[], ?::text[]) as f(enrollment_id, token_hash)
         on conflict (enrollment_id) do update set token_hash = excluded.token_hash, expires_at = excluded.expires_at, used_at = null, created_at = now()`,
        [new Date(now.getTime() + ROSTER_INVITE_TTL_MS), ids, pgArray(tokens.map(sha256Hex))],
      );
      await em.execute('update roster_entries set invited_at = ? where enrollment_id = any(?::text[])', [now, ids]);
      const base = this.deps.publicUrl.replace(/\/+$/, '');
      for (const [i, student] of students.entries()) {
        // The token rides in the fragment (#), which browsers never send to a server or put in a log.
        await this.deps.mail.enqueue(em, {
          to: student.email,
          subject: 'Sign up for your hostel on DormSpace',
          text:
            `Hello ${student.name},\n\nThe hostel office has put you on its roster (enrollment ID ${student.enrollment_id}).\n` +
            `Sign up for DormSpace here; the link works once, within 3 days:\n\n${base}/signup#invite=${tokens[i]}\n\n` +
            'If you did not expect this, ignore this mail.',
        });
      }
      await this.deps.audit.record(em, admin, {
        action: 'roster.invited',
        objectType: 'roster',
        objectId: 'roster',
        after: { sent: students.length, ...(students.length <= 20 ? { enrollmentIds: students.map((s) => s.enrollment_id) } : {}) },
      });
      return students.length;
    });
  }

  /** Anyone: what an invitation link pre-fills on the signup form; null when it is unknown, used or expired. */
  async invitation(token: unknown): Promise<RosterInvitationView | null> {
    if (!inviteToken.safeParse(token).success) return null;
    const [row] = await this.em.execute<{ enrollment_id: string; name: string; email: string; gender: Gender }[]>(
      `select r.enrollment_id, r.name, r.email, r.gender from roster_invites i join roster_entries r on r.enrollment_id = i.enrollment_id
        where i.token_hash = ? and i.used_at is null and i.expires_at > ? and ${HAS_NO_ACCOUNT}`,
      [sha256Hex(String(token)), this.deps.clock()],
    );
    return row ? { enrollmentId: row.enrollment_id, name: row.name, email: row.email, gender: row.gender } : null;
  }

  /** Admin: whether the caller may import or export (the REST route asks before reading a file). */
  assertMayManage(viewer: Viewer | null): void {
    requireRole(viewer, Role.ADMIN);
  }

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

  /** Admin: the roster as the import reads it (same columns), read 1,000 rows at a time while it is written. */
  exportTable(viewer: Viewer | null): RosterTable {
    requireRole(viewer, Role.ADMIN);
    const em = this.em;
    async function* rows(): AsyncIterable<unknown[]> {
      let after: string | null = null;
      for (;;) {
        const batch: EntryRow[] = await em.execute<EntryRow[]>(
          `select r.enrollment_id, r.name, r.email, r.gender, r.year_of_study, r.programme, r.needs_accessible_room from roster_entries r ${after === null ? '' : 'where r.enrollment_id > ?'} order by r.enrollment_id limit 1000`,
          after === null ? [] : [after],
        );
        for (const r of batch) yield [r.enrollment_id, r.name, r.email, r.gender, Number(r.year_of_study), r.programme, r.needs_accessible_room ? 'yes' : 'no'];
        if (batch.length < 1000) return;
        after = batch[batch.length - 1]!.enrollment_id;
      }
    }
    return { filename: `roster-${officeDay(this.deps.clock())}.csv`, columns: [...ROSTER_EXPORT_COLUMNS], rows: rows() };
  }

  private async one(enrollmentId: string): Promise<RosterEntryView> {
    const [row] = await this.em.execute<EntryRow[]>(`select ${ENTRY_COLUMNS} from roster_entries r where r.enrollment_id = ?`, [enrollmentId]);
    return toView(row!);
  }
}

const studentFields = (s: RosterStudent | RosterEntryView) => ({
  enrollmentId: s.enrollmentId,
  name: s.name,
  email: s.email,
  gender: s.gender,
  yearOfStudy: s.yearOfStudy,
  programme: s.programme,
});

/** Rows whose email another enrollment ID already has on the roster, and that enrollment ID. */
async function emailConflicts<R extends RosterStudent>(em: EntityManager, rows: readonly R[]): Promise<{ row: R; holder: string }[]> {
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
async function compare(em: EntityManager, rows: readonly RosterRow[], accessibleKnown: boolean): Promise<{ created: number; updated: number }> {
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
async function upsert(em: EntityManager, rows: readonly (RosterStudent & { needsAccessibleRoom?: boolean })[], accessibleKnown = false): Promise<{ created: number; updated: number }> {
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
