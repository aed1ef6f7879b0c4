import type { GridRoom } from './room-grid.operations';

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

const beds = (n: number) => `${n} bed${n === 1 ? '' : 's'} free`;

/** What the room's state says in words: on the tile, and in its accessible name. */
export const STATE_WORDS: Record<RoomState, { short: (room: GridRoom) => string; spoken: (room: GridRoom) => string }> = {
  available: { short: (room) => `${room.freeBeds} free`, spoken: (room) => beds(room.freeBeds) },
  full: { short: () => 'Full', spoken: () => 'full' },
  pending: { short: () => 'Pending Request', spoken: () => 'your pending request' },
  mine: { short: () => 'Your room', spoken: () => 'your room' },
};

/** e.g. "Room 104, Double, 1 bed free". */
export const roomLabel = (room: GridRoom, state: RoomState) => `Room ${room.number}, ${room.type}, ${STATE_WORDS[state].spoken(room)}`;

/** Only rooms with a free bed, or the student's own pending request, open a dialog. */
export const isOpenable = (state: RoomState) => state === 'available' || state === 'pending';
