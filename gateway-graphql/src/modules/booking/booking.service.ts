import type { EntityManager } from '@mikro-orm/postgresql';
import type { ActivityLog, WrittenActivity } from '../../core/activity-log.js';
import { AppError } from '../../core/errors.js';
import type { Clock } from '../../core/clock.js';
import { type AuditLog } from '../audit/index.js';
import { groupIn, lockedWindowState, windowRefusal } from '../selection/index.js';
import { assertOnRoster } from '../year/index.js';
import { lockRows } from '../../core/locks.js';
import type { Publisher } from '../../core/publisher.js';
import type { Metrics } from '../../core/metrics.js';
import { parseInput } from '../../core/validate.js';
import { idempotencyKeyInput, roommateInput as roommateFields } from './booking.validate.js';
import { roomRequestForStudents, type RoomRequestView, type RoomView } from '../../core/views.js';
import { assertOwnClaim, requireRole, type Viewer } from '../../core/viewer.js';
import { assertRoomOpen, bedsNeeded, roomClosed, type Room, type RoomDirectory, type RoomInfo } from '../room/index.js';
import { User } from '../user/index.js';
import { assertGenderMatches, commitmentOf, constraintError, findRoomRef, freeBeds, ownCommitmentError, roommateCommitmentError, takenBeds, type Commitment, type RoomRef } from './booking.rules.js';
import { instantRoom, takeFreeBed } from './instant-booking.js';
import { RoomRequest } from './room-request.entity.js';
import { loadRoomRequestView } from './room-request.view.js';
import { ActivityKind, BookingMode, FeedEventKind, Role, RoommateResponse, RoomRequestStatus } from '../../core/enums.js';
import { pendingRequestOf } from '../../core/commitments.js';

/** The roommate named in a request, as the spec's dialog sends them. */
export interface RoommateInput {
  roommateName?: unknown;
  roomieRollNumber?: unknown;
}

/** A student takes a bed (instant hostels) or asks for one (approval hostels). */
export class BookingService {
  constructor(
    private readonly em: EntityManager,
    private readonly publisher: Publisher,
    private readonly directory: RoomDirectory,
    private readonly audit: AuditLog,
    /** Where the office's Recent Activity is written (the activity module's, core/activity-log.ts). */
    private readonly activities: ActivityLog,
    private readonly clock: Clock,
    private readonly metrics?: Metrics,
    /** Ends the student's place in a waitlist once they hold a bed (WaitlistService.settle). */
    private readonly settle?: (studentId: string, line?: string | null) => Promise<void>,
  ) {}

  /**
   * Instant booking: the room's fixed facts come from the directory, then one statement takes
   * the lowest free bed and the database's constraints settle every race (instant-booking.ts).
   * A repeat with the same key answers the booking it made. `now` is the room as it stands once
   * this booking commits (`takeFreeBed`); absent when nothing was booked now (a repeat).
   */
  async bookInstant(viewer: Viewer | null, ref: RoomRef, key?: unknown): Promise<{ room: RoomInfo; bed: number; now?: RoomView }> {
    const caller = requireRole(viewer, Role.STUDENT);
    assertOwnClaim(ref.studentId, caller.userId);
    const { idempotencyKey } = parseInput(idempotencyKeyInput, { idempotencyKey: key });
    const room = await instantRoom(this.em, this.directory, ref, caller);
    let taken: { bed: number; line: string | null; room: RoomView };
    try {
      taken = await takeFreeBed(this.em, room, caller, { now: this.clock(), audit: this.audit, requestKey: idempotencyKey ?? null });
    } catch (error) {
      if (!(error instanceof AppError) || error.code !== 'ALREADY_BOOKED') throw error;
      const held = await this.heldBed(caller.userId);
      if (!held) throw error; // a pending request or invitation: its own words
      // The same key again: this booking went through before (its answer was lost). Answer it again.
      if (idempotencyKey && held.requestKey === idempotencyKey) return { room: held.room, bed: held.bed };
      throw new AppError('ALREADY_BOOKED', `You have already booked a room! Room ${held.room.number} in ${held.room.hostelName}, bed ${held.bed}.`);
    }
    this.publisher.rooms([room.id]);
    this.metrics?.bookings.inc({ mode: 'instant' });
    await this.settle?.(caller.userId, taken.line);
    return { room, bed: taken.bed, now: taken.room };
  }

