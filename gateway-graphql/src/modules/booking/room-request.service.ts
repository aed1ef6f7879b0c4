import type { EntityManager } from '@mikro-orm/postgresql';
import type { Clock } from '../../core/clock.js';
import { AppError, notFound } from '../../core/errors.js';
import { lockRows } from '../../core/locks.js';
import type { Publisher } from '../../core/publisher.js';
import { InputCheck, isUuid } from '../../core/validate.js';
import type { RoomRequestView } from '../../core/views.js';
import { requireRole, type Viewer } from '../../core/viewer.js';
import { Activity } from '../activity/activity.entity.js';
import { Role, User } from '../user/user.entity.js';
import { freeBeds, takenBeds } from './booking.rules.js';
import { RoomOccupancy } from './room-occupancy.entity.js';
import { RequestStatus, RoomRequest } from './room-request.entity.js';
import { loadRoomRequestView, loadRoomRequestViews } from './room-request.view.js';

/** An admin's side of room requests: the pending list, the details, the decision. */
export class RoomRequestService {
  constructor(
    private readonly em: EntityManager,
    private readonly publisher: Publisher,
    private readonly clock: Clock,
  ) {}

  /** Pending requests, oldest first (first come, first served). */
  async pending(viewer: Viewer | null): Promise<RoomRequestView[]> {
    requireRole(viewer, Role.ADMIN);
    return loadRoomRequestViews(this.em, { status: RequestStatus.PENDING });
  }

  /** A student's own requests, newest first: what a reconnecting client re-reads. */
  async mine(viewer: Viewer | null): Promise<RoomRequestView[]> {
    const student = requireRole(viewer, Role.STUDENT);
    return loadRoomRequestViews(this.em, { student: student.userId }, 'desc');
  }

  async details(viewer: Viewer | null, id: string): Promise<RoomRequestView> {
    requireRole(viewer, Role.ADMIN);
    if (!isUuid(id)) throw notFound('Room request');
    return loadRoomRequestView(this.em, id);
  }

  /**
   * Approves (beds taken for the student and any roommate, atomically, capacity re-checked under
   * the room's lock) or rejects. A room that filled meanwhile is a CONFLICT and the request stays
   * Pending, so it can still be rejected.
   */
  async decide(viewer: Viewer | null, id: string, decision: unknown): Promise<RoomRequestView> {
    const admin = requireRole(viewer, Role.ADMIN);
    const check = new InputCheck();
    const status = check.oneOf('update', decision, [RequestStatus.APPROVED, RequestStatus.REJECTED], 'Update must be Approved or Rejected.');
    check.done();
    if (!isUuid(id)) throw notFound('Room request');

    const { activity, roomId } = await this.em.transactional(async (em) => {
      if ((await lockRows(em, 'room_requests', [id])).size === 0) throw notFound('Room request');
      const request = await em.findOneOrFail(RoomRequest, { id }, { populate: ['student', 'roommate', 'room'], refresh: true });
      if (request.status !== RequestStatus.PENDING) {
        throw new AppError('CONFLICT', `This request has already been ${request.status.toLowerCase()}.`);
      }
      if (status === RequestStatus.APPROVED) await this.assignBeds(em, request);
      Object.assign(request, { status, decidedAt: this.clock(), decidedBy: em.getReference(User, admin.userId) });
      const activity = await em.findOne(Activity, { roomRequest: request.id });
      if (activity) activity.resolved = true;
      return { activity, roomId: request.room.id };
    });

    const view = await loadRoomRequestView(this.em, id);
    this.publisher.roomRequest(view);
    if (activity) await this.publisher.activity('RESOLVED', activity);
    if (status === RequestStatus.APPROVED) this.publisher.rooms([roomId]);
    return view;
  }

  private async assignBeds(em: EntityManager, request: RoomRequest): Promise<void> {
    const students = [request.student, ...(request.roommate ? [request.roommate] : [])];
    await lockRows(em, 'users', students.map((s) => s.id));
    const [holding] = await em.execute<{ name: string }[]>(
      `select u.name from room_occupancies o join users u on u.id = o.student_id where o.student_id in (${students.map(() => '?').join(', ')}) limit 1`,
      students.map((s) => s.id),
    );
    if (holding) throw new AppError('CONFLICT', `${holding.name} already has a bed.`);
    await lockRows(em, 'rooms', [request.room.id]);
    const beds = freeBeds(request.room.capacity, await takenBeds(em, request.room.id), students.length);
    if (beds.length < students.length) {
      throw new AppError('CONFLICT', `Room ${request.room.number} no longer has ${students.length === 2 ? 'two free beds' : 'a free bed'}: reject this request, or wait for a bed to free up.`);
    }
    students.forEach((student, i) => em.create(RoomOccupancy, { room: request.room.id, student: student.id, bed: beds[i]! }));
  }
}
