import type { EntityManager } from '@mikro-orm/postgresql';
import type { Clock } from '../../core/clock.js';
import { AppError, notFound } from '../../core/errors.js';
import { lockRows } from '../../core/locks.js';
import type { Publisher } from '../../core/publisher.js';
import { isUuid, parseInput } from '../../core/validate.js';
import { roomDecisionInput } from './booking.validate.js';
import { roomRequestForStudents, type RoomRequestView } from '../../core/views.js';
import { assertInScope, hostelScope, requireRole, requireStaff, type Viewer } from '../../core/viewer.js';
import type { AuditLog } from '../audit/index.js';
import type { Notifier } from '../notification/index.js';
import type { NotificationView } from '../../core/views.js';
import { freeBeds, takenBeds } from './booking.rules.js';
import { roomState } from '../room/index.js';
import { RoomOccupancy } from './room-occupancy.entity.js';
import { type RoomRequest } from './room-request.entity.js';
import { announce, assertPending, endRequest, lockRequest } from './room-request.transition.js';
import type { ActivityLog } from '../../core/activity-log.js';
import { loadRoomRequestView, loadRoomRequestViews } from './room-request.view.js';
import { NotificationKind, Role, RoomRequestStatus, RoommateResponse } from '../../core/enums.js';
import { BedChanges, offerFreeBeds, type WaitlistDeps, type WaitlistService } from '../waitlist/index.js';

/** Room requests after they are sent: the admin's list, details and decision; the requester's own list and cancel. */
export class RoomRequestService {
  constructor(
    private readonly em: EntityManager,
    private readonly publisher: Publisher,
    private readonly clock: Clock,
    private readonly audit: AuditLog,
    /** Where the office's Recent Activity is written (the activity module's, core/activity-log.ts). */
    private readonly activities: ActivityLog,
    private readonly notifier: Notifier,
    private readonly waitlist: { deps: WaitlistDeps; service: WaitlistService },
  ) {}

  /** Pending requests for the caller's hostels, oldest first (first come, first served). */
  async pending(viewer: Viewer | null): Promise<RoomRequestView[]> {
    const scope = hostelScope(requireStaff(viewer));
    return loadRoomRequestViews(this.em, { status: RoomRequestStatus.PENDING, ...(scope && { hostels: scope }) });
  }

