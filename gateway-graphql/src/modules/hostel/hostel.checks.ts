import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError, notFound } from '../../core/errors.js';
import type { HostelView } from '../../core/views.js';

/** A hostel as the office's change reads it, under its lock. */
export interface LockedHostel {
  id: string;
  name: string;
  title: string | null;
  gender: HostelView['gender'];
  booking_mode: HostelView['bookingMode'];
  first_floor: number;
  floors: number;
  amenities: string[];
  retired: boolean;
}

/** Who keeps a hostel from changing gender or retiring: people in its beds, its pending requests, its line. */
interface HostelPeople {
  residents: { name: string; enrollment_id: string | null; number: number; held: boolean }[];
  requests: number;
  waiting: number;
}

/**
 * The hostel, locked for this transaction's change: `for no key update`, so rows naming it (a
 * room, an outpass, a waitlist place) may still be written meanwhile; another change waits.
 */
export async function lockHostel(em: EntityManager, hostelId: string): Promise<LockedHostel> {
  const [row] = await em.execute<LockedHostel[]>(
    'select id, name, title, gender, booking_mode, first_floor, floors, amenities, retired_at is not null as retired from hostels where id = ? for no key update',
    [hostelId],
  );
  if (!row) throw notFound('Hostel');
  return row;
}

/** A new hostel's code is in use, by a hostel still open or by a retired one. */
export const codeTaken = (code: string, retired: boolean) =>
  new AppError('CONFLICT', retired ? `A retired hostel is named ${code}: choose another code.` : `A hostel named ${code} already exists.`, [{ field: 'name', message: 'Taken.' }]);

/**
 * Who is in the hostel (`3 people are in its rooms (…) and 1 student waits in its line`), or
 * undefined when it is empty. Its rooms are locked first: a booking in flight in one of them
 * finishes (and is counted) or waits for the caller's change.
 */
export async function peopleIn(em: EntityManager, hostelId: string): Promise<string | undefined> {
  await em.execute('select id from rooms where hostel_id = ? order by id for update', [hostelId]);
  const people = await peopleOf(em, hostelId);
  return people.residents.length + people.requests + people.waiting > 0 ? describePeople(people) : undefined;
}

/** Why the hostel's floors cannot become `firstFloor` to `firstFloor + floors - 1`: rooms on other floors; or undefined. */
export async function roomsOffFloors(em: EntityManager, hostelId: string, firstFloor: number, floors: number): Promise<string | undefined> {
  const last = firstFloor + floors - 1;
  const outside = await em.execute<{ number: number; floor: number }[]>(
    'select number, floor from rooms where hostel_id = ? and retired_at is null and (floor < ? or floor > ?) order by number',
    [hostelId, firstFloor, last],
  );
  if (outside.length === 0) return undefined;
  const named = outside.slice(0, 5).map((r) => `${r.number} (floor ${r.floor})`).join(', ');
  return `${outside.length === 1 ? 'Room' : 'Rooms'} ${named}${outside.length > 5 ? ` and ${outside.length - 5} more` : ''} would be outside floors ${firstFloor} to ${last}: change their floor, or retire them, first.`;
}

async function peopleOf(em: EntityManager, hostelId: string): Promise<HostelPeople> {
  const residents = await em.execute<HostelPeople['residents']>(
    `select u.name, u.enrollment_id, r.number, o.offer_id is not null as held
       from room_occupancies o join rooms r on r.id = o.room_id left join bed_offers b on b.id = o.offer_id join users u on u.id = coalesce(o.student_id, b.student_id)
      where r.hostel_id = ? order by r.number, o.bed`,
    [hostelId],
  );
  const [counts] = await em.execute<{ requests: number; waiting: number }[]>(
    `select (select count(*)::int from room_requests q join rooms r on r.id = q.room_id where r.hostel_id = ? and q.status = 'Pending') as requests,
            (select count(*)::int from waitlist_entries where hostel_id = ? and status = 'Waiting') as waiting`,
    [hostelId, hostelId],
  );
  return { residents, requests: counts!.requests, waiting: counts!.waiting };
}

/** `3 people are in its rooms (Priya Sharma (EN1) in room 101, …), 2 room requests are pending and 1 student waits in its line`. */
function describePeople({ residents, requests, waiting }: HostelPeople): string {
  const parts: string[] = [];
  if (residents.length > 0) {
    const named = residents.slice(0, 5).map((r) => `${r.name}${r.enrollment_id ? ` (${r.enrollment_id})` : ''} ${r.held ? `has a bed held in room ${r.number}` : `in room ${r.number}`}`);
    const more = residents.length > 5 ? `, and ${residents.length - 5} more` : '';
    parts.push(`${residents.length === 1 ? '1 person is' : `${residents.length} people are`} in its rooms (${named.join(', ')}${more})`);
  }
  if (requests > 0) parts.push(requests === 1 ? '1 room request is pending' : `${requests} room requests are pending`);
  if (waiting > 0) parts.push(waiting === 1 ? '1 student waits in its line' : `${waiting} students wait in its line`);
  return parts.length <= 1 ? parts.join('') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}
