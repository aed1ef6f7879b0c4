import type { MyRoomState } from '../my-room/my-room.operations';
import type { GridRoom } from '../room-grid/room-grid.operations';
import type { WindowState } from '../selection-window/selection-window.operations';
import type { RoomChoice } from './waitlist-text';

const KINDS = ['SINGLE', 'DOUBLE'] as const;

/**
 * What a student may wait for in a hostel, from its rooms (every floor): with no free bed at all,
 * any room or either type; otherwise only a type with no free bed. Held beds are not free.
 */
export function waitlistChoices(rooms: GridRoom[]): RoomChoice[] {
  const kinds = KINDS.filter((kind) => rooms.some((r) => r.type === kind));
  const full = kinds.filter((kind) => rooms.every((r) => r.type !== kind || r.freeBeds === 0));
  if (kinds.length === 0) return [];
  if (full.length === kinds.length) return kinds.length > 1 ? ['ANY', ...kinds] : ['ANY'];
  return full;
}

/**
 * The choices offered to this student, or none: only a student with no bed, no pending request
 * or invitation and no place in a line may join, and only while the hostel's line is open (from
 * the opening of room selection on: after the close the office still fills freed beds from it).
 */
export function joinChoices(state: MyRoomState | undefined, rooms: GridRoom[] | undefined, window: WindowState | null): RoomChoice[] {
  if (!state || !rooms || (window !== 'OPEN' && window !== 'CLOSED')) return [];
  const busy = state.myRoom || state.myRoomRequests.some((r) => r.status === 'PENDING') || state.myRoommateInvites.some((r) => r.status === 'PENDING');
  const inLine = state.myWaitlist?.status === 'WAITING' || state.myWaitlist?.status === 'OFFERED';
  return busy || inLine ? [] : waitlistChoices(rooms);
}
