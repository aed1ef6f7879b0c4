import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError, notFound } from '../../core/errors.js';
import { lockRows } from '../../core/locks.js';
import { pgArray } from '../../core/validate.js';
import { assertInScope, type Viewer } from '../../core/viewer.js';
import { offerFreeBeds, type BedChanges, type WaitlistDeps } from '../waitlist/index.js';
import { assignBed, freeBedsIn, heldBed, moveBed, targetRoom, type HeldBed } from './bed-moves.rows.js';
import { Gender, NotificationKind, Role } from '../../core/enums.js';

/** A staff move of one student (and by choice the roommate sharing their room), with its reason. */
export interface Reassignment {
  studentId: string;
  roomId: string;
  withRoommate: boolean;
  why: string;
}

/**
 * Moves a student, with a bed or without, to a room inside the caller's transaction, with the
 * roommates still sharing their room when asked; everyone moved is told, and the beds freed are
 * offered to the waitlist.
 */
export async function reassignBeds(em: EntityManager, deps: WaitlistDeps, staff: Viewer, move: Reassignment, changes: BedChanges): Promise<void> {
  const { studentId, roomId, withRoommate, why } = move;
  const current = await heldBed(em, studentId);
  const mates = withRoommate && current ? (await em.execute<{ student_id: string }[]>('select student_id from room_occupancies where room_id = ? and student_id is not null and student_id <> ?', [current.room_id, studentId])).map((r) => r.student_id) : [];
  await lockRows(em, 'users', [studentId, ...mates]);
  const [person] = await em.execute<{ id: string; name: string; gender: Gender | null; role: Role }[]>('select id, name, gender, role from users where id = ?', [studentId]);
  if (!person || person.role !== Role.STUDENT) throw notFound('Student');
  const own = await heldBed(em, studentId);
  // The roommates who still share the room, now that everyone is locked.
  const sharing = (await Promise.all(mates.map((m) => heldBed(em, m)))).filter((m): m is HeldBed => Boolean(m && own && m.room_id === own.room_id));
  const movers = [own, ...sharing];
  const target = await targetRoom(em, roomId);
  assertInScope(staff, target.hostel_id);
  for (const held of movers) if (held) assertInScope(staff, held.hostel_id);
  if (!movers[0]) await assertStudentInScope(em, staff, studentId);
  if (person.gender !== target.gender) throw new AppError('BAD_USER_INPUT', `${target.hostel_name} is a ${target.gender === Gender.FEMALE ? "girls'" : "boys'"} hostel.`, [{ field: 'roomId', message: 'Not their hostel.' }]);
  if (movers[0]?.room_id === target.id) throw new AppError('BAD_USER_INPUT', `${person.name} is already in room ${target.number}.`, [{ field: 'roomId', message: 'Choose another room.' }]);
  const pending = await em.execute<{ id: string }[]>(`select id from room_requests where status = 'Pending' and not change and (student_id = ? or roommate_id = ?)`, [studentId, studentId]);
  if (!movers[0] && pending.length > 0) throw new AppError('CONFLICT', `${person.name} has a pending room request: decide it instead.`);
  const roomIds = [target.id, ...movers.flatMap((m) => (m ? [m.room_id] : []))];
  const beds = await freeBedsIn(em, roomIds, target, movers.length);
  for (const [i, held] of movers.entries()) {
    if (held) await moveBed(em, deps, staff, held, target, beds[i]!, { action: 'bed.reassigned', reason: why });
    else await assignBed(em, deps, staff, person, target, beds[i]!, why);
    changes.students.add(held?.student_id ?? studentId);
    if (held) changes.rooms.add(held.room_id);
  }
  changes.rooms.add(target.id);
  changes.notifications.push(
    ...(await deps.notifier.write(
      em,
      movers.map((held, i) => ({
        userId: held?.student_id ?? studentId,
        kind: NotificationKind.ROOM_REASSIGNED,
        title: `Your room is now ${target.hostel_name} room ${target.number}`,
        body: `The hostel office ${held ? `moved you from ${held.hostel_name} room ${held.number}` : 'gave you a bed'}: you are now in ${target.hostel_name} room ${target.number}, bed ${beds[i]}. Reason: ${why}`,
        link: '/newprofile',
      })),
    )),
  );
  await offerFreeBeds(em, movers.flatMap((m) => (m ? [m.hostel_id] : [])), deps, changes);
}

