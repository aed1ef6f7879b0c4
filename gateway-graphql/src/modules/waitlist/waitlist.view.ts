import type { EntityManager } from '@mikro-orm/postgresql';
import { isoOf } from '../../core/validate.js';
import type { OfferStatus, RoomKind, WaitlistStatus } from '../../core/enums.js';
import { findRooms } from '../room/index.js';
import type { RoomView } from '../../core/views.js';

/** A bed held for a student: which, and until when. */
export interface BedOfferView {
  id: string;
  room: RoomView;
  bed: number;
  status: OfferStatus;
  expiresAt: string;
  createdAt: string;
}

/** A place in a hostel's line, as its student or the staff see it. */
export interface WaitlistPlaceView {
  id: string;
  hostelId: string;
  hostelName: string;
  /** The room type waited for; null: any. */
  roomType: RoomKind | null;
  status: WaitlistStatus;
  /** 1 for the first in line; null once the place has ended. */
  position: number | null;
  /** How many are in this line now. */
  inLine: number;
  joinedAt: string;
  /** The bed held for this place, while it is. */
  offer: BedOfferView | null;
  /** Staff only: who waits. */
  student: { id: string; name: string; enrollmentId: string | null } | null;
}

interface PlaceRow {
  id: string;
  hostel_id: string;
  hostel_name: string;
  room_type: RoomKind | null;
  status: WaitlistStatus;
  position: number | null;
  in_line: number;
  created_at: Date | string;
  student_id: string;
  student_name: string;
  enrollment_id: string | null;
  offer_id: string | null;
  offer_room_id: string | null;
  offer_bed: number | null;
  offer_status: OfferStatus | null;
  offer_expires_at: Date | string | null;
  offer_created_at: Date | string | null;
}

const SELECT_PLACES = `
  select e.id, e.hostel_id, h.name as hostel_name, e.room_type, e.status,
         case when e.status in ('Waiting', 'Offered') then
           (select count(*)::int from waitlist_entries x where x.hostel_id = e.hostel_id and x.status in ('Waiting', 'Offered') and (x.rank, x.created_at, x.id) <= (e.rank, e.created_at, e.id)) end as position,
         (select count(*)::int from waitlist_entries x where x.hostel_id = e.hostel_id and x.status in ('Waiting', 'Offered')) as in_line,
         e.created_at, u.id as student_id, u.name as student_name, u.enrollment_id,
         b.id as offer_id, b.room_id as offer_room_id, b.bed as offer_bed, b.status as offer_status, b.expires_at as offer_expires_at, b.created_at as offer_created_at
    from waitlist_entries e
    join hostels h on h.id = e.hostel_id
    join users u on u.id = e.student_id
    left join bed_offers b on b.entry_id = e.id and b.status = 'Held'`;

async function toViews(em: EntityManager, rows: PlaceRow[], withStudent: boolean): Promise<WaitlistPlaceView[]> {
  const roomIds = [...new Set(rows.flatMap((r) => (r.offer_room_id ? [r.offer_room_id] : [])))];
  const rooms = new Map((roomIds.length ? await findRooms(em, { roomIds }) : []).map((r) => [r.id, r]));
  return rows.map((r) => ({
    id: r.id,
    hostelId: r.hostel_id,
    hostelName: r.hostel_name,
    roomType: r.room_type,
    status: r.status,
    position: r.position,
    inLine: r.in_line,
    joinedAt: isoOf(r.created_at),
    offer:
      r.offer_id && r.offer_room_id && rooms.has(r.offer_room_id)
        ? { id: r.offer_id, room: rooms.get(r.offer_room_id)!, bed: r.offer_bed!, status: r.offer_status!, expiresAt: isoOf(r.offer_expires_at!), createdAt: isoOf(r.offer_created_at!) }
        : null,
    student: withStudent ? { id: r.student_id, name: r.student_name, enrollmentId: r.enrollment_id } : null,
  }));
}

/** The student's place now: their active one, else the one that ended last (to say how it ended). */
export async function loadOwnPlace(em: EntityManager, studentId: string): Promise<WaitlistPlaceView | null> {
  const rows = await em.execute<PlaceRow[]>(
    `${SELECT_PLACES} where e.student_id = ? order by (e.status in ('Waiting', 'Offered')) desc, coalesce(e.ended_at, e.created_at) desc limit 1`,
    [studentId],
  );
  return (await toViews(em, rows, false))[0] ?? null;
}

/** A hostel's line in order, for staff: the places still in it. */
export async function loadLine(em: EntityManager, hostelId: string): Promise<WaitlistPlaceView[]> {
  const rows = await em.execute<PlaceRow[]>(`${SELECT_PLACES} where e.hostel_id = ? and e.status in ('Waiting', 'Offered') order by e.rank, e.created_at, e.id`, [hostelId]);
  return toViews(em, rows, true);
}
