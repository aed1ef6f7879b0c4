import type { EntityManager } from '@mikro-orm/postgresql';
import { Role, type Gender } from '../../core/enums.js';
import { AppError } from '../../core/errors.js';
import { isoOf, parseInput } from '../../core/validate.js';
import { requireRole, type Viewer } from '../../core/viewer.js';
import { academicYearNamed, type AcademicYearView } from '../year/index.js';
import { CampusSettingsService, type CampusSettingsView } from './campus-settings.service.js';
import { RosterCarryService, type RosterCarryView } from './roster-carry.service.js';
import { RosterCsvService, type ImportReport, type RosterTable } from './roster-csv.service.js';
import { RosterInviteService, type RosterInvitationView } from './roster-invite.service.js';
import { emailConflicts, lockRoster, upsert, type EntryRow, type RosterDeps } from './roster.shared.js';
import { rosterQueryInput, rosterStudentFormInput, type RosterStudent } from './roster.validate.js';

/** One roster entry as the office sees it. */
export interface RosterEntryView {
  enrollmentId: string;
  name: string;
  email: string;
  gender: Gender;
  yearOfStudy: number;
  programme: string;
  /** Needs an accessible room: the assignment places them in one first. */
  needsAccessibleRoom: boolean;
  /** An account holds this enrollment ID (the student signed up). */
  signedUp: boolean;
  invitedAt: string | null;
}

export interface RosterPageView {
  /** The year whose roster this is: the open one's entries, or a closed one's as they stood when it closed. */
  academicYear: AcademicYearView;
  entries: RosterEntryView[];
  total: number;
}

const toView = (row: EntryRow): RosterEntryView => ({
  enrollmentId: row.enrollment_id,
  name: row.name,
  email: row.email,
  gender: row.gender,
  yearOfStudy: Number(row.year_of_study),
  programme: row.programme,
  needsAccessibleRoom: row.needs_accessible_room ?? false,
  signedUp: row.signed_up,
  invitedAt: row.invited_at ? isoOf(row.invited_at) : null,
});

/** Whether someone holds an account for a roster entry: it is linked, or an account has its enrollment ID. */
const SIGNED_UP = '(r.user_id is not null or exists (select 1 from users u where u.enrollment_id = r.enrollment_id))';
const ENTRY_COLUMNS = `r.enrollment_id, r.name, r.email, r.gender, r.year_of_study, r.programme, r.needs_accessible_room, r.invited_at, ${SIGNED_UP} as signed_up`;
/** A closed year's entry (past_roster_entries): as it stood; whether an account holds its enrollment ID now; no invitation. */
const PAST_ENTRY_COLUMNS = `r.enrollment_id, r.name, r.email, r.gender, r.year_of_study, r.programme, r.needs_accessible_room, null as invited_at,
  exists (select 1 from users u where u.enrollment_id = r.enrollment_id) as signed_up`;

const studentFields = (s: (RosterStudent & { needsAccessibleRoom?: boolean | null }) | RosterEntryView) => ({
  enrollmentId: s.enrollmentId,
  name: s.name,
  email: s.email,
  gender: s.gender,
  yearOfStudy: s.yearOfStudy,
  programme: s.programme,
  ...(typeof s.needsAccessibleRoom === 'boolean' && { needsAccessibleRoom: s.needsAccessibleRoom }),
});

/**
 * The hostel office's roster: who may live here. Admins import it by CSV (a dry run first,
 * then one transaction, audited once, idempotent by enrollment ID), add students one by one,
 * export it, and mail each student a one-time link to sign up. The campus setting says whether
 * signup is open to anyone or only to the roster (roster.signup.ts holds signup's check).
 *
 * The module's one service to its callers: the files (roster-csv.service.ts), the invitations
 * (roster-invite.service.ts) and the setting (campus-settings.service.ts) are its parts.
 */
export class RosterService {
  private readonly campus: CampusSettingsService;
  private readonly invites: RosterInviteService;
  private readonly files: RosterCsvService;
  private readonly carrying: RosterCarryService;

  constructor(
    private readonly em: EntityManager,
    private readonly deps: RosterDeps,
  ) {
    this.campus = new CampusSettingsService(em, deps);
    this.invites = new RosterInviteService(em, deps);
    this.files = new RosterCsvService(em, deps);
    this.carrying = new RosterCarryService(em, deps);
  }

  /** Anyone (the signup page reads it): the campus's signup mode. */
  settings(): Promise<CampusSettingsView> {
    return this.campus.settings();
  }

  /** Admin: how students join from now on; the choice outlives SIGNUP_MODE. Audited when it changes. */
  setSignupMode(viewer: Viewer | null, input: { mode?: unknown }): Promise<CampusSettingsView> {
    return this.campus.setSignupMode(viewer, input);
  }