/** Swaps the beds of two students inside the caller's transaction; both are told why. */
export async function swapBeds(em: EntityManager, deps: WaitlistDeps, staff: Viewer, studentId: string, otherId: string, why: string, changes: BedChanges): Promise<void> {
  await lockRows(em, 'users', [studentId, otherId]);
  const a = await heldBed(em, studentId);
  const b = await heldBed(em, otherId);
  if (!a || !b) throw new AppError('BAD_USER_INPUT', !a && !b ? 'Neither student has a bed to swap.' : `${!a ? 'The first' : 'The second'} student has no bed to swap.`);
  assertInScope(staff, a.hostel_id);
  assertInScope(staff, b.hostel_id);
  if (a.gender !== b.gender) throw new AppError('BAD_USER_INPUT', 'Students can only swap within hostels of their gender.');
  if (a.room_id === b.room_id) throw new AppError('BAD_USER_INPUT', `${a.name} and ${b.name} already share room ${a.number}.`);
  await lockRows(em, 'rooms', [a.room_id, b.room_id]);
  // Both rows go and come back swapped in one transaction: a unique (room, bed) is checked per row.
  await em.execute('delete from room_occupancies where student_id in (?, ?)', [a.student_id, b.student_id]);
  await em.execute('insert into room_occupancies (room_id, student_id, bed, created_at) values (?, ?, ?, ?), (?, ?, ?, ?)', [
    b.room_id, a.student_id, b.bed, deps.clock(), a.room_id, b.student_id, a.bed, deps.clock(),
  ]);
  for (const [from, to] of [[a, b], [b, a]] as const) {
    await deps.audit.record(em, staff, {
      action: 'bed.swapped',
      objectType: 'room',
      objectId: to.room_id,
      studentId: from.student_id,
      hostelId: to.hostel_id,
      before: { hostel: from.hostel_name, room: from.number, bed: from.bed },
      after: { hostel: to.hostel_name, room: to.number, bed: to.bed, with: `${to.name} (${to.enrollment_id ?? ''})`, reason: why },
    });
  }
  changes.notifications.push(
    ...(await deps.notifier.write(
      em,
      [[a, b], [b, a]].map(([from, to]) => ({
        userId: from!.student_id,
        kind: NotificationKind.ROOM_REASSIGNED,
        title: `Your room is now ${to!.hostel_name} room ${to!.number}`,
        body: `The hostel office swapped your bed with ${to!.name}'s: you are now in ${to!.hostel_name} room ${to!.number}, bed ${to!.bed}. Reason: ${why}`,
        link: '/newprofile',
      })),
    )),
  );
  changes.rooms.add(a.room_id).add(b.room_id);
  changes.students.add(a.student_id).add(b.student_id);
}

/** A warden may give a bed only to a student of their hostels (in line for one, or asking for one). */
async function assertStudentInScope(em: EntityManager, staff: Viewer, studentId: string): Promise<void> {
  if (staff.role === Role.ADMIN) return;
  const [row] = await em.execute<{ ok: boolean }[]>(
    `select exists (select 1 from waitlist_entries e where e.student_id = ? and e.status in ('Waiting', 'Offered') and e.hostel_id = any(?::uuid[])) as ok`,
    [studentId, pgArray(staff.hostelIds)],
  );
  if (!row?.ok) throw new AppError('FORBIDDEN', 'That student is not in a hostel you manage.');
}
