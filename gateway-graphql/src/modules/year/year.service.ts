import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import type { Clock } from '../../core/clock.js';
import { Role } from '../../core/enums.js';
import { AppError } from '../../core/errors.js';
import type { Publisher } from '../../core/publisher.js';
import { isoOf, parseInput } from '../../core/validate.js';
import { requireRole, requireStaff, requireViewer, type Viewer } from '../../core/viewer.js';
import type { AuditLog } from '../audit/index.js';
import { followingYearName } from './year.names.js';
import { pendingError, pendingItems, type PendingItemView } from './year.pending.js';

/** An academic year as screens show it. */
export interface AcademicYearView {
  id: string;
  name: string;
  openedAt: string;
  closedAt: string | null;
  /** The open year (exactly one is). */
  current: boolean;
  /** The name the year after it would have (2026-27 → 2027-28); null when its name is of no known form. */
  suggestedNextName: string | null;
  /** What the closing that opened this year did; null for a year opened otherwise (the first). */
  openedBy: YearClosingView | null;
}

/** What closing a year did, counted in its transaction; kept on the year it opened. */
export interface YearClosingView {
  closedYear: string;
  closedAt: string;
  /** Beds held, each kept in past_allocations (the student's record) and freed. */
  allocationsArchived: number;
  /** Rooms that had a bed freed. */
  roomsFreed: number;
  /** Places still waiting in a line, closed. */
  waitlistPlacesClosed: number;
  /** Selection windows removed (the new year starts with selection closed). */
  selectionWindowsRemoved: number;
  /** Students of the closed year's roster, kept as they were (past_roster_entries). */
  rosterEntriesKept: number;
}

export interface YearDeps {
  clock: Clock;
  audit: AuditLog;
  publisher: Publisher;
}

const closeInput = z.object({
  nextName: z
    .string({ error: 'Name the next academic year.' })
    .trim()
    .min(1, 'Name the next academic year.')
    .max(20, 'A year name has at most 20 characters.')
    .regex(/^[A-Za-z0-9][A-Za-z0-9 /-]*$/, 'A year name may hold only letters, digits, spaces, "-" and "/", e.g. 2027-28.'),
});

interface YearRow {
  id: string;
  name: string;
  opened_at: Date | string;
  closed_at: Date | string | null;
  opened_by: YearClosingView | null;
}

/** What every read of a year selects (YearRow). */
const YEAR_COLUMNS = 'id, name, opened_at, closed_at, opened_by';

const toView = (r: YearRow): AcademicYearView => ({
  id: r.id,
  name: r.name,
  openedAt: isoOf(r.opened_at),
  closedAt: r.closed_at ? isoOf(r.closed_at) : null,
  current: r.closed_at === null,
  suggestedNextName: followingYearName(r.name),
  openedBy: r.opened_by,
});

/** A year by name, or (null) the open year; null when no year has that name. For other modules' views. */
export async function academicYearNamed(em: EntityManager, name: string | null): Promise<AcademicYearView | null> {
  const [row] = name === null
    ? await em.execute<YearRow[]>(`select ${YEAR_COLUMNS} from academic_years where closed_at is null`)
    : await em.execute<YearRow[]>(`select ${YEAR_COLUMNS} from academic_years where name = ?`, [name]);
  return row ? toView(row) : null;
}

/**
 * The academic year: which is open, and its closing. A closing is refused while anything of the
 * year waits (listed); otherwise, in one transaction and set-based, every student's bed goes to
 * past_allocations and is freed, the waitlists end, the year closes and the next opens with
 * selection closed until the office sets its windows (docs/decisions/0134).
 */
export class YearService {
  constructor(
    private readonly em: EntityManager,
    private readonly deps: YearDeps,
  ) {}

  /** Anyone logged in: the open year. */
  async current(viewer: Viewer | null): Promise<AcademicYearView> {
    requireViewer(viewer);
    return (await academicYearNamed(this.em, null))!;
  }

  /** Staff: every year, the open one first, then newest first. */
  async list(viewer: Viewer | null): Promise<AcademicYearView[]> {
    requireStaff(viewer);
    return (await this.em.execute<YearRow[]>(`select ${YEAR_COLUMNS} from academic_years order by closed_at desc nulls first, opened_at desc`)).map(toView);
  }

  /** Admin: what keeps the open year from closing. */
  async pending(viewer: Viewer | null): Promise<PendingItemView[]> {
    requireRole(viewer, Role.ADMIN);
    return pendingItems(this.em);
  }