  /** A student's own requests and their group's, newest first: what a reconnecting client re-reads. */
  async mine(viewer: Viewer | null): Promise<RoomRequestView[]> {
    const student = requireRole(viewer, Role.STUDENT);
    const views = [...(await loadRoomRequestViews(this.em, { student: student.userId }, 'desc')), ...(await loadRoomRequestViews(this.em, { member: student.userId }, 'desc'))];
    return views.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id)).map(roomRequestForStudents);
  }

  async details(viewer: Viewer | null, id: string): Promise<RoomRequestView> {
    const staff = requireStaff(viewer);
    if (!isUuid(id)) throw notFound('Room request');
    const view = await loadRoomRequestView(this.em, id);
    assertInScope(staff, view.room.hostelId);
    return view;
  }

  /**
   * Approves (beds taken for the student and the roommate, or every member of a group's request,
   * atomically, capacity re-checked under the room's lock) or rejects, with an optional reason.
   * A pair is approved only once the roommate has accepted; a group's members accepted the group.
   * A room that filled meanwhile is a CONFLICT and the request stays Pending, whole, so it can
   * still be rejected.
   */
  async decide(viewer: Viewer | null, id: string, decision: unknown, reason?: unknown, key?: unknown): Promise<RoomRequestView> {
    const admin = requireStaff(viewer);
    const { update: status, reason: why, idempotencyKey } = parseInput(roomDecisionInput, { update: decision, reason, idempotencyKey: key });

    let notes: NotificationView[] = [];
    const changes = new BedChanges();
    let housed: string[] = [];
    const activity = await this.em.transactional(async (em) => {
      const request = await lockRequest(em, id);
      const hostelId = request.room.hostel.id;
      assertInScope(admin, hostelId);
      // The same decision again (its answer was lost): the first answer, and nothing announced twice.
      if (idempotencyKey && request.decisionKey === idempotencyKey) return 'repeated' as const;
      assertPending(request);
      request.decisionKey = idempotencyKey ?? null;
      if (status === RoomRequestStatus.APPROVED) {
        if (request.roommate && request.roommateResponse !== RoommateResponse.ACCEPTED) {
          throw new AppError('CONFLICT', `${request.roommate.name} has not accepted the roommate invitation yet.`);
        }
        if (request.change) await this.moveBed(em, request, admin, changes);
        else await this.assignBeds(em, request, admin);
        housed = housedBy(request).map((s) => s.id);
      }
      await this.audit.record(em, admin, {
        action: `room_request.${status!.toLowerCase()}`,
        objectType: 'room_request',
        objectId: request.id,
        studentId: request.student.id,
        hostelId,
        before: { status: RoomRequestStatus.PENDING },
        after: { status, reason: why ?? null },
      });
      // Every student named in it hears of the decision.
      const approved = status === RoomRequestStatus.APPROVED;
      const where = `${request.room.hostel.name} room ${request.room.number}`;
      notes = await this.notifier.write(
        em,
        housedBy(request).map((student) => ({
          userId: student.id,
          kind: approved ? NotificationKind.ROOM_REQUEST_APPROVED : NotificationKind.ROOM_REQUEST_REJECTED,
          title: approved ? `Room ${request.change ? 'change' : 'request'} approved: ${where}` : `Room ${request.change ? 'change' : 'request'} rejected: ${where}`,
          body: approved
            ? request.change
              ? `Your move to ${where} was approved: your bed is there now.`
              : `Your request for ${where} was approved: the room is yours.`
            : `Your request for ${where} was rejected${why ? `: ${why}` : '.'}`,
          link: '/newprofile',
        })),
      );
      return endRequest(em, request, { status: status!, by: admin.userId, at: this.clock(), reason: why }, this.activities);
    });
    if (activity === 'repeated') return loadRoomRequestView(this.em, id);
    this.publisher.notifications(notes);
    changes.announce(this.publisher);
    // The request's news first, then the room it gave: a screen never shows a room beside a still-pending invitation.
    const view = await announce(this.em, this.publisher, id, { activity, roomChanged: status === RoomRequestStatus.APPROVED });
    this.publisher.myRooms(housed);
    for (const student of housed) await this.waitlist.service.settle(student);
    return view;
  }

  /**
   * The requester withdraws a pending request; their roommate's invitation ends with it. Any
   * member of a group's request may withdraw it: it was their consent too, and it ends whole.
   */
  async cancel(viewer: Viewer | null, id: string): Promise<RoomRequestView> {
    const student = requireRole(viewer, Role.STUDENT);
    const activity = await this.em.transactional(async (em) => {
      const request = await lockRequest(em, id);
      if (request.student.id !== student.userId && !request.members.getItems().some((m) => m.student.id === student.userId)) throw notFound('Room request');
      assertPending(request);
      await this.audit.record(em, student, {
        action: 'room_request.cancelled',
        objectType: 'room_request',
        objectId: request.id,
        studentId: student.userId,
        hostelId: request.room.hostel.id,
        before: { status: RoomRequestStatus.PENDING },
        after: { status: RoomRequestStatus.CANCELLED },
      });
      return endRequest(em, request, { status: RoomRequestStatus.CANCELLED, by: student.userId, at: this.clock() }, this.activities);
    });
    return roomRequestForStudents(await announce(this.em, this.publisher, id, { activity }));
  }

  private async assignBeds(em: EntityManager, request: RoomRequest, staff: Viewer): Promise<void> {
    const students = housedBy(request);
    await lockRows(em, 'users', students.map((s) => s.id));
    const [holding] = await em.execute<{ name: string }[]>(
      `select u.name from room_occupancies o join users u on u.id = o.student_id where o.student_id in (${students.map(() => '?').join(', ')}) limit 1`,
      students.map((s) => s.id),
    );
    if (holding) throw new AppError('CONFLICT', `${holding.name} already has a bed.`);
    await lockRows(em, 'rooms', [request.room.id]);
    const capacity = await openCapacity(em, request.room.id);
    const beds = freeBeds(capacity, await takenBeds(em, request.room.id), students.length);
    if (beds.length < students.length) {
      const wanted = students.length === 1 ? 'a free bed' : students.length === 2 ? 'two free beds' : `${students.length} free beds`;
      throw new AppError('CONFLICT', `Room ${request.room.number} no longer has ${wanted}: reject this request, or wait for a bed to free up.`);
    }
    for (const [i, student] of students.entries()) {
      em.create(RoomOccupancy, { room: request.room.id, student: student.id, bed: beds[i]! });
      await this.audit.record(em, staff, {
        action: 'bed.assigned',
        objectType: 'room',
        objectId: request.room.id,
        studentId: student.id,
        hostelId: request.room.hostel.id,
        after: { hostel: request.room.hostel.name, room: request.room.number, bed: beds[i], request: request.id },
      });
    }
  }

  /** An approved room change: the student's bed row moves (never two beds, never none); the old bed goes to the waitlist. */
  private async moveBed(em: EntityManager, request: RoomRequest, staff: Viewer, changes: BedChanges): Promise<void> {
    await lockRows(em, 'users', [request.student.id]);
    const [held] = await em.execute<{ room_id: string; bed: number; number: number; hostel_id: string; hostel_name: string }[]>(
      `select o.room_id, o.bed, r.number, r.hostel_id, h.name as hostel_name from room_occupancies o join rooms r on r.id = o.room_id join hostels h on h.id = r.hostel_id where o.student_id = ?`,
      [request.student.id],
    );
    if (!held) throw new AppError('CONFLICT', `${request.student.name} no longer holds a bed to move: reject this request.`);
    await lockRows(em, 'rooms', [held.room_id, request.room.id]);
    const [bed] = freeBeds(await openCapacity(em, request.room.id), await takenBeds(em, request.room.id), 1);
    if (bed === undefined) throw new AppError('CONFLICT', `Room ${request.room.number} no longer has a free bed: reject this request, or wait for a bed to free up.`);
    await em.execute('update room_occupancies set room_id = ?, bed = ?, request_key = null, process_id = null where student_id = ?', [request.room.id, bed, request.student.id]);
    await this.audit.record(em, staff, {
      action: 'bed.changed',
      objectType: 'room',
      objectId: request.room.id,
      studentId: request.student.id,
      hostelId: request.room.hostel.id,
      before: { hostel: held.hostel_name, room: held.number, bed: held.bed },
      after: { hostel: request.room.hostel.name, room: request.room.number, bed, request: request.id },
    });
    changes.rooms.add(held.room_id).add(request.room.id);
    await offerFreeBeds(em, [held.hostel_id], this.waitlist.deps, changes);
  }
}

/** The students a request houses: its student, the roommate named, or the members of a group's request. */
const housedBy = (request: RoomRequest) => [request.student, ...(request.roommate ? [request.roommate] : []), ...request.members.getItems().map((m) => m.student)];

/**
 * The beds of a request's room as it is now (the caller holds its lock), refusing one the office
 * took out of service or retired since the request was made: the request waits, or is rejected.
 */
async function openCapacity(em: EntityManager, roomId: string): Promise<number> {
  const room = (await roomState(em, roomId))!;
  if (room.retired) throw new AppError('CONFLICT', `Room ${room.number} is no longer in use: reject this request.`);
  if (!room.inService) throw new AppError('CONFLICT', `Room ${room.number} is out of service: reject this request, or wait until it is back in service.`);
  return room.capacity;
}
