import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../core/errors.js';
import { isUuid } from '../../core/validate.js';
import { Hostel } from '../hostel/index.js';
import { Room, roomClosed } from '../room/index.js';
import { type User } from '../user/index.js';
import { Gender } from '../../core/enums.js';

/** How a client names a room: by id, or by hostel name and room number (the spec's payloads). */
export interface RoomRef {
  roomId?: unknown;
  hostel?: unknown;
  roomNumber?: unknown;
  /** Sent by the spec's client; refused unless it is the caller's own id. */
  studentId?: unknown;
}

export const alreadyBooked = () => new AppError('ALREADY_BOOKED', 'You have already booked a room!');

/** A validated room reference: 400 when the client names no room. */
export function parseRoomRef(ref: RoomRef): { roomId: string } | { hostel: string; number: number } {
  if (typeof ref.roomId === 'string' && ref.roomId !== '') return { roomId: ref.roomId };
  const number = typeof ref.roomNumber === 'string' ? Number(ref.roomNumber) : ref.roomNumber;
  if (typeof ref.hostel !== 'string' || !ref.hostel.trim() || typeof number !== 'number' || !Number.isInteger(number)) {
    throw new AppError('BAD_USER_INPUT', 'Choose a room: its id, or its hostel and room number.', [{ field: 'roomNumber', message: 'Choose a room.' }]);
  }
  return { hostel: ref.hostel.trim().toUpperCase(), number };
}

export const roomNotFound = () => new AppError('NOT_FOUND', 'Room not found.');

/** Finds the room a client means; 400 when it names none, 404 when there is no such room. */
export async function findRoomRef(em: EntityManager, ref: RoomRef): Promise<Room> {
  const parsed = parseRoomRef(ref);
  let room: Room | null;
  if ('roomId' in parsed) {
    room = isUuid(parsed.roomId) ? await em.findOne(Room, { id: parsed.roomId }, { populate: ['hostel'] }) : null;
  } else {
    const hostel = await em.findOne(Hostel, { name: parsed.hostel });
    room = hostel ? await em.findOne(Room, { hostel, number: parsed.number }, { populate: ['hostel'] }) : null;
  }
  if (!room) throw roomNotFound();
  return room;
}

/** A student books only in a hostel of their own gender. */
export function assertGenderMatches(hostel: Hostel, student: Pick<User, 'gender'>): void {
  if (hostel.gender !== student.gender) {
    throw new AppError('FORBIDDEN', `${hostel.name} is a ${hostel.gender === Gender.FEMALE ? "girls'" : "boys'"} hostel.`);
  }
}

/** Beds of a room already taken (the room must be locked by the caller). */
export async function takenBeds(em: EntityManager, roomId: string): Promise<number[]> {
  return (await em.execute<{ bed: number }[]>('select bed from room_occupancies where room_id = ?', [roomId])).map((r) => r.bed);
}

/** The lowest free bed numbers of a room, as many as asked; fewer when the room lacks them. */
export function freeBeds(capacity: number, taken: number[], wanted: number): number[] {
  const free: number[] = [];
  for (let bed = 1; bed <= capacity && free.length < wanted; bed++) if (!taken.includes(bed)) free.push(bed);
  return free;
}

/** What keeps a student from asking for another bed: one they hold, their pending request, or one naming them. */
export type Commitment = 'bed' | 'request' | 'invite';

export async function commitmentOf(em: EntityManager, studentId: string): Promise<Commitment | null> {
  const [row] = await em.execute<{ commitment: Commitment | null }[]>(
    `select case when exists (select 1 from room_occupancies where student_id = ?) then 'bed'
                 when exists (select 1 from room_requests where status = 'Pending' and student_id = ?) then 'request'
                 when exists (select 1 from room_requests where status = 'Pending' and roommate_id = ?) then 'invite'
            end as commitment`,
    [studentId, studentId, studentId],
  );
  return row?.commitment ?? null;
}

/** The caller's own commitment, as the answer a client understands (208 on REST, as the spec's client expects). */
export function ownCommitmentError(commitment: Commitment): AppError {
  if (commitment === 'request') return new AppError('ALREADY_BOOKED', 'You already have a pending room request. Cancel it to ask for another room.');
  if (commitment === 'invite') return new AppError('ALREADY_BOOKED', 'You are named as the roommate in a pending request. Decline it to ask for a room of your own.');
  return alreadyBooked();
}

/** A named roommate's commitment, said of them. */
export function roommateCommitmentError(name: string, commitment: Commitment): AppError {
  return new AppError('CONFLICT', commitment === 'bed' ? `${name} already has a room.` : `${name} already has a pending room request.`, [
    { field: 'roomieRollNumber', message: commitment === 'bed' ? 'Already has a room.' : 'Already in a pending request.' },
  ]);
}

/** Maps the database's last-guard constraints to the answers a client understands. */
export function constraintError(error: unknown, roomNumber: number): AppError | undefined {
  const text = error instanceof Error ? error.message : '';
  if (/room_occupancies_student_id_unique|room_requests_one_pending_per_student/.test(text)) return alreadyBooked();
  if (/room_requests_one_pending_per_roommate/.test(text)) return new AppError('CONFLICT', 'Your roommate already has a pending room request.');
  if (/room_occupancies_room_id_bed_unique|has no bed/.test(text)) return new AppError('ROOM_FULL', `Room ${roomNumber} is full.`);
  // The office took the room out of service (or retired it) while this booking was on its way.
  if (/room \d+ is out of service/.test(text)) return roomClosed({ number: roomNumber, retired: false });
  return undefined;
}
