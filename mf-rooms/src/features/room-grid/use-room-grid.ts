import { errorCode } from 'web-kit';
import { useQuery, useSubscription } from 'web-kit/graphql';
import { useSelectionWindow, type LiveSelectionWindow } from '../selection-window/use-selection-window';
import { mergeRoomChanges } from './room-changes';
import { HOSTEL_ROOMS, ROOM_CHANGES, type GridRoom } from './room-grid.operations';

/** What {@link useRoomGrid} gives the grid and its dialogs. */
export interface RoomGridData {
  /** Undefined while loading. */
  rooms: GridRoom[] | undefined;
  /** The first read failed: nothing to show. */
  failed: boolean;
  /** The server knows no hostel of this name. */
  unknown: boolean;
  selection: LiveSelectionWindow;
}

/**
 * A hostel's rooms and its selection window, live: a booking or a decision anywhere repaints the
 * room (the subscription writes each Room:id it brings into the cache), the office's changes too
 * (a room it adds joins the grid's list, one it retires leaves it), and the window follows admins'
 * changes and the clock. Read afresh on each visit (the window's `now` times the clock), and
 * again by a reconnecting client (the shell's client refetches active queries).
 */
export function useRoomGrid(hostel: string): RoomGridData {
  const { data, error } = useQuery(HOSTEL_ROOMS, { variables: { hostel }, fetchPolicy: 'cache-and-network' });
  useSubscription(ROOM_CHANGES, {
    variables: { hostel },
    update: (event, variables, cache) =>
      cache.updateQuery(HOSTEL_ROOMS, { hostel: variables.hostel }, (previous) => {
        if (!previous) return null;
        const rooms = mergeRoomChanges(previous.rooms, event.roomChanges);
        return rooms && { ...previous, rooms };
      }),
  });
  const selection = useSelectionWindow(hostel, data?.selectionWindow);
  return { rooms: data?.rooms, failed: Boolean(error && !data), unknown: Boolean(error && !data && errorCode(error) === 'NOT_FOUND'), selection };
}
