import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError, notFound } from '../../core/errors.js';
import { lockRows } from '../../core/locks.js';
import { isUuid } from '../../core/validate.js';
import type { Viewer } from '../../core/viewer.js';
import { assertRoomOpen } from '../room/index.js';
import type { WaitlistDeps } from '../waitlist/index.js';
import { freeBeds, takenBeds } from './booking.rules.js';
import { BookingMode, Gender } from '../../core/enums.js';

/** A student's bed, with what the audit log and their notification name it by. */
export interface HeldBed {
  student_id: string;
  name: string;
  enrollment_id: string | null;
  gender: Gender | null;
  room_id: string;
  bed: number;
  number: number;
  hostel_id: string;
  hostel_name: string;
}

/** The room a student is moved to, with its hostel's gender and booking mode. */
export interface TargetRoom {
  id: string;
  number: number;
  capacity: number;
  hostel_id: string;
  hostel_name: string;
  gender: Gender;
  booking_mode: BookingMode;
}

const HELD_BED = `select u.id as student_id, u.name, u.enrollment_id, u.gender, o.room_id, o.bed, r.number, r.hostel_id, h.name as hostel_name
                    from room_occupancies o join users u on u.id = o.student_id join rooms r on r.id = o.room_id join hostels h on h.id = r.hostel_id`;

/** The bed a student holds, if any. */
export async function heldBed(em: EntityManager, studentId: string): Promise<HeldBed | undefined> {
  return (await em.execute<HeldBed[]>(`${HELD_BED} where o.student_id = ?`, [studentId]))[0];
}

/** The room a move names: 404 when there is no such room. */
export async function targetRoom(em: EntityManager, roomId: string): Promise<TargetRoom> {
  const [room] = isUuid(roomId)
    ? await em.execute<TargetRoom[]>('select r.id, r.number, r.capacity, r.hostel_id, h.name as hostel_name, h.gender, h.booking_mode from rooms r join hostels h on h.id = r.hostel_id where r.id = ?', [roomId])
    : [];
  if (!room) throw notFound('Room');
  return room;
}

/**
 * Locks the rooms (in order) and returns `wanted` free beds of the target, or says it lacks them,
 * or that the office took it out of service (its state and beds read under the lock).
 */
export async function freeBedsIn(em: EntityManager, roomIds: string[], target: TargetRoom, wanted: number): Promise<number[]> {
  await lockRows(em, 'rooms', roomIds);
  const { capacity } = (await assertRoomOpen(em, target.id))!;
  const beds = freeBeds(capacity, await takenBeds(em, target.id), wanted);
  if (beds.length < wanted) throw new AppError('ROOM_FULL', wanted === 1 ? `Room ${target.number} is full.` : `Room ${target.number} does not have ${wanted} free beds.`);
  return beds;
}

/** Moves a held bed's row to the target's bed (the student is never without one), and audits it as `how.action`. */
export async function moveBed(em: EntityManager, deps: WaitlistDeps, actor: Viewer, held: HeldBed, target: TargetRoom, bed: number, how: { action: string; reason?: string }): Promise<void> {
  await em.execute('update room_occupancies set room_id = ?, bed = ?, request_key = null, process_id = null where student_id = ?', [target.id, bed, held.student_id]);
  await deps.audit.record(em, actor, {
    action: how.action,
    objectType: 'room',
    objectId: target.id,
    studentId: held.student_id,
    hostelId: target.hostel_id,
    before: { hostel: held.hostel_name, room: held.number, bed: held.bed },
    after: { hostel: target.hostel_name, room: target.number, bed, ...(how.reason && { reason: how.reason }) },
  });
}

/** Gives a student without a bed the target's bed, and audits it. */
export async function assignBed(em: EntityManager, deps: WaitlistDeps, staff: Viewer, person: { id: string }, target: TargetRoom, bed: number, reason: string): Promise<void> {
  await em.execute('insert into room_occupancies (room_id, student_id, bed, created_at) values (?, ?, ?, ?)', [target.id, person.id, bed, deps.clock()]);
  await deps.audit.record(em, staff, {
    action: 'bed.assigned',
    objectType: 'room',
    objectId: target.id,
    studentId: person.id,
    hostelId: target.hostel_id,
    after: { hostel: target.hostel_name, room: target.number, bed, reason },
  });
}
