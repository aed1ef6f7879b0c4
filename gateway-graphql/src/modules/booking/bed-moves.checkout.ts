import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../core/errors.js';
import { lockRows } from '../../core/locks.js';
import { assertInScope, type Viewer } from '../../core/viewer.js';
import { offerFreeBeds, type BedChanges, type WaitlistDeps } from '../waitlist/index.js';
import { heldBed } from './bed-moves.rows.js';
import { NotificationKind } from '../../core/enums.js';

/**
 * Frees a student's bed inside the caller's transaction, for the student themself or for staff
 * of their hostel (then the student is told why), and offers it to the hostel's waitlist.
 */
export async function vacateBed(em: EntityManager, deps: WaitlistDeps, actor: Viewer, studentId: string, reason: string | null, changes: BedChanges): Promise<void> {
  await lockRows(em, 'users', [studentId]);
  const held = await heldBed(em, studentId);
  if (!held) throw actor.userId === studentId ? new AppError('BAD_USER_INPUT', 'You have no room to check out of.') : new AppError('BAD_USER_INPUT', 'That student has no bed.');
  if (actor.userId !== studentId) assertInScope(actor, held.hostel_id);
  await lockRows(em, 'rooms', [held.room_id]);
  await em.execute('delete from room_occupancies where student_id = ?', [studentId]);
  await deps.audit.record(em, actor, {
    action: 'bed.vacated',
    objectType: 'room',
    objectId: held.room_id,
    studentId,
    hostelId: held.hostel_id,
    before: { hostel: held.hostel_name, room: held.number, bed: held.bed },
    after: { reason },
  });
  if (actor.userId !== studentId) {
    changes.notifications.push(
      ...(await deps.notifier.write(em, [
        {
          userId: studentId,
          kind: NotificationKind.CHECKED_OUT,
          title: `You were checked out of ${held.hostel_name} room ${held.number}`,
          body: `The hostel office checked you out of ${held.hostel_name} room ${held.number}, bed ${held.bed}. Reason: ${reason}`,
          link: '/newprofile',
        },
      ])),
    );
  }
  changes.rooms.add(held.room_id);
  changes.students.add(studentId);
  await offerFreeBeds(em, [held.hostel_id], deps, changes);
}