  /**
   * Admin: closes the open year and opens `nextName`; answers the new year. Every table the
   * closing reads or writes is locked first (selection_windows first, as bookings take it), so
   * no booking, request, outpass or offer slips in between the check and the close; reads go on.
   */
  async close(viewer: Viewer | null, input: { nextName?: unknown }): Promise<AcademicYearView> {
    const admin = requireRole(viewer, Role.ADMIN);
    const { nextName } = parseInput(closeInput, input);
    const now = this.deps.clock();
    const done = await this.em.transactional(async (em) => {
      await em.execute('lock table selection_windows, academic_years, room_occupancies, room_requests, outpasses, waitlist_entries, bed_offers, roster_entries in exclusive mode');
      const [open] = await em.execute<YearRow[]>(`select ${YEAR_COLUMNS} from academic_years where closed_at is null`);
      if ((await em.execute('select 1 from academic_years where lower(name) = lower(?)', [nextName])).length > 0) {
        throw new AppError('CONFLICT', `There is already an academic year ${nextName}.`, [{ field: 'nextName', message: 'Choose another name.' }]);
      }
      // A selection process still running governs its hostels: the new year must not inherit it.
      const [running] = await em.execute<{ name: string }[]>(`select name from selection_processes where status in ('Published', 'Assigning', 'Assigned') order by published_at limit 1`);
      if (running) {
        throw new AppError('CONFLICT', `The selection process "${running.name}" is still running: run and publish its assignment (Selection processes) before closing the year.`);
      }
      const waiting = await pendingItems(em);
      if (waiting.length > 0) throw pendingError(open!.name, waiting);

      const [kept] = await em.execute<{ allocations: number }[]>(
        `with kept as (
           insert into past_allocations (academic_year_id, student_id, room_id, hostel_name, room_number, bed, held_from, held_until)
           select ?, o.student_id, o.room_id, h.name, r.number, o.bed, o.created_at, ?
             from room_occupancies o join rooms r on r.id = o.room_id join hostels h on h.id = r.hostel_id
            where o.student_id is not null
           returning 1)
         select count(*)::int as allocations from kept`,
        [open!.id, now],
      );
      const [freed] = await em.execute<{ rooms: string[] | null; students: string[] | null }[]>(
        `with gone as (delete from room_occupancies returning room_id, student_id)
         select array_agg(distinct room_id) as rooms, array_agg(student_id) filter (where student_id is not null) as students from gone`,
      );
      const [lines] = await em.execute<{ closed: number; hostels: string[] | null }[]>(
        `with ended as (update waitlist_entries set status = 'Closed', ended_at = ? where status = 'Waiting' and academic_year_id = ? returning hostel_id)
         select count(*)::int as closed, array_agg(distinct hostel_id) as hostels from ended`,
        [now, open!.id],
      );
      const windows = await em.execute<{ hostel: string | null; opens_at: Date | null; closes_at: Date | null; enrollment_prefixes: string[] }[]>(
        `with gone as (delete from selection_windows returning hostel_id, opens_at, closes_at, enrollment_prefixes)
         select h.name as hostel, g.opens_at, g.closes_at, g.enrollment_prefixes from gone g left join hostels h on h.id = g.hostel_id order by h.name nulls first`,
      );
      // The roster as it stands is this year's: kept, as allocations are, before the office carries it on.
      const [roster] = await em.execute<{ kept: number }[]>(
        `with kept as (
           insert into past_roster_entries (academic_year_id, enrollment_id, name, email, gender, year_of_study, programme, needs_accessible_room)
           select academic_year_id, enrollment_id, name, email, gender, year_of_study, programme, needs_accessible_room from roster_entries where academic_year_id = ?
           returning 1)
         select count(*)::int as kept from kept`,
        [open!.id],
      );
      const closing: YearClosingView = {
        closedYear: open!.name,
        closedAt: isoOf(now),
        allocationsArchived: kept!.allocations,
        roomsFreed: freed!.rooms?.length ?? 0,
        waitlistPlacesClosed: lines!.closed,
        selectionWindowsRemoved: windows.length,
        rosterEntriesKept: roster!.kept,
      };
      await em.execute('update academic_years set closed_at = ? where id = ?', [now, open!.id]);
      const [next] = await em.execute<YearRow[]>(`insert into academic_years (name, opened_at, opened_by) values (?, ?, ?::jsonb) returning ${YEAR_COLUMNS}`, [nextName, now, JSON.stringify(closing)]);
      // Selection stays closed until the office sets the new year's windows.
      await em.execute(`insert into selection_windows (hostel_id, opens_at, closes_at, enrollment_prefixes, updated_at) values (null, null, ?, '{}', ?)`, [now, now]);
      await this.deps.audit.record(em, admin, {
        action: 'academic_year.closed',
        objectType: 'academic_year',
        objectId: open!.id,
        before: {
          year: open!.name,
          windows: windows.map((w) => ({ hostel: w.hostel ?? 'all', opensAt: w.opens_at && isoOf(w.opens_at), closesAt: w.closes_at && isoOf(w.closes_at), enrollmentPrefixes: w.enrollment_prefixes })),
        },
        after: { closed: open!.name, opened: next!.name, allocationsKept: kept!.allocations, bedsFreed: freed!.students?.length ?? 0, waitlistPlacesClosed: lines!.closed, rosterEntriesKept: roster!.kept },
      });
      return { next: next!, rooms: freed!.rooms ?? [], students: freed!.students ?? [], hostels: lines!.hostels ?? [] };
    });
    // Open grids repaint (every bed free), students' room screens re-read, selection shows closed.
    this.deps.publisher.rooms(done.rooms);
    this.deps.publisher.myRooms(done.students);
    this.deps.publisher.waitlists(done.hostels);
    this.deps.publisher.selectionWindow(null);
    return toView(done.next);
  }
}
