import { gql, type TypedDocumentNode } from '@apollo/client';

export interface GridRoom {
  id: string;
  number: number;
  floor: number;
  /** 'Single' or 'Double'. */
  type: string;
  capacity: number;
  freeBeds: number;
  isAvailable: boolean;
  /** A Double with both beds free: Request Roommate is offered. */
  takesPair: boolean;
}

export interface GridHostel {
  id: string;
  name: string;
  /** 'Male' or 'Female'. */
  gender: string;
  /** 'instant' (girls' blocks: book at once) or 'approval' (boys' blocks: the warden decides). */
  bookingMode: string;
}

export interface GridViewer {
  id: string;
  role: 'STUDENT' | 'ADMIN';
}

const GRID_ROOM = gql`
  fragment GridRoom on Room {
    id
    number
    floor
    type
    capacity
    freeBeds
    isAvailable
    takesPair
  }
`;

/** Who is looking and which hostels are theirs (a student's gender decides), for the grid's frame. */
export const GRID_CONTEXT: TypedDocumentNode<{ me: GridViewer | null; hostels: GridHostel[] }, Record<string, never>> = gql`
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
    }
  }
`;

export const HOSTEL_ROOMS: TypedDocumentNode<{ rooms: GridRoom[] }, { hostel: string }> = gql`
  query RoomGridRooms($hostel: String!) {
    rooms(hostel: $hostel) {
      ...GridRoom
    }
  }
  ${GRID_ROOM}
`;

/** A room whose beds changed; Apollo's cache (Room:id) repaints the grid by itself. */
export const ROOM_AVAILABILITY: TypedDocumentNode<{ roomAvailability: GridRoom }, { hostel: string }> = gql`
  subscription RoomGridAvailability($hostel: String!) {
    roomAvailability(hostel: $hostel) {
      ...GridRoom
    }
  }
  ${GRID_ROOM}
`;
