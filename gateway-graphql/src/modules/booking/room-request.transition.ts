import type { EntityManager } from '@mikro-orm/postgresql';
import type { ActivityLog, WrittenActivity } from '../../core/activity-log.js';
import { AppError, notFound } from '../../core/errors.js';
import { lockRows } from '../../core/locks.js';
import type { Publisher } from '../../core/publisher.js';
import { isUuid } from '../../core/validate.js';
import type { RoomRequestView } from '../../core/views.js';
import { User } from '../user/index.js';
import { assertOpenYearRow } from '../year/index.js';
import { RoomRequest } from './room-request.entity.js';
import { loadRoomRequestView } from './room-request.view.js';
import { FeedEventKind, RoomRequestStatus } from '../../core/enums.js';

/**
 * Every change of a request starts here, inside the caller's transaction: the request's row is
 * locked first (the lock order is request, students, room), then read fresh. Two changes of one
 * request (a cancel racing an approval, an accept racing a decision) therefore run one after
 * the other, and the second sees what the first did. One of a closed academic year is read-only.
 * A group member's own row is never changed by itself: its leader's request is (its `members`).
 */
export async function lockRequest(em: EntityManager, id: string, what = 'Room request'): Promise<RoomRequest> {
  if (!isUuid(id) || (await lockRows(em, 'room_requests', [id])).size === 0) throw notFound(what);
  await assertOpenYearRow(em, 'room_requests', id, what.toLowerCase());
  const request = await em.findOneOrFail(RoomRequest, { id }, { populate: ['student', 'roommate', 'room', 'room.hostel', 'members', 'members.student'], refresh: true });
  if (request.leadRequest) throw notFound(what);
  return request;
}

/** Only a Pending request changes. */
export function assertPending(request: RoomRequest): void {
  if (request.status !== RoomRequestStatus.PENDING) throw new AppError('CONFLICT', `This request has already been ${request.status.toLowerCase()}.`);
}

/** Ends a pending request (decided, cancelled or declined) and resolves its activity, which it returns. */
export async function endRequest(
  em: EntityManager,
  request: RoomRequest,
  end: { status: RoomRequestStatus; by: string; at: Date; reason?: string | null },
  activities: ActivityLog,
): Promise<WrittenActivity | null> {
  const ended = { status: end.status, decidedAt: end.at, decidedBy: em.getReference(User, end.by), decisionReason: end.reason ?? null };
  // A group's request ends for every member with it.
  for (const row of [request, ...request.members.getItems()]) Object.assign(row, ended);
  return activities.resolve(em, { roomRequestId: request.id });
}

/** After commit: staff and both students hear of the change; freed or taken beds repaint every grid. */
export async function announce(em: EntityManager, publisher: Publisher, id: string, change: { activity?: WrittenActivity | null; roomChanged?: boolean } = {}): Promise<RoomRequestView> {
  const view = await loadRoomRequestView(em, id);
  publisher.roomRequest(view);
  if (change.activity) await publisher.activity(FeedEventKind.RESOLVED, change.activity.view());
  if (change.roomChanged) publisher.rooms([view.room.id]);
  return view;
}
