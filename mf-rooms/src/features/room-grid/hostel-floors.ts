import type { GridHostel, GridRoom } from './room-grid.operations';

/** The floors a hostel has, as the office set them: `firstFloor` (0, the ground floor, or 1) and how many. */
export type HostelFloors = Pick<GridHostel, 'firstFloor' | 'floors'>;

/**
 * The floor switch's floors, lowest first: every floor the hostel has, rooms on it or not yet
 * (an empty one says so), and any floor a room is on besides (a room is never out of reach, even
 * one on a floor added after the hostel was read). Before the hostel is known: its rooms' floors.
 */
export function hostelFloors(hostel: HostelFloors | undefined, rooms: readonly GridRoom[]): number[] {
  const floors = new Set(rooms.map((r) => r.floor));
  if (hostel) for (let floor = hostel.firstFloor; floor < hostel.firstFloor + hostel.floors; floor++) floors.add(floor);
  return [...floors].sort((a, b) => a - b);
}
