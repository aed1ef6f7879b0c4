import { gql, type TypedDocumentNode } from '@apollo/client';

/** The admin's answer to a request. */
export type Decision = 'APPROVED' | 'REJECTED';

export type RequestStatus = 'PENDING' | Decision;

/** The room asked for, with its availability now. */
export interface RequestedRoom {
  id: string;
  hostelName: string;
  number: number;
  /** 'Single' or 'Double'. */
  type: string;
  isAvailable: boolean;
  freeBeds: number;
}

/** A student or named roommate, as much as the list needs. */
export interface PersonSummary {
  id: string;
  name: string;
  enrollmentId: string | null;
}

/** A student or named roommate with the contact details the approval screen shows. */
export interface PersonDetails extends PersonSummary {
  email: string;
  address: string | null;
  phoneNumber: string | null;
}

export interface PendingRoomRequest {
  id: string;
  status: RequestStatus;
  createdAt: string;
  room: RequestedRoom;
  student: PersonSummary;
  roommate: PersonSummary | null;
}

export interface RoomRequestDetails {
  id: string;
  status: RequestStatus;
  createdAt: string;
  room: RequestedRoom;
  student: PersonDetails;
  roommate: PersonDetails | null;
}

// The room as both request screens show it; one selection, so the list and the details agree.
const REQUESTED_ROOM = gql`
  fragment AdminRequestedRoom on Room {
    id
    hostelName
    number
    type
    isAvailable
    freeBeds
  }
`;

export const PENDING_ROOM_REQUESTS: TypedDocumentNode<{ pendingRoomRequests: PendingRoomRequest[] }, Record<string, never>> = gql`
  query AdminPendingRoomRequests {
    pendingRoomRequests {
      id
      status
      createdAt
      room {
        ...AdminRequestedRoom
      }
      student {
        id
        name
        enrollmentId
      }
      roommate {
        id
        name
        enrollmentId
      }
    }
  }
  ${REQUESTED_ROOM}
`;

export const ROOM_REQUEST: TypedDocumentNode<{ roomRequest: RoomRequestDetails }, { id: string }> = gql`
  query AdminRoomRequest($id: ID!) {
    roomRequest(id: $id) {
      id
      status
      createdAt
      room {
        ...AdminRequestedRoom
      }
      student {
        id
        name
        enrollmentId
        email
        address
        phoneNumber
      }
      roommate {
        id
        name
        enrollmentId
        email
        address
        phoneNumber
      }
    }
  }
  ${REQUESTED_ROOM}
`;

export const DECIDE_ROOM_REQUEST: TypedDocumentNode<
  { decideRoomRequest: { id: string; status: RequestStatus; room: { id: string; freeBeds: number; isAvailable: boolean } } },
  { id: string; decision: Decision }
> = gql`
  mutation AdminDecideRoomRequest($id: ID!, $decision: Decision!) {
    decideRoomRequest(id: $id, decision: $decision) {
      id
      status
      room {
        id
        freeBeds
        isAvailable
      }
    }
  }
`;
