import { graphql } from '../../gql';
import type { GridRoomFragment, RoomGridContextQuery } from '../../gql/graphql';

/**
 * A room as the grid paints it; `floor`: its own (any number the office gives it); `takesPair`: a
 * Double with both beds free (Request Roommate); `heldBeds`: kept for a waitlisted student;
 * `inService` false: not bookable, for `outOfServiceReason`; `retired`: sent once by
 * `roomChanges` so the grid drops it (`rooms` never lists one); `accessible`: fit for a student
 * who needs such a room (said on the tile in words).
 */
export type GridRoom = GridRoomFragment;
export type GridHostel = RoomGridContextQuery['hostels'][number];

export const GRID_ROOM = graphql(`
  fragment GridRoom on Room {
    id
    number
    floor
    type
    capacity
    freeBeds
    heldBeds
    isAvailable
    takesPair
    inService
    outOfServiceReason
    retired
    accessible
  }
`);

/**
 * Who is looking and which hostels are theirs (a student's gender decides), for the grid's frame;
 * a hostel's floors (`firstFloor` up, `floors` of them) are the floor switch's, rooms or none.
 */
export const GRID_CONTEXT = graphql(`
  query RoomGridContext {
    me {
      id
      role
    }
    hostels {
      id
      name
      gender
      bookingMode
      firstFloor
      floors
    }
  }
`);

/**
 * Who is looking, as the shell's session check already read it: read from the cache only, so the
 * page can draw a student's frame at its first render, before {@link GRID_CONTEXT} has answered.
 */
export const GRID_VIEWER = graphql(`
  query RoomGridViewer {
    me {
      id
      role
    }
  }
`);

/** The grid's rooms with the selection window, in one answer: no room shows bookable before the window is known. */
export const HOSTEL_ROOMS = graphql(`
  query RoomGridRooms($hostel: String!) {
    rooms(hostel: $hostel) {
      ...GridRoom
    }
    selectionWindow(hostel: $hostel) {
      ...GridSelectionWindow
    }
  }
`);

/**
 * The rooms whose beds changed, several to a message on a busy morning (the gateway sends a
 * hostel's changes together, at most one message a window); the cache (Room:id) repaints each
 * room of the grid by itself. The office's changes come here too: a room it adds (one the grid
 * does not know), one it takes out of service, one it retires (`retired`).
 */
export const ROOM_CHANGES = graphql(`
  subscription RoomGridChanges($hostel: String!) {
    roomChanges(hostel: $hostel) {
      ...GridRoom
    }
  }
`);
