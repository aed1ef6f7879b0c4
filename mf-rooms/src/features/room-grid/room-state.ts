import type { GridRoom } from './room-grid.operations';
import { ROOM_KIND } from 'web-kit';

/** What a room is to the student looking at it. */
export type RoomState = 'available' | 'full' | 'pending' | 'mine';

/** The rooms that are the viewer's own: the one they hold a bed in, the one they asked for. */
export interface OwnRooms {
  heldRoomId?: string | null;
  pendingRoomId?: string | null;
}

export function roomStateOf(room: GridRoom, own: OwnRooms): RoomState {
  if (room.id === own.heldRoomId) return 'mine';
  if (room.id === own.pendingRoomId) return 'pending';
  return room.isAvailable ? 'available' : 'full';
}

/**
 * The room's state in words, the same on the tile and in its accessible name (the visible words
 * must be part of the name, WCAG 2.5.3, so speech users can say what they see).
 */
export function stateText(room: GridRoom, state: RoomState): string {
  if (state === 'available') return `${room.freeBeds} bed${room.freeBeds === 1 ? '' : 's'} free`;
  return { full: 'Full', pending: 'Pending Request', mine: 'Your room' }[state];
}

/** e.g. "Room 104, Double, 1 bed free". */
export const roomLabel = (room: GridRoom, state: RoomState) => `Room ${room.number}, ${ROOM_KIND[room.type]}, ${stateText(room, state)}`;

/**
 * Only rooms with a free bed while room selection is open, or the student's own pending request
 * (to cancel it, which the window does not stop), open a dialog.
 */
export const isOpenable = (state: RoomState, selectionOpen = true) => (state === 'available' && selectionOpen) || state === 'pending';
