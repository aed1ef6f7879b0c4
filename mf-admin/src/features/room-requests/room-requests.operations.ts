import { graphql } from '../../gql';
import type { AdminPendingRoomRequestsQuery, AdminRequestedRoomFragment, AdminRoomRequestQuery, Decision as ApiDecision, RoommateResponse as ApiRoommateResponse, RoomRequestStatus } from '../../gql/graphql';

/** The admin's answer to a request. */
export type Decision = ApiDecision;
export type RequestStatus = RoomRequestStatus;
/** The named roommate's answer to the invitation; null without a roommate. */
export type RoommateResponse = ApiRoommateResponse;
/** The room asked for, with its availability now. */
export type RequestedRoom = AdminRequestedRoomFragment;
export type PendingRoomRequest = AdminPendingRoomRequestsQuery['pendingRoomRequests'][number];
export type RoomRequestDetails = AdminRoomRequestQuery['roomRequest'];
/** A student or named roommate with the contact details the approval screen shows. */
export type PersonDetails = RoomRequestDetails['student'];

// The room as both request screens show it; one selection, so the list and the details agree.
export const REQUESTED_ROOM = graphql(`
  fragment AdminRequestedRoom on Room {
    id
    hostelName
    number
    type
    isAvailable
    freeBeds
  }
`);

export const PENDING_ROOM_REQUESTS = graphql(`
  query AdminPendingRoomRequests {
    pendingRoomRequests {
      id
      status
      roommateResponse
      fits
      change
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
      group {
        id
        name
        enrollmentId
      }
    }
  }
`);

export const ROOM_REQUEST = graphql(`
  query AdminRoomRequest($id: ID!) {
    roomRequest(id: $id) {
      id
      status
      roommateResponse
      fits
      change
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
      group {
        id
        name
        enrollmentId
        email
        address
        phoneNumber
      }
    }
  }
`);

export const DECIDE_ROOM_REQUEST = graphql(`
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
`);

/**
 * Every request as it is sent, answered by its roommate, cancelled or decided. The fields the
 * screens show are selected, so the cache (RoomRequest:id) updates an open approval page.
 */
export const ROOM_REQUEST_UPDATES = graphql(`
  subscription AdminRoomRequestUpdates {
    roomRequestUpdates {
      id
      status
      roommateResponse
      fits
      change
      room {
        ...AdminRequestedRoom
      }
    }
  }
`);
