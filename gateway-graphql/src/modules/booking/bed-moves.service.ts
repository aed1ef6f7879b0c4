import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError, notFound } from '../../core/errors.js';
import { lockRows } from '../../core/locks.js';
import { isUuid, parseInput, pgArray } from '../../core/validate.js';
import { assertInScope, requireRole, requireStaff, type Viewer } from '../../core/viewer.js';
import type { MyRoomView } from '../../core/views.js';
import { assertRoomOpen, type RoomService } from '../room/index.js';
import { lockedWindowState, windowRefusal } from '../selection/index.js';
import { BedChanges, offerFreeBeds, type WaitlistDeps, type WaitlistService } from '../waitlist/index.js';
import { freeBeds, takenBeds } from './booking.rules.js';
import { ownCheckOutInput, staffMoveInput } from './bed-moves.validate.js';
import { BookingMode, Gender, NotificationKind, Role } from '../../core/enums.js';

interface HeldBed {
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

interface TargetRoom {
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

/**
 * A bed after it is taken: the student checks out (or staff check them out), changes room within
 * the selection window, or staff move them (with their roommate) or swap two students, with a
 * reason. Every move is one transaction: a student never holds two beds, nor none when a move
 * fails; a bed it frees is offered to the hostel's waitlist in the same transaction.
 */
export class BedMoves {
  constructor(
    private readonly em: EntityManager,
    private readonly deps: WaitlistDeps,
    private readonly rooms: RoomService,
    private readonly waitlist: WaitlistService,
  ) {}

  /** The student gives up their bed; it frees at once (and goes to the first in line, if any). */
  async checkOut(viewer: Viewer | null, reason?: unknown): Promise<boolean> {
    const student = requireRole(viewer, Role.STUDENT);
    const { reason: why } = parseInput(ownCheckOutInput, { reason });
    await this.vacate(student, student.userId, why ?? null);
    return true;
  }

  /** Staff check a student of their hostel out, with a reason the student is told. */
  async checkOutStudent(viewer: Viewer | null, studentId: string, reason: unknown): Promise<boolean> {
    const staff = requireStaff(viewer);
    const { reason: why } = parseInput(staffMoveInput, { reason });
    await this.vacate(staff, studentId, why);
    return true;
  }

  /**
   * The student moves to another room of their hostel while its selection window is open, in one
   * statement: their bed row is moved, so a failure leaves them where they were. Instant hostels
   * only; approval hostels take a room change request (BookingService.requestRoom).
   */
  async changeRoom(viewer: Viewer | null, roomId: string): Promise<MyRoomView> {
    const student = requireRole(viewer, Role.STUDENT);
    const changes = new BedChanges();
    await this.em.transactional(async (em) => {
      await lockRows(em, 'users', [student.userId]);
      const current = await this.heldBed(em, student.userId);
      if (!current) throw new AppError('BAD_USER_INPUT', 'You have no room to change: book one instead.');
      const target = await this.targetRoom(em, roomId);
      if (target.hostel_id !== current.hostel_id) throw new AppError('BAD_USER_INPUT', `You can change only to another room of ${current.hostel_name}.`, [{ field: 'roomId', message: 'Choose a room of your hostel.' }]);
      if (target.id === current.room_id) throw new AppError('BAD_USER_INPUT', `You are already in room ${target.number}.`, [{ field: 'roomId', message: 'Choose another room.' }]);
      if (target.booking_mode !== BookingMode.INSTANT) {
        throw new AppError('BAD_USER_INPUT', `Rooms in ${target.hostel_name} are assigned by the warden: send a room change request instead.`, [{ field: 'hostel', message: 'Send a request.' }]);
      }
      const state = await lockedWindowState(em, target.hostel_id, student.userId, this.deps.clock());
      if (state !== 'open') throw await windowRefusal(em, target.hostel_id, target.hostel_name, state, student.userId);
      const [bed] = await this.freeBedsIn(em, [current.room_id, target.id], target, 1);
      await this.moveBed(em, student, current, target, bed!, { action: 'bed.changed' });
      changes.rooms.add(current.room_id).add(target.id);
      changes.students.add(student.userId);
      await offerFreeBeds(em, [current.hostel_id], this.deps, changes);
    });
    changes.announce(this.deps.publisher);
    return (await this.rooms.mine(student))!;
  }

