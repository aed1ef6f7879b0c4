import { gql, type TypedDocumentNode } from '@apollo/client';

export interface GridRoom {
  id: string;
  number: number;
  floor: number;
  type: string;
  capacity: number;
  freeBeds: number;
  isAvailable: boolean;
}

const ROOM_FIELDS = `
  id
  number
  floor
  type
  capacity
  freeBeds
  isAvailable
`;

export const HOSTEL_ROOMS: TypedDocumentNode<{ rooms: GridRoom[] }, { hostel: string }> = gql`
  query RoomGridRooms($hostel: String!) {
    rooms(hostel: $hostel) {
      ${ROOM_FIELDS}
    }
  }
`;

/** A room whose beds changed; Apollo's cache (Room:id) updates the grid by itself. */
export const ROOM_AVAILABILITY: TypedDocumentNode<{ roomAvailability: GridRoom }, { hostel: string }> = gql`
  subscription RoomGridAvailability($hostel: String!) {
    roomAvailability(hostel: $hostel) {
      ${ROOM_FIELDS}
    }
  }
`;
