import { graphql } from '../../gql';

/** Instant booking (girls' blocks): the answer is the room with its beds now, written into the grid's cache. */
export const BOOK_ROOM = graphql(`
  mutation BookRoom($roomId: ID!) {
    bookRoom(roomId: $roomId) {
      id
      number
      freeBeds
      isAvailable
      takesPair
    }
  }
`);

/** A request (boys' blocks), alone or naming a roommate who is then invited. */
export const REQUEST_ROOM = graphql(`
  mutation RequestRoom($roomId: ID!, $roommate: RoommateInput) {
    requestRoom(roomId: $roomId, roommate: $roommate) {
      id
      status
    }
  }
`);

/** A student with a bed moves at once to another room of their instant hostel (girls' blocks). */
export const CHANGE_ROOM = graphql(`
  mutation ChangeRoom($roomId: ID!) {
    changeRoom(roomId: $roomId) {
      ...HeldBed
    }
  }
`);

/** A student with a bed asks to move within their approval hostel (boys' blocks); the bed stays theirs until approved. */
export const REQUEST_ROOM_CHANGE = graphql(`
  mutation RequestRoomChange($roomId: ID!) {
    requestRoomChange(roomId: $roomId) {
      id
      status
      change
    }
  }
`);