  /**
   * Staff move a student (with or without a bed) to a room, and by choice the roommate who
   * shares their room too, with a reason. Scope: the student's hostel and the target's.
   */
  async reassign(viewer: Viewer | null, studentId: string, roomId: string, withRoommate: boolean, reason: unknown): Promise<MyRoomView> {
    const staff = requireStaff(viewer);
    const { reason: why } = parseInput(staffMoveInput, { reason });
    if (!isUuid(studentId)) throw notFound('Student');
    const changes = new BedChanges();
    await this.em.transactional(async (em) => {
      const current = await this.heldBed(em, studentId);
      const mates = withRoommate && current ? (await em.execute<{ student_id: string }[]>('select student_id from room_occupancies where room_id = ? and student_id is not null and student_id <> ?', [current.room_id, studentId])).map((r) => r.student_id) : [];
      await lockRows(em, 'users', [studentId, ...mates]);
      const [person] = await em.execute<{ id: string; name: string; gender: Gender | null; role: Role }[]>('select id, name, gender, role from users where id = ?', [studentId]);
      if (!person || person.role !== Role.STUDENT) throw notFound('Student');
      const own = await this.heldBed(em, studentId);
      // The roommates who still share the room, now that everyone is locked.
      const sharing = (await Promise.all(mates.map((m) => this.heldBed(em, m)))).filter((m): m is HeldBed => Boolean(m && own && m.room_id === own.room_id));
      const movers = [own, ...sharing];
      const target = await this.targetRoom(em, roomId);
      assertInScope(staff, target.hostel_id);
      for (const held of movers) if (held) assertInScope(staff, held.hostel_id);
      if (!movers[0]) await this.assertStudentInScope(em, staff, studentId);
      if (person.gender !== target.gender) throw new AppError('BAD_USER_INPUT', `${target.hostel_name} is a ${target.gender === Gender.FEMALE ? "girls'" : "boys'"} hostel.`, [{ field: 'roomId', message: 'Not their hostel.' }]);
      if (movers[0]?.room_id === target.id) throw new AppError('BAD_USER_INPUT', `${person.name} is already in room ${target.number}.`, [{ field: 'roomId', message: 'Choose another room.' }]);
      const pending = await em.execute<{ id: string }[]>(`select id from room_requests where status = 'Pending' and not change and (student_id = ? or roommate_id = ?)`, [studentId, studentId]);
      if (!movers[0] && pending.length > 0) throw new AppError('CONFLICT', `${person.name} has a pending room request: decide it instead.`);
      const roomIds = [target.id, ...movers.flatMap((m) => (m ? [m.room_id] : []))];
      const beds = await this.freeBedsIn(em, roomIds, target, movers.length);
      for (const [i, held] of movers.entries()) {
        if (held) await this.moveBed(em, staff, held, target, beds[i]!, { action: 'bed.reassigned', reason: why });
        else await this.assign(em, staff, person, target, beds[i]!, why);
        changes.students.add(held?.student_id ?? studentId);
        if (held) changes.rooms.add(held.room_id);
      }
      changes.rooms.add(target.id);
      changes.notifications.push(
        ...(await this.deps.notifier.write(
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
      await offerFreeBeds(em, movers.flatMap((m) => (m ? [m.hostel_id] : [])), this.deps, changes);
    });
    changes.announce(this.deps.publisher);
    await this.waitlist.settle(studentId);
    return (await this.rooms.mine({ userId: studentId, role: Role.STUDENT, sessionId: '', gender: null, hostelIds: [] }))!;
  }

  /** Staff swap the beds of two students, with a reason; both are told. */
  async swap(viewer: Viewer | null, studentId: string, otherId: string, reason: unknown): Promise<boolean> {
    const staff = requireStaff(viewer);
    const { reason: why } = parseInput(staffMoveInput, { reason });
    if (!isUuid(studentId) || !isUuid(otherId)) throw notFound('Student');
    if (studentId === otherId) throw new AppError('BAD_USER_INPUT', 'Choose two different students to swap.', [{ field: 'otherStudentId', message: 'Choose someone else.' }]);
    const changes = new BedChanges();
    await this.em.transactional(async (em) => {
      await lockRows(em, 'users', [studentId, otherId]);
      const a = await this.heldBed(em, studentId);
      const b = await this.heldBed(em, otherId);
      if (!a || !b) throw new AppError('BAD_USER_INPUT', !a && !b ? 'Neither student has a bed to swap.' : `${!a ? 'The first' : 'The second'} student has no bed to swap.`);
      assertInScope(staff, a.hostel_id);
      assertInScope(staff, b.hostel_id);
      if (a.gender !== b.gender) throw new AppError('BAD_USER_INPUT', 'Students can only swap within hostels of their gender.');
      if (a.room_id === b.room_id) throw new AppError('BAD_USER_INPUT', `${a.name} and ${b.name} already share room ${a.number}.`);
      await lockRows(em, 'rooms', [a.room_id, b.room_id]);
      // Both rows go and come back swapped in one transaction: a unique (room, bed) is checked per row.
      await em.execute('delete from room_occupancies where student_id in (?, ?)', [a.student_id, b.student_id]);
      await em.execute('insert into room_occupancies (room_id, student_id, bed, created_at) values (?, ?, ?, ?), (?, ?, ?, ?)', [
        b.room_id, a.student_id, b.bed, this.deps.clock(), a.room_id, b.student_id, a.bed, this.deps.clock(),
      ]);
      for (const [from, to] of [[a, b], [b, a]] as const) {
        await this.deps.audit.record(em, staff, {
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
        ...(await this.deps.notifier.write(
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
    });
    changes.announce(this.deps.publisher);
    return true;
  }

  private async vacate(actor: Viewer, studentId: string, reason: string | null): Promise<void> {
    if (!isUuid(studentId)) throw notFound('Student');
    const changes = new BedChanges();
    await this.em.transactional(async (em) => {
      await lockRows(em, 'users', [studentId]);
      const held = await this.heldBed(em, studentId);
      if (!held) throw actor.userId === studentId ? new AppError('BAD_USER_INPUT', 'You have no room to check out of.') : new AppError('BAD_USER_INPUT', 'That student has no bed.');
      if (actor.userId !== studentId) assertInScope(actor, held.hostel_id);
      await lockRows(em, 'rooms', [held.room_id]);
      await em.execute('delete from room_occupancies where student_id = ?', [studentId]);
      await this.deps.audit.record(em, actor, {
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
          ...(await this.deps.notifier.write(em, [
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
      await offerFreeBeds(em, [held.hostel_id], this.deps, changes);
    });
    changes.announce(this.deps.publisher);
  }

  private async heldBed(em: EntityManager, studentId: string): Promise<HeldBed | undefined> {
    return (await em.execute<HeldBed[]>(`${HELD_BED} where o.student_id = ?`, [studentId]))[0];
  }

  private async targetRoom(em: EntityManager, roomId: string): Promise<TargetRoom> {
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
  private async freeBedsIn(em: EntityManager, roomIds: string[], target: TargetRoom, wanted: number): Promise<number[]> {
    await lockRows(em, 'rooms', roomIds);
    const { capacity } = (await assertRoomOpen(em, target.id))!;
    const beds = freeBeds(capacity, await takenBeds(em, target.id), wanted);
    if (beds.length < wanted) throw new AppError('ROOM_FULL', wanted === 1 ? `Room ${target.number} is full.` : `Room ${target.number} does not have ${wanted} free beds.`);
    return beds;
  }

  private async moveBed(em: EntityManager, actor: Viewer, held: HeldBed, target: TargetRoom, bed: number, how: { action: string; reason?: string }): Promise<void> {
    await em.execute('update room_occupancies set room_id = ?, bed = ?, request_key = null, process_id = null where student_id = ?', [target.id, bed, held.student_id]);
    await this.deps.audit.record(em, actor, {
      action: how.action,
      objectType: 'room',
      objectId: target.id,
      studentId: held.student_id,
      hostelId: target.hostel_id,
      before: { hostel: held.hostel_name, room: held.number, bed: held.bed },
      after: { hostel: target.hostel_name, room: target.number, bed, ...(how.reason && { reason: how.reason }) },
    });
  }

  private async assign(em: EntityManager, staff: Viewer, person: { id: string }, target: TargetRoom, bed: number, reason: string): Promise<void> {
    await em.execute('insert into room_occupancies (room_id, student_id, bed, created_at) values (?, ?, ?, ?)', [target.id, person.id, bed, this.deps.clock()]);
    await this.deps.audit.record(em, staff, {
      action: 'bed.assigned',
      objectType: 'room',
      objectId: target.id,
      studentId: person.id,
      hostelId: target.hostel_id,
      after: { hostel: target.hostel_name, room: target.number, bed, reason },
    });
  }

  /** A warden may give a bed only to a student of their hostels (in line for one, or asking for one). */
  private async assertStudentInScope(em: EntityManager, staff: Viewer, studentId: string): Promise<void> {
    if (staff.role === Role.ADMIN) return;
    const [row] = await em.execute<{ ok: boolean }[]>(
      `select exists (select 1 from waitlist_entries e where e.student_id = ? and e.status in ('Waiting', 'Offered') and e.hostel_id = any(?::uuid[])) as ok`,
      [studentId, pgArray(staff.hostelIds)],
    );
    if (!row?.ok) throw new AppError('FORBIDDEN', 'That student is not in a hostel you manage.');
  }
}

