import { gql, type TypedDocumentNode } from '@apollo/client';
import type { GridRoom } from '../room-grid/room-grid.operations';

/** Instant booking (girls' blocks): the answer is the room with its beds now, written into the grid's cache. */
export const BOOK_ROOM: TypedDocumentNode<{ bookRoom: Pick<GridRoom, 'id' | 'number' | 'freeBeds' | 'isAvailable' | 'takesPair'> }, { roomId: string }> = gql`
  mutation BookRoom($roomId: ID!) {
    bookRoom(roomId: $roomId) {
      id
      number
      freeBeds
      isAvailable
      takesPair
    }
  }
`;

/** A request (boys' blocks), alone or naming a roommate who is then invited. */
export const REQUEST_ROOM: TypedDocumentNode<
  { requestRoom: { id: string; status: string } },
  { roomId: string; roommate?: { name: string; enrollmentId: string } | null }
> = gql`
  mutation RequestRoom($roomId: ID!, $roommate: RoommateInput) {
    requestRoom(roomId: $roomId, roommate: $roommate) {
      id
      status
    }
  }
`;
