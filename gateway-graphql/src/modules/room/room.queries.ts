import type { EntityManager } from '@mikro-orm/postgresql';
import { prepared } from '../../core/prepared.js';
import type { RoomView } from '../../core/views.js';

interface RoomRow {
  id: string;
  hostel_id: string;
  hostel_name: string;
  number: number;
  floor: number;
  type: RoomView['type'];
  capacity: number;
  in_service: boolean;
  out_of_service_reason: string | null;
  retired: boolean;
  accessible: boolean;
  taken: number;
  held: number;
}

const SELECT_ROOMS = `
  select r.id, r.hostel_id, h.name as hostel_name, r.number, r.floor, r.type, r.capacity,
         r.in_service, r.out_of_service_reason, r.retired_at is not null as retired, r.accessible, c.taken, c.held
    from rooms r join hostels h on h.id = r.hostel_id
    cross join lateral (select count(o.student_id)::int as taken, count(o.offer_id)::int as held from room_occupancies o where o.room_id = r.id) c`;

/** Beds a request needs: one for the student, two when a roommate comes along. The one place this rule lives. */
export const bedsNeeded = (withRoommate: boolean): number => (withRoommate ? 2 : 1);

const toView = (row: RoomRow): RoomView =>
  roomView(
    {
      id: row.id,
      hostelId: row.hostel_id,
      hostelName: row.hostel_name,
      number: row.number,
      floor: row.floor,
      type: row.type,
      capacity: row.capacity,
      inService: row.in_service,
      outOfServiceReason: row.out_of_service_reason,
      retired: row.retired,
      accessible: row.accessible,
    },
    { free: row.capacity - row.taken - row.held, held: row.held },
  );

/** What of a room the office sets: where it is, its size, whether it may be booked. */
export type RoomFacts = Pick<RoomView, 'id' | 'hostelId' | 'hostelName' | 'number' | 'floor' | 'type' | 'capacity' | 'inService' | 'outOfServiceReason' | 'retired' | 'accessible'>;

/**
 * A room as the grid shows it, from its facts and its free and held beds: the one place these
 * rules live. A room out of service or retired has no bed anyone may book.
 */
export function roomView(room: RoomFacts, beds: { free: number; held: number }): RoomView {
  const free = room.inService && !room.retired ? beds.free : 0;
  return {
    id: room.id,
    hostelId: room.hostelId,
    hostelName: room.hostelName,
    number: room.number,
    floor: room.floor,
    type: room.type,
    capacity: room.capacity,
    inService: room.inService,
    outOfServiceReason: room.outOfServiceReason,
    retired: room.retired,
    accessible: room.accessible,
    freeBeds: free,
    heldBeds: beds.held,
    isAvailable: free > 0,
    takesPair: free >= bedsNeeded(true),
  };
}

// Retired rooms are no longer the hostel's: no grid lists them.
const roomsOfHostel = prepared<RoomRow>('rooms-of-hostel', `${SELECT_ROOMS} where h.name = ? and r.retired_at is null order by h.name, r.number`);

/**
 * The rooms of one hostel: the room grid's read, the busiest of selection day. A prepared
 * statement (core/prepared.ts): planning was nearly half of PostgreSQL's work for it (pgbench,
 * docs/benchmarks.md section 2).
 */
export async function findHostelRooms(em: EntityManager, hostelName: string): Promise<RoomView[]> {
  return (await roomsOfHostel(em, [hostelName])).map(toView);
}

/**
 * Rooms with their free beds, derived from occupancy, ordered by hostel then number. Rooms named
 * by id are found retired or not (a grid hears of a room once when it retires); otherwise
 * retired rooms are left out.
 */
export async function findRooms(em: EntityManager, filter: { hostelId?: string; hostelName?: string; roomIds?: string[] } = {}): Promise<RoomView[]> {
  const where: string[] = filter.roomIds ? [] : ['r.retired_at is null'];
  const params: unknown[] = [];
  if (filter.hostelId) {
    where.push('r.hostel_id = ?');
    params.push(filter.hostelId);
  }
  if (filter.hostelName) {
    where.push('h.name = ?');
    params.push(filter.hostelName);
  }
  if (filter.roomIds) {
    where.push(`r.id in (${filter.roomIds.map(() => '?').join(', ') || 'null'})`);
    params.push(...filter.roomIds);
  }
  const sql = `${SELECT_ROOMS} ${where.length ? `where ${where.join(' and ')}` : ''} order by h.name, r.number`;
  return (await em.execute<RoomRow[]>(sql, params)).map(toView);
}

const roomById = prepared<RoomRow>('room-by-id', `${SELECT_ROOMS} where r.id = ?`);

/**
 * One room with its free beds: the answer to every booking through GraphQL (the mutation returns
 * the room), two in five of selection day's requests. Prepared, as the grid's read is: built
 * by `findRooms`, PostgreSQL parsed and planned it on every call.
 */
export async function findRoom(em: EntityManager, id: string): Promise<RoomView | undefined> {
  const [row] = await roomById(em, [id]);
  return row && toView(row);
}
