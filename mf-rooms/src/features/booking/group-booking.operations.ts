import { graphql } from '../../gql';
import type { RoomGridMySelectionQuery } from '../../gql/graphql';

/** The student's place in the selection process, as far as booking for a group needs it. */
export type GridMySelection = NonNullable<RoomGridMySelectionQuery['mySelection']>;
export type GridGroup = NonNullable<GridMySelection['group']>;

/** The student's lottery number and slot, and their roommate group (the leader books for all). */
export const GRID_MY_SELECTION = graphql(`
  query RoomGridMySelection {
    mySelection {
      processId
      hostels
      lotteryNumber
      slot
      groupSlotStartsAt
      closesAt
      state
      group {
        id
        isLeader
        leader {
          id
          name
          enrollmentId
          status
        }
        members {
          id
          name
          enrollmentId
          status
        }
      }
    }
  }
`);

/**
 * The leader books one room for the whole group, in one transaction: the answer is the room with
 * its beds now (written into the grid's cache) and each member's bed, in the order of `members`.
 */
export const BOOK_ROOM_FOR_GROUP = graphql(`
  mutation BookRoomForGroup($roomId: ID!) {
    bookRoomForGroup(roomId: $roomId) {
      room {
        id
        number
        freeBeds
        isAvailable
        takesPair
      }
      beds
      members {
        id
        name
        enrollmentId
        status
      }
    }
  }
`);

/**
 * The leader asks for one room for the whole group where rooms are requested (the boys' blocks):
 * the members' acceptance of the group is their consent, so no one is asked again. The warden
 * approves it whole, a bed each, or rejects it.
 */
export const REQUEST_ROOM_FOR_GROUP = graphql(`
  mutation RequestRoomForGroup($roomId: ID!) {
    requestRoomForGroup(roomId: $roomId) {
      id
      status
      group {
        id
        name
        enrollmentId
      }
    }
  }
`);
