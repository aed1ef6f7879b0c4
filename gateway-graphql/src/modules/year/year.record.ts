import type { EntityManager } from '@mikro-orm/postgresql';
import { isoOf } from '../../core/validate.js';
import type { RoomKind, WaitlistStatus } from '../../core/enums.js';
import type { YearAllocationView, YearWaitlistView } from './year.views.js';

/** One academic year of a student, with the ids of their requests and outpasses in it (the caller loads those views). */
export interface StudentYearEntries {
  id: string;
  name: string;
  openedAt: string;
  closedAt: string | null;
  current: boolean;
  allocation: YearAllocationView | null;
  waitlist: YearWaitlistView[];
  roomRequestIds: Set<string>;
  outpassIds: Set<string>;
}

/**
 * Every academic year a student has anything in (and always the open one), the open year first,
 * then newest first: where they lived (the open year: the bed they hold now), their waitlist
 * places, and which of their requests (as requester or named roommate) and outpasses belong to
 * it. `hostels`: a warden's hostels; null, every hostel.
 */
export async function studentYears(em: EntityManager, studentId: string, hostels: readonly string[] | null): Promise<StudentYearEntries[]> {
  const inScope = (hostelId: string | null) => !hostels || (hostelId !== null && hostels.includes(hostelId));
  const [years, lived, places, requests, outpasses] = await Promise.all([
    em.execute<{ id: string; name: string; opened_at: Date | string; closed_at: Date | string | null }[]>(
      'select id, name, opened_at, closed_at from academic_years order by closed_at desc nulls first, opened_at desc',
    ),
    em.execute<{ year_id: string; hostel_id: string | null; hostel: string; room_number: number; bed: number; held_from: Date | string; held_until: Date | string | null }[]>(
      `select p.academic_year_id as year_id, r.hostel_id, p.hostel_name as hostel, p.room_number, p.bed, p.held_from, p.held_until
         from past_allocations p left join rooms r on r.id = p.room_id where p.student_id = ?
       union all
       select (select id from academic_years where closed_at is null), r.hostel_id, h.name, r.number, o.bed, o.created_at, null
         from room_occupancies o join rooms r on r.id = o.room_id join hostels h on h.id = r.hostel_id where o.student_id = ?`,
      [studentId, studentId],
    ),
    em.execute<{ year_id: string; hostel_id: string; hostel: string; room_type: RoomKind | null; status: WaitlistStatus; created_at: Date | string; ended_at: Date | string | null }[]>(
      `select w.academic_year_id as year_id, w.hostel_id, h.name as hostel, w.room_type, w.status, w.created_at, w.ended_at
         from waitlist_entries w join hostels h on h.id = w.hostel_id where w.student_id = ? order by w.created_at desc`,
      [studentId],
    ),
    em.execute<{ id: string; year_id: string }[]>('select id, academic_year_id as year_id from room_requests where student_id = ? or roommate_id = ?', [studentId, studentId]),
    em.execute<{ id: string; year_id: string }[]>('select id, academic_year_id as year_id from outpasses where student_id = ?', [studentId]),
  ]);
  return years
    .map((y) => {
      const home = lived.find((a) => a.year_id === y.id && inScope(a.hostel_id));
      return {
        id: y.id,
        name: y.name,
        openedAt: isoOf(y.opened_at),
        closedAt: y.closed_at ? isoOf(y.closed_at) : null,
        current: y.closed_at === null,
        allocation: home
          ? { hostel: home.hostel, roomNumber: Number(home.room_number), bed: Number(home.bed), heldFrom: isoOf(home.held_from), heldUntil: home.held_until ? isoOf(home.held_until) : null }
          : null,
        waitlist: places
          .filter((w) => w.year_id === y.id && inScope(w.hostel_id))
          .map((w) => ({ hostel: w.hostel, roomType: w.room_type, status: w.status, joinedAt: isoOf(w.created_at), endedAt: w.ended_at ? isoOf(w.ended_at) : null })),
        roomRequestIds: new Set(requests.filter((r) => r.year_id === y.id).map((r) => r.id)),
        outpassIds: new Set(outpasses.filter((o) => o.year_id === y.id).map((o) => o.id)),
      };
    })
    .filter((y) => y.current || lived.some((a) => a.year_id === y.id) || y.waitlist.length > 0 || y.roomRequestIds.size > 0 || y.outpassIds.size > 0);
}
