import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import type { Clock } from '../../core/clock.js';
import { Role } from '../../core/enums.js';
import { AppError } from '../../core/errors.js';
import type { Publisher } from '../../core/publisher.js';
import { isoOf, parseInput } from '../../core/validate.js';
import { requireRole, requireStaff, requireViewer, type Viewer } from '../../core/viewer.js';
import type { AuditLog } from '../audit/index.js';

/** An academic year as screens show it. */
export interface AcademicYearView {
  id: string;
  name: string;
  openedAt: string;
  closedAt: string | null;
  /** The open year (exactly one is). */
  current: boolean;
}

/** Something of the open year that still waits: the closing is refused while any exists. */
export interface PendingItemView {
  /** room_request, roommate_invitation, outpass or waitlist_offer. */
  kind: string;
  studentName: string;
  enrollmentId: string | null;
  hostel: string | null;
  detail: string;
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
}

const toView = (r: YearRow): AcademicYearView => ({ id: r.id, name: r.name, openedAt: isoOf(r.opened_at), closedAt: r.closed_at ? isoOf(r.closed_at) : null, current: r.closed_at === null });

/**
 * What still waits, each with its student and hostel, in the office's words: a request no admin
 * decided, a roommate who has not answered, an outpass not ended (waiting for a decision or a
 * guardian, approved and not used, or the student not back), a freed bed offered and not answered.
 */
const PENDING_SQL = `
select kind, student_name, enrollment_id, hostel, detail from (
  select 'room_request' as kind, u.name as student_name, u.enrollment_id, h.name as hostel,
         (case when q.change then 'A move to room ' else 'Room ' end) || r.number || ': waiting for a decision' as detail
    from room_requests q join users u on u.id = q.student_id join rooms r on r.id = q.room_id join hostels h on h.id = r.hostel_id
   where q.status = 'Pending' and q.roommate_response is distinct from 'Pending'
  union all
  select 'roommate_invitation', m.name, m.enrollment_id, h.name,
         'Named as roommate by ' || u.name || ' (' || coalesce(u.enrollment_id, '') || ') for room ' || r.number || ': not answered'
    from room_requests q join users u on u.id = q.student_id join users m on m.id = q.roommate_id join rooms r on r.id = q.room_id join hostels h on h.id = r.hostel_id
   where q.status = 'Pending' and q.roommate_response = 'Pending'
  union all
  select 'outpass', u.name, u.enrollment_id, h.name,
         'Outpass to ' || o.destination || ': ' || case
           when o.status = 'Pending' and o.guardian_consent = 'Awaiting' then 'waiting for the guardian'
           when o.status = 'Pending' then 'waiting for a decision'
           when o.status = 'Approved' then 'approved, not used'
           when o.status = 'Out' then 'the student is out'
           else 'the student is out and overdue' end
    from outpasses o join users u on u.id = o.student_id left join hostels h on h.id = o.hostel_id
   where o.status in ('Pending', 'Approved', 'Out', 'Overdue')
  union all
  select 'waitlist_offer', u.name, u.enrollment_id, h.name, 'Offered room ' || r.number || ', bed ' || b.bed || ': not answered'
    from bed_offers b join users u on u.id = b.student_id join rooms r on r.id = b.room_id join hostels h on h.id = r.hostel_id
   where b.status = 'Held'
) p order by kind, hostel nulls last, student_name`;

/** At most this many pending things travel in a refusal's fields; the query lists them all. */
const LISTED = 100;

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
    const [row] = await this.em.execute<YearRow[]>('select id, name, opened_at, closed_at from academic_years where closed_at is null');
    return toView(row!);
  }

  /** Staff: every year, the open one first, then newest first. */
  async list(viewer: Viewer | null): Promise<AcademicYearView[]> {
    requireStaff(viewer);
    return (await this.em.execute<YearRow[]>('select id, name, opened_at, closed_at from academic_years order by closed_at desc nulls first, opened_at desc')).map(toView);
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
      await em.execute('lock table selection_windows, academic_years, room_occupancies, room_requests, outpasses, waitlist_entries, bed_offers in exclusive mode');
      const [open] = await em.execute<YearRow[]>('select id, name, opened_at, closed_at from academic_years where closed_at is null');
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
      await em.execute('update academic_years set closed_at = ? where id = ?', [now, open!.id]);
      const [next] = await em.execute<YearRow[]>('insert into academic_years (name, opened_at) values (?, ?) returning id, name, opened_at, closed_at', [nextName, now]);
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
        after: { closed: open!.name, opened: next!.name, allocationsKept: kept!.allocations, bedsFreed: freed!.students?.length ?? 0, waitlistPlacesClosed: lines!.closed },
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

async function pendingItems(em: EntityManager): Promise<PendingItemView[]> {
  const rows = await em.execute<{ kind: string; student_name: string; enrollment_id: string | null; hostel: string | null; detail: string }[]>(PENDING_SQL);
  return rows.map((r) => ({ kind: r.kind, studentName: r.student_name, enrollmentId: r.enrollment_id, hostel: r.hostel, detail: r.detail }));
}

/** YEAR_HAS_PENDING: how many of each wait, and (as fields) each of them, the first {@link LISTED}. */
function pendingError(year: string, items: PendingItemView[]): AppError {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(item.kind, (counts.get(item.kind) ?? 0) + 1);
  const said = [...counts].map(([kind, n]) => `${n} ${KIND_WORDS[kind] ?? kind}${n === 1 ? '' : 's'}`).join(', ');
  return new AppError(
    'YEAR_HAS_PENDING',
    `The academic year ${year} cannot close while things wait: ${said}. Settle them first.`,
    items.slice(0, LISTED).map((i) => ({ field: i.kind, message: `${i.studentName}${i.enrollmentId ? ` (${i.enrollmentId})` : ''}${i.hostel ? `, ${i.hostel}` : ''}: ${i.detail}` })),
  );
}

const KIND_WORDS: Record<string, string> = {
  room_request: 'pending room request',
  roommate_invitation: 'unanswered roommate invitation',
  outpass: 'open outpass',
  waitlist_offer: 'unanswered bed offer',
};
