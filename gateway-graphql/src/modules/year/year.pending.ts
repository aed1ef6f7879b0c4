import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../core/errors.js';

/** Something of the open year that still waits: the closing is refused while any exists. */
export interface PendingItemView {
  /** room_request, roommate_invitation, outpass, waitlist_offer or selection_process. */
  kind: string;
  /** The id of what waits (the request, the outpass, the bed offer, the process): where it is settled. */
  id: string;
  /** The student it waits on; null for a selection process. */
  studentId: string | null;
  studentName: string | null;
  enrollmentId: string | null;
  /** The hostel's id, when it belongs to one hostel. */
  hostelId: string | null;
  /** Its hostel's name (a process: its hostels', joined). */
  hostel: string | null;
  detail: string;
  /** Only for an outpass: its status (Pending, Approved, Out, Overdue), which says where it is settled. */
  status: string | null;
}

/**
 * What still waits, each with its student and hostel, in the office's words: a request no admin
 * decided, a roommate who has not answered, an outpass not ended (waiting for a decision or a
 * guardian, approved and not used, or the student not back), a freed bed offered and not
 * answered, a selection process published and not yet done (its draw governs the old roster).
 */
const PENDING_SQL = `
select kind, id, student_id, student_name, enrollment_id, hostel_id, hostel, detail, status from (
  select 'room_request' as kind, q.id, u.id as student_id, u.name as student_name, u.enrollment_id, h.id as hostel_id, h.name as hostel,
         (case when q.change then 'A move to room ' else 'Room ' end) || r.number || ': waiting for a decision' as detail, null::text as status
    from room_requests q join users u on u.id = q.student_id join rooms r on r.id = q.room_id join hostels h on h.id = r.hostel_id
   where q.status = 'Pending' and q.roommate_response is distinct from 'Pending'
  union all
  select 'roommate_invitation', q.id, m.id, m.name, m.enrollment_id, h.id, h.name,
         'Named as roommate by ' || u.name || ' (' || coalesce(u.enrollment_id, '') || ') for room ' || r.number || ': not answered', null
    from room_requests q join users u on u.id = q.student_id join users m on m.id = q.roommate_id join rooms r on r.id = q.room_id join hostels h on h.id = r.hostel_id
   where q.status = 'Pending' and q.roommate_response = 'Pending'
  union all
  select 'outpass', o.id, u.id, u.name, u.enrollment_id, h.id, h.name,
         'Outpass to ' || o.destination || ': ' || case
           when o.status = 'Pending' and o.guardian_consent = 'Awaiting' then 'waiting for the guardian'
           when o.status = 'Pending' then 'waiting for a decision'
           when o.status = 'Approved' then 'approved, not used'
           when o.status = 'Out' then 'the student is out'
           else 'the student is out and overdue' end,
         o.status::text
    from outpasses o join users u on u.id = o.student_id left join hostels h on h.id = o.hostel_id
   where o.status in ('Pending', 'Approved', 'Out', 'Overdue')
  union all
  select 'waitlist_offer', b.id, u.id, u.name, u.enrollment_id, h.id, h.name, 'Offered room ' || r.number || ', bed ' || b.bed || ': not answered', null
    from bed_offers b join users u on u.id = b.student_id join rooms r on r.id = b.room_id join hostels h on h.id = r.hostel_id
   where b.status = 'Held'
  union all
  select 'selection_process', p.id, null, null, null, null,
         (select string_agg(h.name, ', ' order by h.name) from selection_process_hostels ph join hostels h on h.id = ph.hostel_id where ph.process_id = p.id),
         'Selection process "' || p.name || '": ' || case p.status
           when 'Published' then 'published; run and publish its assignment after it closes'
           when 'Assigning' then 'its assignment is running'
           else 'assigned; publish its assignment' end,
         null
    from selection_processes p where p.status in ('Published', 'Assigning', 'Assigned')
) p order by kind, hostel nulls last, student_name`;

/** At most this many pending things travel in a refusal's fields; the query lists them all. */
const LISTED = 100;

/** Everything that keeps the open year from closing, in the order the office reads it. */
export async function pendingItems(em: EntityManager): Promise<PendingItemView[]> {
  const rows = await em.execute<
    { kind: string; id: string; student_id: string | null; student_name: string | null; enrollment_id: string | null; hostel_id: string | null; hostel: string | null; detail: string; status: string | null }[]
  >(PENDING_SQL);
  return rows.map((r) => ({
    kind: r.kind,
    id: r.id,
    studentId: r.student_id,
    studentName: r.student_name,
    enrollmentId: r.enrollment_id,
    hostelId: r.hostel_id,
    hostel: r.hostel,
    detail: r.detail,
    status: r.status,
  }));
}

/** "Asha Patil (21CS001), BH-1", the student and hostel an item names (a process: its hostels). */
const whoAndWhere = (i: PendingItemView): string =>
  [i.studentName && (i.enrollmentId ? `${i.studentName} (${i.enrollmentId})` : i.studentName), i.hostel].filter(Boolean).join(', ');

/** YEAR_HAS_PENDING: how many of each wait, and (as fields) each of them, the first {@link LISTED}. */
export function pendingError(year: string, items: PendingItemView[]): AppError {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(item.kind, (counts.get(item.kind) ?? 0) + 1);
  const said = [...counts].map(([kind, n]) => `${n} ${n === 1 ? (KIND_WORDS[kind]?.[0] ?? kind) : (KIND_WORDS[kind]?.[1] ?? kind)}`).join(', ');
  return new AppError(
    'YEAR_HAS_PENDING',
    `The academic year ${year} cannot close while things wait: ${said}. Settle them first.`,
    items.slice(0, LISTED).map((i) => ({ field: i.kind, message: whoAndWhere(i) ? `${whoAndWhere(i)}: ${i.detail}` : i.detail })),
  );
}

/** Each kind in the refusal's count, one and many. */
const KIND_WORDS: Record<string, readonly [string, string]> = {
  room_request: ['pending room request', 'pending room requests'],
  roommate_invitation: ['unanswered roommate invitation', 'unanswered roommate invitations'],
  outpass: ['open outpass', 'open outpasses'],
  waitlist_offer: ['unanswered bed offer', 'unanswered bed offers'],
  selection_process: ['selection process still running', 'selection processes still running'],
};
