import type { EntityManager } from '@mikro-orm/postgresql';
import { notFound } from '../../core/errors.js';
import type { RoomRequestView } from '../../core/views.js';
import { bedsNeeded, findRooms } from '../room/index.js';
import { toPersonView } from '../user/index.js';
import { RoomRequest } from './room-request.entity.js';
import { RoomRequestStatus } from '../../core/enums.js';

/** Room requests as views, with their room's live availability; two queries however many. */
export async function loadRoomRequestViews(
  em: EntityManager,
  filter: { id?: string; status?: RoomRequestStatus; student?: string; roommate?: string; hostels?: readonly string[] },
  order: 'asc' | 'desc' = 'asc',
): Promise<RoomRequestView[]> {
  const { hostels, ...where } = filter;
  const requests = await em.find(RoomRequest, { ...where, ...(hostels && { room: { hostel: { $in: [...hostels] } } }) }, { populate: ['student', 'roommate'], orderBy: { createdAt: order, id: order }, refresh: true });
  const rooms = new Map((await findRooms(em, { roomIds: requests.map((r) => r.room.id) })).map((room) => [room.id, room]));
  return requests.map((r) => {
    const room = rooms.get(r.room.id)!;
    return {
      id: r.id,
      status: r.status,
      student: toPersonView(r.student),
      roommate: r.roommate ? toPersonView(r.roommate) : null,
      roommateResponse: r.roommateResponse ?? null,
      respondedAt: r.respondedAt?.toISOString() ?? null,
      room,
      fits: room.freeBeds >= bedsNeeded(Boolean(r.roommate)),
      change: r.change,
      decisionReason: r.decisionReason ?? null,
      createdAt: r.createdAt.toISOString(),
      decidedAt: r.decidedAt?.toISOString() ?? null,
    };
  });
}

export async function loadRoomRequestView(em: EntityManager, id: string): Promise<RoomRequestView> {
  const [view] = await loadRoomRequestViews(em, { id });
  if (!view) throw notFound('Room request');
  return view;
}
