import type { EntityManager } from '@mikro-orm/postgresql';
import { notFound } from '../../core/errors.js';
import type { RoomRequestView } from '../../core/views.js';
import { bedsNeeded, findRooms } from '../room/index.js';
import { toPersonView } from '../user/index.js';
import { RoomRequest } from './room-request.entity.js';
import { RoomRequestStatus } from '../../core/enums.js';

/**
 * Room requests as views, with their room's live availability; three queries however many. A
 * group's request is its leader's row, with the members (`group`); their own rows are never
 * listed: `member` finds the group requests a student is a member of.
 */
export async function loadRoomRequestViews(
  em: EntityManager,
  filter: { id?: string; status?: RoomRequestStatus; student?: string; roommate?: string; member?: string; hostels?: readonly string[] },
  order: 'asc' | 'desc' = 'asc',
): Promise<RoomRequestView[]> {
  const { hostels, member, ...where } = filter;
  const requests = await em.find(
    RoomRequest,
    { ...where, leadRequest: null, ...(member && { members: { student: member } }), ...(hostels && { room: { hostel: { $in: [...hostels] } } }) },
    { populate: ['student', 'roommate', 'members', 'members.student'], orderBy: { createdAt: order, id: order }, refresh: true },
  );
  const rooms = new Map((await findRooms(em, { roomIds: requests.map((r) => r.room.id) })).map((room) => [room.id, room]));
  return requests.map((r) => {
    const room = rooms.get(r.room.id)!;
    return {
      id: r.id,
      status: r.status,
      student: toPersonView(r.student),
      roommate: r.roommate ? toPersonView(r.roommate) : null,
      group: r.members
        .getItems()
        .map((m) => toPersonView(m.student))
        .sort((a, b) => a.name.localeCompare(b.name)),
      roommateResponse: r.roommateResponse ?? null,
      respondedAt: r.respondedAt?.toISOString() ?? null,
      room,
      fits: room.freeBeds >= bedsNeeded(Boolean(r.roommate)) + r.members.length,
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
