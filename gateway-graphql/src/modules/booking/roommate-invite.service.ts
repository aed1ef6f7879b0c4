import type { EntityManager } from '@mikro-orm/postgresql';
import type { Clock } from '../../core/clock.js';
import { AppError, notFound } from '../../core/errors.js';
import type { Publisher } from '../../core/publisher.js';
import { roomRequestForStudents, type RoomRequestView } from '../../core/views.js';
import { requireRole, type Viewer } from '../../core/viewer.js';
import type { AuditLog } from '../audit/index.js';
import { announce, assertPending, endRequest, lockRequest } from './room-request.transition.js';
import type { ActivityLog } from '../../core/activity-log.js';
import { loadRoomRequestViews } from './room-request.view.js';
import { Role, RoomRequestStatus, RoommateResponse } from '../../core/enums.js';

/** The named roommate's side of a request: the invitations waiting for them, and their answer. */
export class RoommateInviteService {
  constructor(
    private readonly em: EntityManager,
    private readonly publisher: Publisher,
    private readonly clock: Clock,
    private readonly audit: AuditLog,
    /** Where the office's Recent Activity is written (the activity module's, core/activity-log.ts). */
    private readonly activities: ActivityLog,
  ) {}

  /** Pending requests that name the caller as roommate, oldest first. */
  async mine(viewer: Viewer | null): Promise<RoomRequestView[]> {
    const student = requireRole(viewer, Role.STUDENT);
    return (await loadRoomRequestViews(this.em, { roommate: student.userId, status: RoomRequestStatus.PENDING })).map(roomRequestForStudents);
  }

  /**
   * Accept: the admin may now approve the pair. Decline: the request ends (Declined) and the
   * requester is told. Either only by the named roommate, only while the request is pending; a
   * roommate who accepted may still decline before the decision.
   */
  async respond(viewer: Viewer | null, id: string, accept: boolean): Promise<RoomRequestView> {
    const student = requireRole(viewer, Role.STUDENT);
    const activity = await this.em.transactional(async (em) => {
      const request = await lockRequest(em, id, 'Roommate invitation');
      if (request.roommate?.id !== student.userId) throw notFound('Roommate invitation');
      assertPending(request);
      const now = this.clock();
      const record = (response: RoommateResponse) =>
        this.audit.record(em, student, {
          action: `room_request.roommate_${response.toLowerCase()}`,
          objectType: 'room_request',
          objectId: request.id,
          studentId: request.student.id,
          hostelId: request.room.hostel.id,
          before: { roommateResponse: request.roommateResponse },
          after: { roommateResponse: response, ...(response === RoommateResponse.DECLINED && { status: RoomRequestStatus.DECLINED }) },
        });
      if (!accept) {
        await record(RoommateResponse.DECLINED);
        request.roommateResponse = RoommateResponse.DECLINED;
        request.respondedAt = now;
        return endRequest(em, request, { status: RoomRequestStatus.DECLINED, by: student.userId, at: now }, this.activities);
      }
      if (request.roommateResponse === RoommateResponse.ACCEPTED) throw new AppError('CONFLICT', 'You have already accepted this invitation.');
      const [held] = await em.execute<{ held: boolean }[]>('select exists (select 1 from room_occupancies where student_id = ?) as held', [student.userId]);
      if (held?.held) throw new AppError('CONFLICT', 'You already have a room.');
      await record(RoommateResponse.ACCEPTED);
      request.roommateResponse = RoommateResponse.ACCEPTED;
      request.respondedAt = now;
      return null;
    });
    return roomRequestForStudents(await announce(this.em, this.publisher, id, { activity }));
  }
}
