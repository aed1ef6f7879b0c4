import type { EntityManager } from '@mikro-orm/postgresql';
import { capacityOf, type RoomKind } from '../../core/enums.js';
import { AppError } from '../../core/errors.js';
import { pgArray } from '../../core/validate.js';
import type { RoomOccupantView } from './room.views.js';

/**
 * A room's service state as the office set it, read under the caller's lock of the room (or
 * not: then as the statement sees it). The booking paths check it before they take a bed; the
 * database's trigger refuses one anyway (room_occupancies_capacity_guard).
 */
export interface RoomState {
  id: string;
  number: number;
  capacity: number;
  inService: boolean;
  outOfServiceReason: string | null;
  retired: boolean;
}

export async function roomState(em: EntityManager, roomId: string): Promise<RoomState | undefined> {
  const [row] = await em.execute<{ id: string; number: number; capacity: number; in_service: boolean; out_of_service_reason: string | null; retired: boolean }[]>(
    'select id, number, capacity, in_service, out_of_service_reason, retired_at is not null as retired from rooms where id = ?',
    [roomId],
  );
  return row && { id: row.id, number: row.number, capacity: row.capacity, inService: row.in_service, outOfServiceReason: row.out_of_service_reason, retired: row.retired };
}

/** What a student (or the office) is told of a room no one may take a bed in: out of service, or retired. */
export function roomClosed(room: Pick<RoomState, 'number' | 'retired'>): AppError {
  return new AppError('CONFLICT', room.retired ? `Room ${room.number} is no longer in use.` : `Room ${room.number} is out of service.`, [
    { field: 'roomId', message: room.retired ? 'No longer in use.' : 'Out of service.' },
  ]);
}

/** Refuses a room that is out of service or retired (read under the caller's lock of the room, where there is one). */
export async function assertRoomOpen(em: EntityManager, roomId: string): Promise<RoomState | undefined> {
  const state = await roomState(em, roomId);
  if (state && (!state.inService || state.retired)) throw roomClosed(state);
  return state;
}

/**
 * Who holds the beds of these rooms, bed by bed: students, and beds held for a waitlist offer
 * (named by the student the offer is for). What the office must move first.
 */
export async function occupantsOf(em: EntityManager, roomIds: string[]): Promise<RoomOccupantView[]> {
  if (roomIds.length === 0) return [];
  const rows = await em.execute<{ room_id: string; bed: number; student_id: string; name: string; enrollment_id: string | null; held: boolean }[]>(
    `select o.room_id, o.bed, u.id as student_id, u.name, u.enrollment_id, o.offer_id is not null as held
       from room_occupancies o left join bed_offers b on b.id = o.offer_id join users u on u.id = coalesce(o.student_id, b.student_id)
      where o.room_id = any(?::uuid[]) order by o.room_id, o.bed`,
    [pgArray(roomIds)],
  );
  return rows.map((r) => ({ roomId: r.room_id, bed: r.bed, studentId: r.student_id, name: r.name, enrollmentId: r.enrollment_id, held: r.held }));
}

/** `Priya Sharma (EN1) in bed 1, bed 2 held for Ritu Das (EN7)'s waitlist offer`: a refusal names them. */
export function describeOccupants(occupants: readonly RoomOccupantView[], limit = 6): string {
  const who = (o: RoomOccupantView) => `${o.name}${o.enrollmentId ? ` (${o.enrollmentId})` : ''}`;
  const named = occupants.slice(0, limit).map((o) => (o.held ? `bed ${o.bed} held for ${who(o)}'s waitlist offer` : `${who(o)} in bed ${o.bed}`));
  const more = occupants.length - named.length;
  return more > 0 ? `${named.join(', ')} and ${more} more` : named.join(', ');
}

/** A room the office cannot change as asked while people are in it: who they are, and what to do. */
export function roomOccupied(number: number, occupants: readonly RoomOccupantView[], what: string): AppError {
  return new AppError('ROOM_OCCUPIED', `Room ${number} ${what}: ${describeOccupants(occupants)}. Move them to another room first.`, [
    { field: 'roomId', message: occupants.length === 1 ? 'Someone is in it.' : `${occupants.length} people are in it.` },
  ]);
}

/**
 * What stops a room becoming a smaller `type`, or undefined when nothing does: more occupants
 * than its new beds, or anyone in a bed above them (held beds count). Nobody is moved to another
 * bed by a change of the room (docs/decisions/0148): a student's bed number is what they were
 * told, so the office moves them first, and that move tells them.
 */
export function shrinkBlock(occupants: readonly RoomOccupantView[], type: RoomKind): { what: string; who: RoomOccupantView[] } | undefined {
  const capacity = capacityOf(type);
  if (occupants.length > capacity) return { what: `has ${occupants.length} people in it, more than a ${type} room's ${capacity === 1 ? 'one bed' : `${capacity} beds`}`, who: [...occupants] };
  const above = occupants.filter((o) => o.bed > capacity);
  if (above.length === 0) return undefined;
  const beds = capacity === 1 ? 'bed 1' : `beds 1 to ${capacity}`;
  return { what: `cannot become a ${type} (${beds}) while ${above.length === 1 ? 'a bed above them is taken' : `${above.length} beds above them are taken`}`, who: above };
}
