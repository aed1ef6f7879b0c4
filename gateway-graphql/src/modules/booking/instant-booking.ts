import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../core/errors.js';
import { isUuid } from '../../core/validate.js';
import type { Viewer } from '../../core/viewer.js';
import { type Hostel } from '../hostel/index.js';
import type { RoomDirectory, RoomInfo } from '../room/index.js';
import { assertGenderMatches, commitmentOf, constraintError, ownCommitmentError, parseRoomRef, roomNotFound, type RoomRef } from './booking.rules.js';
import { BookingMode } from '../../core/enums.js';

/** The room a student may book instantly: it exists, its hostel books instantly, and matches their gender. */
export async function instantRoom(em: EntityManager, directory: RoomDirectory, ref: RoomRef, student: Viewer): Promise<RoomInfo> {
  const parsed = parseRoomRef(ref);
  if ('roomId' in parsed && !isUuid(parsed.roomId)) throw roomNotFound();
  const room = await directory.find(em, parsed);
  if (!room) throw roomNotFound();
  if (room.bookingMode !== BookingMode.INSTANT) {
    throw new AppError('BAD_USER_INPUT', `Rooms in ${room.hostelName} are assigned by the warden: send a booking request instead.`, [
      { field: 'hostel', message: `${room.hostelName} takes booking requests.` },
    ]);
  }
  assertGenderMatches({ name: room.hostelName, gender: room.hostelGender } as Hostel, { gender: student.gender });
  return room;
}

/**
 * Takes the lowest free bed in one statement, no transaction around it: the database decides.
 * A student who holds a bed or takes part in a pending request gets ALREADY_BOOKED; a bed
 * taken by someone else between our read and our write is a unique violation on (room, bed),
 * and the statement runs again on fresh data; a second bed for one student at once is a unique
 * violation on the student (ALREADY_BOOKED); no free bed inserts nothing (ROOM_FULL).
 */
export async function takeFreeBed(em: EntityManager, room: RoomInfo, studentId: string, requestKey: string | null = null): Promise<number> {
  for (let attempt = 0; attempt < 4; attempt++) {
    try {
      const [row] = await em.execute<{ bed: number | null; committed: boolean }[]>(
        `with me as (
           select exists (select 1 from room_occupancies where student_id = ?)
               or exists (select 1 from room_requests where status = 'Pending' and (student_id = ? or roommate_id = ?)) as committed),
         taken as (
           insert into room_occupancies (room_id, student_id, bed, request_key)
           select ?, ?, g, ? from generate_series(1, ?) g
            where not (select committed from me)
              and not exists (select 1 from room_occupancies o where o.room_id = ? and o.bed = g)
            order by g limit 1
           returning bed)
         select (select bed from taken) as bed, (select committed from me) as committed`,
        [studentId, studentId, studentId, room.id, studentId, requestKey, room.capacity, room.id],
      );
      if (row!.committed) throw ownCommitmentError((await commitmentOf(em, studentId)) ?? 'bed');
      if (row!.bed === null) throw new AppError('ROOM_FULL', `Room ${room.number} is full.`);
      return row!.bed;
    } catch (error) {
      if (error instanceof AppError) throw error;
      const known = constraintError(error, room.number);
      if (known?.code === 'ROOM_FULL') continue; // lost the race for that bed: look again
      throw known ?? error;
    }
  }
  throw new AppError('ROOM_FULL', `Room ${room.number} is full.`);
}