  /** The bed a student holds, with its room's facts and the key of the booking that took it. */
  private async heldBed(studentId: string): Promise<{ room: RoomInfo; bed: number; requestKey: string | null } | null> {
    const [row] = await this.em.execute<{ room_id: string; bed: number; request_key: string | null }[]>(
      'select room_id, bed, request_key from room_occupancies where student_id = ?',
      [studentId],
    );
    if (!row) return null;
    const room = await this.directory.find(this.em, { roomId: row.room_id });
    return room ? { room, bed: row.bed, requestKey: row.request_key } : null;
  }

  /**
   * Booking request, alone or with a named roommate for a Double room whose two beds are free.
   * A named roommate is invited: an admin approves the pair only once they have accepted.
   */
  async requestRoom(viewer: Viewer | null, ref: RoomRef, roommateInput: RoommateInput = {}, key?: unknown, { change = false } = {}): Promise<RoomRequestView> {
    const caller = requireRole(viewer, Role.STUDENT);
    assertOwnClaim(ref.studentId, caller.userId);
    const { idempotencyKey } = parseInput(idempotencyKeyInput, { idempotencyKey: key });
    // The same key again: the request was made before (its answer was lost). Answer it again.
    const earlier = idempotencyKey ? await this.em.findOne(RoomRequest, { student: caller.userId, requestKey: idempotencyKey }) : null;
    if (earlier) return roomRequestForStudents(await loadRoomRequestView(this.em, earlier.id));
    const roommateWanted = roommateInput.roommateName !== undefined || roommateInput.roomieRollNumber !== undefined;
    const { roommateName: mateName, roomieRollNumber: mateRoll } = parseInput(roommateFields, roommateInput);
    if (roommateWanted && (!mateName || !mateRoll)) throw new AppError('BAD_USER_INPUT', 'Please fill in all fields.', [{ field: mateName ? 'roomieRollNumber' : 'roommateName', message: 'Please fill in all fields.' }]);

    const room = await findRoomRef(this.em, ref);
    if (!room.inService || room.retiredAt) throw roomClosed({ number: room.number, retired: Boolean(room.retiredAt) });
    if (room.hostel.bookingMode !== BookingMode.APPROVAL) {
      throw new AppError('BAD_USER_INPUT', `Rooms in ${room.hostel.name} are booked instantly: book the room instead.`, [
        { field: 'hostel', message: `${room.hostel.name} books rooms instantly.` },
      ]);
    }
    if (change && roommateWanted) throw new AppError('BAD_USER_INPUT', 'A room change moves only you; ask the hostel office to move a pair.');
    // A pair needs two beds: any room but a Single (a Triple or a Quad too).
    if (roommateWanted && room.capacity < 2) {
      throw new AppError('BAD_USER_INPUT', 'A roommate can only be requested for a Double room.', [{ field: 'roomNumber', message: 'Choose a Double room.' }]);
    }
    const mate = roommateWanted ? await this.em.findOne(User, { enrollmentId: mateRoll!.toUpperCase(), role: Role.STUDENT }) : null;
    if (roommateWanted && (!mate || mate.name.trim().toLowerCase() !== mateName!.toLowerCase())) {
      throw new AppError('BAD_USER_INPUT', `No student named ${mateName} has enrollment ID ${mateRoll}.`, [{ field: 'roomieRollNumber', message: 'No such student.' }]);
    }
    if (mate?.id === caller.userId) {
      throw new AppError('BAD_USER_INPUT', 'You cannot be your own roommate.', [{ field: 'roomieRollNumber', message: 'Name someone else.' }]);
    }

    let saved: { request: RoomRequest; activity: WrittenActivity };
    try {
      saved = await this.em.transactional(async (em) => {
        await lockRows(em, 'users', mate ? [caller.userId, mate.id] : [caller.userId]);
        const student = await em.findOneOrFail(User, { id: caller.userId });
        assertGenderMatches(room.hostel, student);
        if (mate && mate.gender !== student.gender) throw new AppError('BAD_USER_INPUT', 'Your roommate must be of the same gender.', [{ field: 'roomieRollNumber', message: 'Not the same gender.' }]);
        const own = await commitmentOf(em, student.id);
        if (change) await assertCanChange(em, student.id, own, room);
        else if (own) throw ownCommitmentError(own);
        const state = await lockedWindowState(em, room.hostel.id, student.id, this.clock());
        // A roommate group's leader asks for one room for all of them (group-request.service.ts),
        // carrying their acceptance of the group: no one is named, or asked, again.
        if (state === 'in_group' && (await groupIn(em, student.id, room.hostel.id))?.leaderId === student.id) throw leaderAsksForGroup(room.hostel.name);
        if (state !== 'open') throw await windowRefusal(em, room.hostel.id, room.hostel.name, state, student.id);
        await assertOnRoster(em, student.id);
        const mates = mate && (await commitmentOf(em, mate.id));
        if (mate && mates) throw roommateCommitmentError(mate.name, mates);
        await lockRows(em, 'rooms', [room.id]);
        // As the room is now, under its lock: the office may have changed it since it was read above.
        const { capacity } = (await assertRoomOpen(em, room.id))!;
        const needed = bedsNeeded(Boolean(mate));
        if (freeBeds(capacity, await takenBeds(em, room.id), needed).length < needed) {
          throw new AppError('ROOM_FULL', mate ? `Room ${room.number} no longer has two free beds.` : `Room ${room.number} is full.`);
        }
        const request = em.create(RoomRequest, {
          student: student.id,
          roommate: mate?.id ?? null,
          roommateResponse: mate ? RoommateResponse.PENDING : null,
          room: room.id,
          requestKey: idempotencyKey ?? null,
          change,
        });
        const activity = this.activities.add(em, {
          type: ActivityKind.ROOM_BOOKING_REQUEST,
          description: `${student.name} (${student.enrollmentId}) requested ${change ? 'a move to ' : ''}room ${room.number} in ${room.hostel.name}${mate ? ` with roommate ${mate.name} (${mate.enrollmentId})` : ''}`,
          student: student.id,
          roomRequest: request,
          hostel: room.hostel.id,
        });
        await em.flush();
        await this.audit.record(em, caller, {
          action: 'room_request.created',
          objectType: 'room_request',
          objectId: request.id,
          studentId: student.id,
          hostelId: room.hostel.id,
          after: { status: RoomRequestStatus.PENDING, hostel: room.hostel.name, room: room.number, roommate: mate ? `${mate.name} (${mate.enrollmentId})` : null, change },
        });
        return { request, activity };
      });
    } catch (error) {
      // Two copies of one keyed request raced: the other one made it; answer with it.
      const twin = idempotencyKey ? await this.em.fork().findOne(RoomRequest, { student: caller.userId, requestKey: idempotencyKey }) : null;
      if (twin) return roomRequestForStudents(await loadRoomRequestView(this.em.fork(), twin.id));
      throw constraintError(error, room.number) ?? error;
    }
    await this.publisher.activity(FeedEventKind.CREATED, saved.activity.view());
    const view = await loadRoomRequestView(this.em, saved.request.id);
    this.publisher.roomRequest(view);
    this.metrics?.bookings.inc({ mode: 'request' });
    return roomRequestForStudents(view);
  }
}

