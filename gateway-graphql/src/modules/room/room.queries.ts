import type { EntityManager } from '@mikro-orm/postgresql';
import { prepared } from '../../db/prepared.js';
import type { RoomView } from '../../core/views.js';

interface RoomRow {
  id: string;
  hostel_id: string;
  hostel_name: string;
  number: number;
  type: RoomView['type'];
  capacity: number;
  taken: number;
  held: number;
}

const SELECT_ROOMS = `
  select r.id, r.hostel_id, h.name as hostel_name, r.number, r.type, r.capacity,
         c.taken, c.held
    from rooms r join hostels h on h.id = r.hostel_id
    cross join lateral (select count(o.student_id)::int as taken, count(o.offer_id)::int as held from room_occupancies o where o.room_id = r.id) c`;

/** Beds a request needs: one for the student, two when a roommate comes along. The one place this rule lives. */
export const bedsNeeded = (withRoommate: boolean): number => (withRoommate ? 2 : 1);

const toView = (row: RoomRow): RoomView =>
  roomView({ id: row.id, hostelId: row.hostel_id, hostelName: row.hostel_name, number: row.number, type: row.type, capacity: row.capacity }, { free: row.capacity - row.taken - row.held, held: row.held });

/** A room as the grid shows it, from its fixed facts and its free and held beds: the one place these rules live. */
export function roomView(room: Pick<RoomView, 'id' | 'hostelId' | 'hostelName' | 'number' | 'type' | 'capacity'>, beds: { free: number; held: number }): RoomView {
  return {
    id: room.id,
    hostelId: room.hostelId,
    hostelName: room.hostelName,
    number: room.number,
    floor: Math.floor(room.number / 100),
    type: room.type,
    capacity: room.capacity,
    freeBeds: beds.free,
    heldBeds: beds.held,
    isAvailable: beds.free > 0,
    takesPair: beds.free >= bedsNeeded(true),
  };
}

const roomsOfHostel = prepared<RoomRow>('rooms-of-hostel', `${SELECT_ROOMS} where h.name = ? order by h.name, r.number`);

/**
 * The rooms of one hostel: the room grid's read, the busiest of selection day. A prepared
 * statement (db/prepared.ts): planning was nearly half of PostgreSQL's work for it (pgbench,
 * docs/benchmarks.md section 2).
 */
export async function findHostelRooms(em: EntityManager, hostelName: string): Promise<RoomView[]> {
  return (await roomsOfHostel(em, [hostelName])).map(toView);
}

/** Rooms with their free beds, derived from occupancy, ordered by hostel then number. */
export async function findRooms(em: EntityManager, filter: { hostelId?: string; hostelName?: string; roomIds?: string[] } = {}): Promise<RoomView[]> {
  const where: string[] = [];
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
