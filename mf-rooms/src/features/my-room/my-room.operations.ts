import { graphql } from '../../gql';
import type { HeldBedFragment, MyRequestFragment, MyRoomStateQuery } from '../../gql/graphql';

export type MyRequest = MyRequestFragment;
export type MyRoomState = MyRoomStateQuery;
export type MyRoom = HeldBedFragment;
export type Fellow = MyRequestFragment['student'];

export const MY_REQUEST = graphql(`
  fragment MyRequest on RoomRequest {
    id
    status
    change
    roommateResponse
    decisionReason
    createdAt
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
    room {
      id
      hostelName
      number
      floor
      type
    }
  }
`);

/** The bed a student holds, its room and who shares it. */
export const HELD_BED = graphql(`
  fragment HeldBed on MyRoom {
    bed
    placedByOffice
    room {
      id
      hostelName
      number
      floor
      type
      capacity
    }
    roommates {
      id
      name
      enrollmentId
    }
  }
`);

/** Everything 'My room' shows: the bed held, the student's requests, the invitations naming them, their place in line. */
export const MY_ROOM_STATE = graphql(`
  query MyRoomState {
    me {
      id
    }
    myRoom {
      ...HeldBed
    }
    myRoomRequests {
      ...MyRequest
    }
    myRoommateInvites {
      ...MyRequest
    }
    myWaitlist {
      ...MyWaitlistPlace
    }
  }
`);

/** The bed alone: the document a pushed change of it is written into the cache with. */
export const MY_ROOM = graphql(`
  query MyRoom {
    myRoom {
      ...HeldBed
    }
  }
`);

/** Any request that names the student (as requester or roommate) as it changes. */
export const MY_REQUEST_UPDATES = graphql(`
  subscription MyRoomRequestUpdates {
    myRoomRequestUpdates {
      ...MyRequest
    }
  }
`);

/** The student's bed, pushed whenever it changes: moved or checked out by staff, swapped, an offer accepted, a change approved. */
export const MY_ROOM_CHANGED = graphql(`
  subscription MyRoomChanged {
    myRoomChanged {
      ...HeldBed
    }
  }
`);

export const CANCEL_REQUEST = graphql(`
  mutation CancelRoomRequest($id: ID!) {
    cancelRoomRequest(id: $id) {
      ...MyRequest
    }
  }
`);

export const RESPOND_TO_INVITE = graphql(`
  mutation RespondToRoommateInvite($id: ID!, $accept: Boolean!) {
    respondToRoommateInvite(id: $id, accept: $accept) {
      ...MyRequest
    }
  }
`);

/** The student gives up their bed; it frees at once (and goes to the first in line). */
export const CHECK_OUT = graphql(`
  mutation CheckOut($reason: String) {
    checkOut(reason: $reason)
  }
`);