/** A group's leader asking for a room alone, or naming one of them: the group asks as one. */
const leaderAsksForGroup = (hostel: string) =>
  new AppError(
    'CONFLICT',
    `You lead a roommate group for ${hostel}: ask for one room for all of you ("Request this room for my group"), whose free beds fit everyone. Those who accepted your group are not asked again.`,
  );

/** A room change request: the student holds a bed in this hostel, not in this room, and has no other pending request. */
async function assertCanChange(em: EntityManager, studentId: string, own: Commitment | null, room: Room): Promise<void> {
  if (own !== 'bed') throw own ? ownCommitmentError(own) : new AppError('BAD_USER_INPUT', 'You have no room to change: ask for one instead.');
  const [row] = await em.execute<{ room_id: string; hostel_id: string; pending: boolean }[]>(
    `select o.room_id, r.hostel_id, ${pendingRequestOf('?')} as pending
       from room_occupancies o join rooms r on r.id = o.room_id where o.student_id = ?`,
    [studentId, studentId, studentId],
  );
  if (row!.pending) throw new AppError('ALREADY_BOOKED', 'You already have a pending room request. Cancel it to ask for another room.');
  if (row!.hostel_id !== room.hostel.id) throw new AppError('BAD_USER_INPUT', 'You can change only to another room of your hostel.', [{ field: 'roomId', message: 'Choose a room of your hostel.' }]);
  if (row!.room_id === room.id) throw new AppError('BAD_USER_INPUT', `You are already in room ${room.number}.`, [{ field: 'roomId', message: 'Choose another room.' }]);
}
