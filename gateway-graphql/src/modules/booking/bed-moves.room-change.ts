import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../core/errors.js';
import { lockRows } from '../../core/locks.js';
import type { Viewer } from '../../core/viewer.js';
import { lockedWindowState, windowRefusal } from '../selection/index.js';
import { offerFreeBeds, type BedChanges, type WaitlistDeps } from '../waitlist/index.js';
import { freeBedsIn, heldBed, moveBed, targetRoom } from './bed-moves.rows.js';
import { BookingMode } from '../../core/enums.js';

/**
 * Moves a student's own bed to another room of their instant hostel inside the caller's
 * transaction, while the hostel's selection window is open for them; the bed it frees is
 * offered to the waitlist.
 */
export async function changeOwnRoom(em: EntityManager, deps: WaitlistDeps, student: Viewer, roomId: string, changes: BedChanges): Promise<void> {
  await lockRows(em, 'users', [student.userId]);
  const current = await heldBed(em, student.userId);
  if (!current) throw new AppError('BAD_USER_INPUT', 'You have no room to change: book one instead.');
  const target = await targetRoom(em, roomId);
  if (target.hostel_id !== current.hostel_id) throw new AppError('BAD_USER_INPUT', `You can change only to another room of ${current.hostel_name}.`, [{ field: 'roomId', message: 'Choose a room of your hostel.' }]);
  if (target.id === current.room_id) throw new AppError('BAD_USER_INPUT', `You are already in room ${target.number}.`, [{ field: 'roomId', message: 'Choose another room.' }]);
  if (target.booking_mode !== BookingMode.INSTANT) {
    throw new AppError('BAD_USER_INPUT', `Rooms in ${target.hostel_name} are assigned by the warden: send a room change request instead.`, [{ field: 'hostel', message: 'Send a request.' }]);
  }
  const state = await lockedWindowState(em, target.hostel_id, student.userId, deps.clock());
  if (state !== 'open') throw await windowRefusal(em, target.hostel_id, target.hostel_name, state, student.userId);
  const [bed] = await freeBedsIn(em, [current.room_id, target.id], target, 1);
  await moveBed(em, deps, student, current, target, bed!, { action: 'bed.changed' });
  changes.rooms.add(current.room_id).add(target.id);
  changes.students.add(student.userId);
  await offerFreeBeds(em, [current.hostel_id], deps, changes);
}
