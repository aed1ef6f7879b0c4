import { graphql } from '../../gql';
import type { MyRequestFragment, MyRoomStateQuery } from '../../gql/graphql';

export type MyRequest = MyRequestFragment;
export type MyRoomState = MyRoomStateQuery;
export type MyRoom = NonNullable<MyRoomStateQuery['myRoom']>;
export type Fellow = MyRequestFragment['student'];

export const MY_REQUEST = graphql(`
  fragment MyRequest on RoomRequest {
    id
    status
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
    room {
      id
      hostelName
      number
      floor
      type
    }
  }
`);

/** Everything 'My room' shows: the bed held, the student's requests, the invitations naming them. */
export const MY_ROOM_STATE = graphql(`
  query MyRoomState {
    me {
      id
    }
    myRoom {
      bed
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
    myRoomRequests {
      ...MyRequest
    }
    myRoommateInvites {
      ...MyRequest
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
