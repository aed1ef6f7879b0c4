import { gql, type TypedDocumentNode } from '@apollo/client';

export type RoomRequestStatus = 'PENDING' | 'APPROVED' | 'REJECTED' | 'CANCELLED' | 'DECLINED';
export type RoommateResponse = 'PENDING' | 'ACCEPTED' | 'DECLINED';

export interface Fellow {
  id: string;
  name: string;
  enrollmentId: string | null;
}

export interface RequestRoom {
  id: string;
  hostelName: string;
  number: number;
  floor: number;
  type: string;
}

export interface MyRequest {
  id: string;
  status: RoomRequestStatus;
  roommateResponse: RoommateResponse | null;
  decisionReason: string | null;
  createdAt: string;
  student: Fellow;
  roommate: Fellow | null;
  room: RequestRoom;
}

export interface MyRoom {
  bed: number;
  room: RequestRoom & { capacity: number };
  roommates: Fellow[];
}

export interface MyRoomState {
  me: { id: string } | null;
  myRoom: MyRoom | null;
  myRoomRequests: MyRequest[];
  myRoommateInvites: MyRequest[];
}

const MY_REQUEST = gql`
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
`;

/** Everything 'My room' shows: the bed held, the student's requests, the invitations naming them. */
export const MY_ROOM_STATE: TypedDocumentNode<MyRoomState, Record<string, never>> = gql`
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
  ${MY_REQUEST}
`;

/** Any request that names the student (as requester or roommate) as it changes. */
export const MY_REQUEST_UPDATES: TypedDocumentNode<{ myRoomRequestUpdates: MyRequest }, Record<string, never>> = gql`
  subscription MyRoomRequestUpdates {
    myRoomRequestUpdates {
      ...MyRequest
    }
  }
  ${MY_REQUEST}
`;

export const CANCEL_REQUEST: TypedDocumentNode<{ cancelRoomRequest: MyRequest }, { id: string }> = gql`
  mutation CancelRoomRequest($id: ID!) {
    cancelRoomRequest(id: $id) {
      ...MyRequest
    }
  }
  ${MY_REQUEST}
`;

export const RESPOND_TO_INVITE: TypedDocumentNode<{ respondToRoommateInvite: MyRequest }, { id: string; accept: boolean }> = gql`
  mutation RespondToRoommateInvite($id: ID!, $accept: Boolean!) {
    respondToRoommateInvite(id: $id, accept: $accept) {
      ...MyRequest
    }
  }
  ${MY_REQUEST}
`;
