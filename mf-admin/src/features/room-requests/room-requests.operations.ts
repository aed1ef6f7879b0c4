import { gql, type TypedDocumentNode } from '@apollo/client';

/** The admin's answer to a request. */
export type Decision = 'APPROVED' | 'REJECTED';

export type RequestStatus = 'PENDING' | Decision | 'CANCELLED' | 'DECLINED';

/** The named roommate's answer to the invitation; null without a roommate. */
export type RoommateResponse = 'PENDING' | 'ACCEPTED' | 'DECLINED';

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
  email: string | null;
  address: string | null;
  phoneNumber: string | null;
}

export interface PendingRoomRequest {
  id: string;
  status: RequestStatus;
  roommateResponse: RoommateResponse | null;
  /** The server's verdict: the room still has beds for this request (one, or two with a roommate). */
  fits: boolean;
  createdAt: string;
  room: RequestedRoom;
  student: PersonSummary;
  roommate: PersonSummary | null;
}

export interface RoomRequestDetails {
  id: string;
  status: RequestStatus;
  roommateResponse: RoommateResponse | null;
  fits: boolean;
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
      roommateResponse
      fits
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
      roommateResponse
      fits
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
  { decideRoomRequest: { id: string; status: RequestStatus; fits: boolean; room: { id: string; freeBeds: number; isAvailable: boolean } } },
  { id: string; decision: Decision; reason?: string | null }
> = gql`
  mutation AdminDecideRoomRequest($id: ID!, $decision: Decision!, $reason: String) {
    decideRoomRequest(id: $id, decision: $decision, reason: $reason) {
      id
      status
      fits
      room {
        id
        freeBeds
        isAvailable
      }
    }
  }
`;

/**
 * Every request as it is sent, answered by its roommate, cancelled or decided. The fields the
 * screens show are selected, so Apollo's cache (RoomRequest:id) updates an open approval page.
 */
export const ROOM_REQUEST_UPDATES: TypedDocumentNode<
  { roomRequestUpdates: { id: string; status: RequestStatus; roommateResponse: RoommateResponse | null; fits: boolean; room: RequestedRoom } },
  Record<string, never>
> = gql`
  subscription AdminRoomRequestUpdates {
    roomRequestUpdates {
      id
      status
      roommateResponse
      fits
      room {
        ...AdminRequestedRoom
      }
    }
  }
  ${REQUESTED_ROOM}
`;
