import { roomKindName } from '../../lib/room-kind';
import type { GridRoom } from './room-grid.operations';

/**
 * What a room is to the student looking at it; `held`: no free bed, but a bed kept for a
 * waitlisted student; `out-of-service`: the office took it out of use, for a reason it gave.
 */
export type RoomState = 'available' | 'full' | 'held' | 'pending' | 'mine' | 'out-of-service';

/** The rooms that are the viewer's own: the one they hold a bed in, the one they asked for. */
export interface OwnRooms {
  heldRoomId?: string | null;
  pendingRoomId?: string | null;
}

export function roomStateOf(room: GridRoom, own: OwnRooms): RoomState {
  if (room.id === own.heldRoomId) return 'mine';
  if (room.id === own.pendingRoomId) return 'pending';
  // Whatever its beds say: no one books a room out of service (the server refuses it too).
  if (!room.inService) return 'out-of-service';
  if (room.isAvailable) return 'available';
  return room.heldBeds > 0 ? 'held' : 'full';
}

const beds = (n: number) => `${n} bed${n === 1 ? '' : 's'}`;

/**
 * The room's state in words, the same on the tile and in its accessible name (the visible words
 * must be part of the name, WCAG 2.5.3, so speech users can say what they see). A free room with
 * a bed kept for the waitlist says so too: that bed is not for the taking.
 */
export function stateText(room: GridRoom, state: RoomState): string {
  if (state === 'available') return `${beds(room.freeBeds)} free${room.heldBeds > 0 ? `, ${room.heldBeds} held` : ''}`;
  return { full: 'Full', held: 'Held', pending: 'Pending Request', mine: 'Your room', 'out-of-service': 'Out of service' }[state];
}

/** Why a room is out of service, as the office wrote it, or a sentence saying it gave none. */
export const outOfServiceWhy = (room: GridRoom) => room.outOfServiceReason?.trim() || 'no reason given';

/**
 * e.g. "Room 104, Double, 1 bed free"; "Room 12, Single, accessible, 1 bed free"; "Room 305,
 * Triple, Out of service: Maintenance: plumbing".
 */
export const roomLabel = (room: GridRoom, state: RoomState) =>
  `Room ${room.number}, ${roomKindName(room.type)}${room.accessible ? ', accessible' : ''}, ${stateText(room, state)}${state === 'out-of-service' ? `: ${outOfServiceWhy(room)}` : ''}`;

/**
 * Only rooms with a free bed while room selection is open, or the student's own pending request
 * (to cancel it, which the window does not stop), open a dialog. Held beds are no one's to book.
 */
export const isOpenable = (state: RoomState, selectionOpen = true) => (state === 'available' && selectionOpen) || state === 'pending';