  /**
   * Admin: one academic year's roster (by name; the open year's when none is named) by enrollment
   * ID, searched by enrollment ID, name or email. The open year's is its entries; a closed year's
   * is kept as it stood when the year closed (read-only).
   */
  async list(viewer: Viewer | null, input: { search?: unknown; offset?: unknown; limit?: unknown; academicYear?: unknown }): Promise<RosterPageView> {
    requireRole(viewer, Role.ADMIN);
    const { search, offset, limit, academicYear } = parseInput(rosterQueryInput, {
      search: input.search ?? undefined,
      offset: input.offset ?? 0,
      limit: input.limit ?? 50,
      academicYear: input.academicYear ?? undefined,
    });
    const year = await academicYearNamed(this.em, academicYear ?? null);
    if (!year) throw new AppError('NOT_FOUND', `There is no academic year ${academicYear}.`, [{ field: 'academicYear', message: 'Choose one of the academic years.' }]);
    const [table, columns] = year.current ? ['roster_entries', ENTRY_COLUMNS] : ['past_roster_entries', PAST_ENTRY_COLUMNS];
    const where = `where r.academic_year_id = ?${search ? ` and lower(r.enrollment_id || ' ' || r.name || ' ' || r.email) like ? escape '\\'` : ''}`;
    const params = [year.id, ...(search ? [`%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`] : [])];
    const [count] = await this.em.execute<{ n: number }[]>(`select count(*)::int as n from ${table} r ${where}`, params);
    const rows = await this.em.execute<EntryRow[]>(`select ${columns} from ${table} r ${where} order by r.enrollment_id offset ? limit ?`, [...params, offset, limit]);
    return { academicYear: year, entries: rows.map(toView), total: count!.n };
  }

  /** Admin: what carrying the roster of the year that closed last into the open one would do (a dry run). */
  carryPreview(viewer: Viewer | null, input: { lastYearOfStudy?: unknown }): Promise<RosterCarryView> {
    return this.carrying.preview(viewer, input);
  }

  /**
   * Admin: carries the roster of the year that closed last into the open one, each student a year
   * of study on, leaving out those in the last year and those already on it; one transaction,
   * audited, and running it again carries nobody.
   */
  carry(viewer: Viewer | null, input: { lastYearOfStudy?: unknown }): Promise<RosterCarryView> {
    return this.carrying.carry(viewer, input);
  }

  /**
   * Admin: one student, added or (by enrollment ID) brought up to date; the same again changes
   * nothing and records nothing. An email another enrollment ID has on the roster is refused.
   * `needsAccessibleRoom` left out: a new student needs none, a known one keeps theirs.
   */
  async add(viewer: Viewer | null, input: Record<string, unknown>): Promise<RosterEntryView> {
    const admin = requireRole(viewer, Role.ADMIN);
    const { needsAccessibleRoom, ...fields } = parseInput(rosterStudentFormInput, input);
    const accessibleKnown = typeof needsAccessibleRoom === 'boolean';
    const student = { ...fields, needsAccessibleRoom: needsAccessibleRoom ?? false };
    await this.em.transactional(async (em) => {
      await lockRoster(em);
      const [taken] = await emailConflicts(em, [student]);
      if (taken) {
        const message = `This email is on the roster for enrollment ID ${taken.holder}.`;
        throw new AppError('CONFLICT', message, [{ field: 'email', message }]);
      }
      const [before] = await em.execute<EntryRow[]>(`select ${ENTRY_COLUMNS} from roster_entries r where r.enrollment_id = ?`, [student.enrollmentId]);
      const { created, updated } = await upsert(em, [student], accessibleKnown);
      if (created + updated === 0) return;
      const [link] = await em.execute<{ user_id: string | null }[]>('select user_id from roster_entries where enrollment_id = ?', [student.enrollmentId]);
      await this.deps.audit.record(em, admin, {
        action: created ? 'roster.student_added' : 'roster.student_changed',
        objectType: 'roster',
        objectId: student.enrollmentId,
        studentId: link?.user_id ?? null,
        before: before ? studentFields(toView(before)) : null,
        after: studentFields({ ...fields, needsAccessibleRoom: accessibleKnown ? needsAccessibleRoom : before?.needs_accessible_room }),
      });
    });
    return this.one(student.enrollmentId);
  }

  /** Admin: mails rostered students without an account a one-time link to sign up; answers how many were sent. */
  invite(viewer: Viewer | null, input: { enrollmentIds?: unknown }): Promise<number> {
    return this.invites.invite(viewer, input);
  }

  /** Anyone: what an invitation link pre-fills on the signup form; null when it is unknown, used or expired. */
  invitation(token: unknown): Promise<RosterInvitationView | null> {
    return this.invites.invitation(token);
  }

  /** Admin: whether the caller may import or export (the REST route asks before reading a file). */
  assertMayManage(viewer: Viewer | null): void {
    requireRole(viewer, Role.ADMIN);
  }

  /** Admin: imports the office's CSV, or (a dry run, or any problem) reports what it would do. */
  importCsv(viewer: Viewer | null, text: string, options: { dryRun: boolean }): Promise<ImportReport> {
    return this.files.importCsv(viewer, text, options);
  }

  /** Admin: the roster as the import reads it, read 1,000 rows at a time while it is written. */
  exportTable(viewer: Viewer | null): RosterTable {
    return this.files.exportTable(viewer);
  }

  private async one(enrollmentId: string): Promise<RosterEntryView> {
    const [row] = await this.em.execute<EntryRow[]>(`select ${ENTRY_COLUMNS} from roster_entries r where r.enrollment_id = ?`, [enrollmentId]);
    return toView(row!);
  }
}
