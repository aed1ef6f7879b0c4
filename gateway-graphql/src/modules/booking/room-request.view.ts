import type { EntityManager } from '@mikro-orm/postgresql';
import { notFound } from '../../core/errors.js';
import type { RoomRequestView } from '../../core/views.js';
import { findRooms } from '../room/room.queries.js';
import { toPersonView } from '../user/person.js';
import { RoomRequest, type RequestStatus } from './room-request.entity.js';

/** Room requests as views, with their room's live availability; two queries however many. */
export async function loadRoomRequestViews(
  em: EntityManager,
  where: { id?: string; status?: RequestStatus; student?: string },
  order: 'asc' | 'desc' = 'asc',
): Promise<RoomRequestView[]> {
  const requests = await em.find(RoomRequest, where, { populate: ['student', 'roommate'], orderBy: { createdAt: order, id: order }, refresh: true });
  const rooms = new Map((await findRooms(em, { roomIds: requests.map((r) => r.room.id) })).map((room) => [room.id, room]));
  return requests.map((r) => ({
    id: r.id,
    status: r.status,
    student: toPersonView(r.student),
    roommate: r.roommate ? toPersonView(r.roommate) : null,
    room: rooms.get(r.room.id)!,
    createdAt: r.createdAt.toISOString(),
    decidedAt: r.decidedAt?.toISOString() ?? null,
  }));
}

export async function loadRoomRequestView(em: EntityManager, id: string): Promise<RoomRequestView> {
  const [view] = await loadRoomRequestViews(em, { id });
  if (!view) throw notFound('Room request');
  return view;
}
