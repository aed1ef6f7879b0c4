/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  mutation BookRoom($roomId: ID!) {\n    bookRoom(roomId: $roomId) {\n      id\n      number\n      freeBeds\n      isAvailable\n      takesPair\n    }\n  }\n": typeof types.BookRoomDocument,
    "\n  mutation RequestRoom($roomId: ID!, $roommate: RoommateInput) {\n    requestRoom(roomId: $roomId, roommate: $roommate) {\n      id\n      status\n    }\n  }\n": typeof types.RequestRoomDocument,
    "\n  fragment MyRequest on RoomRequest {\n    id\n    status\n    roommateResponse\n    decisionReason\n    createdAt\n    student {\n      id\n      name\n      enrollmentId\n    }\n    roommate {\n      id\n      name\n      enrollmentId\n    }\n    room {\n      id\n      hostelName\n      number\n      floor\n      type\n    }\n  }\n": typeof types.MyRequestFragmentDoc,
    "\n  query MyRoomState {\n    me {\n      id\n    }\n    myRoom {\n      bed\n      room {\n        id\n        hostelName\n        number\n        floor\n        type\n        capacity\n      }\n      roommates {\n        id\n        name\n        enrollmentId\n      }\n    }\n    myRoomRequests {\n      ...MyRequest\n    }\n    myRoommateInvites {\n      ...MyRequest\n    }\n  }\n": typeof types.MyRoomStateDocument,
    "\n  subscription MyRoomRequestUpdates {\n    myRoomRequestUpdates {\n      ...MyRequest\n    }\n  }\n": typeof types.MyRoomRequestUpdatesDocument,
    "\n  mutation CancelRoomRequest($id: ID!) {\n    cancelRoomRequest(id: $id) {\n      ...MyRequest\n    }\n  }\n": typeof types.CancelRoomRequestDocument,
    "\n  mutation RespondToRoommateInvite($id: ID!, $accept: Boolean!) {\n    respondToRoommateInvite(id: $id, accept: $accept) {\n      ...MyRequest\n    }\n  }\n": typeof types.RespondToRoommateInviteDocument,
    "\n  fragment GridRoom on Room {\n    id\n    number\n    floor\n    type\n    capacity\n    freeBeds\n    isAvailable\n    takesPair\n  }\n": typeof types.GridRoomFragmentDoc,
    "\n  query RoomGridContext {\n    me {\n      id\n      role\n    }\n    hostels {\n      id\n      name\n      gender\n      bookingMode\n    }\n  }\n": typeof types.RoomGridContextDocument,
    "\n  query RoomGridRooms($hostel: String!) {\n    rooms(hostel: $hostel) {\n      ...GridRoom\n    }\n    selectionWindow(hostel: $hostel) {\n      ...GridSelectionWindow\n    }\n  }\n": typeof types.RoomGridRoomsDocument,
    "\n  subscription RoomGridAvailability($hostel: String!) {\n    roomAvailability(hostel: $hostel) {\n      ...GridRoom\n    }\n  }\n": typeof types.RoomGridAvailabilityDocument,
    "\n  fragment GridSelectionWindow on SelectionWindowState {\n    hostelId\n    hostelName\n    state\n    opensAt\n    closesAt\n    now\n  }\n": typeof types.GridSelectionWindowFragmentDoc,
    "\n  query RoomGridSelectionWindow($hostel: String!) {\n    selectionWindow(hostel: $hostel) {\n      ...GridSelectionWindow\n    }\n  }\n": typeof types.RoomGridSelectionWindowDocument,
    "\n  subscription RoomGridSelectionWindowChanged($hostel: String!) {\n    selectionWindowChanged(hostel: $hostel) {\n      ...GridSelectionWindow\n    }\n  }\n": typeof types.RoomGridSelectionWindowChangedDocument,
};
const documents: Documents = {
    "\n  mutation BookRoom($roomId: ID!) {\n    bookRoom(roomId: $roomId) {\n      id\n      number\n      freeBeds\n      isAvailable\n      takesPair\n    }\n  }\n": types.BookRoomDocument,
    "\n  mutation RequestRoom($roomId: ID!, $roommate: RoommateInput) {\n    requestRoom(roomId: $roomId, roommate: $roommate) {\n      id\n      status\n    }\n  }\n": types.RequestRoomDocument,
    "\n  fragment MyRequest on RoomRequest {\n    id\n    status\n    roommateResponse\n    decisionReason\n    createdAt\n    student {\n      id\n      name\n      enrollmentId\n    }\n    roommate {\n      id\n      name\n      enrollmentId\n    }\n    room {\n      id\n      hostelName\n      number\n      floor\n      type\n    }\n  }\n": types.MyRequestFragmentDoc,
    "\n  query MyRoomState {\n    me {\n      id\n    }\n    myRoom {\n      bed\n      room {\n        id\n        hostelName\n        number\n        floor\n        type\n        capacity\n      }\n      roommates {\n        id\n        name\n        enrollmentId\n      }\n    }\n    myRoomRequests {\n      ...MyRequest\n    }\n    myRoommateInvites {\n      ...MyRequest\n    }\n  }\n": types.MyRoomStateDocument,
    "\n  subscription MyRoomRequestUpdates {\n    myRoomRequestUpdates {\n      ...MyRequest\n    }\n  }\n": types.MyRoomRequestUpdatesDocument,
    "\n  mutation CancelRoomRequest($id: ID!) {\n    cancelRoomRequest(id: $id) {\n      ...MyRequest\n    }\n  }\n": types.CancelRoomRequestDocument,
    "\n  mutation RespondToRoommateInvite($id: ID!, $accept: Boolean!) {\n    respondToRoommateInvite(id: $id, accept: $accept) {\n      ...MyRequest\n    }\n  }\n": types.RespondToRoommateInviteDocument,
    "\n  fragment GridRoom on Room {\n    id\n    number\n    floor\n    type\n    capacity\n    freeBeds\n    isAvailable\n    takesPair\n  }\n": types.GridRoomFragmentDoc,
    "\n  query RoomGridContext {\n    me {\n      id\n      role\n    }\n    hostels {\n      id\n      name\n      gender\n      bookingMode\n    }\n  }\n": types.RoomGridContextDocument,
    "\n  query RoomGridRooms($hostel: String!) {\n    rooms(hostel: $hostel) {\n      ...GridRoom\n    }\n    selectionWindow(hostel: $hostel) {\n      ...GridSelectionWindow\n    }\n  }\n": types.RoomGridRoomsDocument,
    "\n  subscription RoomGridAvailability($hostel: String!) {\n    roomAvailability(hostel: $hostel) {\n      ...GridRoom\n    }\n  }\n": types.RoomGridAvailabilityDocument,
    "\n  fragment GridSelectionWindow on SelectionWindowState {\n    hostelId\n    hostelName\n    state\n    opensAt\n    closesAt\n    now\n  }\n": types.GridSelectionWindowFragmentDoc,
    "\n  query RoomGridSelectionWindow($hostel: String!) {\n    selectionWindow(hostel: $hostel) {\n      ...GridSelectionWindow\n    }\n  }\n": types.RoomGridSelectionWindowDocument,
    "\n  subscription RoomGridSelectionWindowChanged($hostel: String!) {\n    selectionWindowChanged(hostel: $hostel) {\n      ...GridSelectionWindow\n    }\n  }\n": types.RoomGridSelectionWindowChangedDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BookRoom($roomId: ID!) {\n    bookRoom(roomId: $roomId) {\n      id\n      number\n      freeBeds\n      isAvailable\n      takesPair\n    }\n  }\n"): (typeof documents)["\n  mutation BookRoom($roomId: ID!) {\n    bookRoom(roomId: $roomId) {\n      id\n      number\n      freeBeds\n      isAvailable\n      takesPair\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestRoom($roomId: ID!, $roommate: RoommateInput) {\n    requestRoom(roomId: $roomId, roommate: $roommate) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation RequestRoom($roomId: ID!, $roommate: RoommateInput) {\n    requestRoom(roomId: $roomId, roommate: $roommate) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MyRequest on RoomRequest {\n    id\n    status\n    roommateResponse\n    decisionReason\n    createdAt\n    student {\n      id\n      name\n      enrollmentId\n    }\n    roommate {\n      id\n      name\n      enrollmentId\n    }\n    room {\n      id\n      hostelName\n      number\n      floor\n      type\n    }\n  }\n"): (typeof documents)["\n  fragment MyRequest on RoomRequest {\n    id\n    status\n    roommateResponse\n    decisionReason\n    createdAt\n    student {\n      id\n      name\n      enrollmentId\n    }\n    roommate {\n      id\n      name\n      enrollmentId\n    }\n    room {\n      id\n      hostelName\n      number\n      floor\n      type\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyRoomState {\n    me {\n      id\n    }\n    myRoom {\n      bed\n      room {\n        id\n        hostelName\n        number\n        floor\n        type\n        capacity\n      }\n      roommates {\n        id\n        name\n        enrollmentId\n      }\n    }\n    myRoomRequests {\n      ...MyRequest\n    }\n    myRoommateInvites {\n      ...MyRequest\n    }\n  }\n"): (typeof documents)["\n  query MyRoomState {\n    me {\n      id\n    }\n    myRoom {\n      bed\n      room {\n        id\n        hostelName\n        number\n        floor\n        type\n        capacity\n      }\n      roommates {\n        id\n        name\n        enrollmentId\n      }\n    }\n    myRoomRequests {\n      ...MyRequest\n    }\n    myRoommateInvites {\n      ...MyRequest\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription MyRoomRequestUpdates {\n    myRoomRequestUpdates {\n      ...MyRequest\n    }\n  }\n"): (typeof documents)["\n  subscription MyRoomRequestUpdates {\n    myRoomRequestUpdates {\n      ...MyRequest\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelRoomRequest($id: ID!) {\n    cancelRoomRequest(id: $id) {\n      ...MyRequest\n    }\n  }\n"): (typeof documents)["\n  mutation CancelRoomRequest($id: ID!) {\n    cancelRoomRequest(id: $id) {\n      ...MyRequest\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RespondToRoommateInvite($id: ID!, $accept: Boolean!) {\n    respondToRoommateInvite(id: $id, accept: $accept) {\n      ...MyRequest\n    }\n  }\n"): (typeof documents)["\n  mutation RespondToRoommateInvite($id: ID!, $accept: Boolean!) {\n    respondToRoommateInvite(id: $id, accept: $accept) {\n      ...MyRequest\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment GridRoom on Room {\n    id\n    number\n    floor\n    type\n    capacity\n    freeBeds\n    isAvailable\n    takesPair\n  }\n"): (typeof documents)["\n  fragment GridRoom on Room {\n    id\n    number\n    floor\n    type\n    capacity\n    freeBeds\n    isAvailable\n    takesPair\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RoomGridContext {\n    me {\n      id\n      role\n    }\n    hostels {\n      id\n      name\n      gender\n      bookingMode\n    }\n  }\n"): (typeof documents)["\n  query RoomGridContext {\n    me {\n      id\n      role\n    }\n    hostels {\n      id\n      name\n      gender\n      bookingMode\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RoomGridRooms($hostel: String!) {\n    rooms(hostel: $hostel) {\n      ...GridRoom\n    }\n    selectionWindow(hostel: $hostel) {\n      ...GridSelectionWindow\n    }\n  }\n"): (typeof documents)["\n  query RoomGridRooms($hostel: String!) {\n    rooms(hostel: $hostel) {\n      ...GridRoom\n    }\n    selectionWindow(hostel: $hostel) {\n      ...GridSelectionWindow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription RoomGridAvailability($hostel: String!) {\n    roomAvailability(hostel: $hostel) {\n      ...GridRoom\n    }\n  }\n"): (typeof documents)["\n  subscription RoomGridAvailability($hostel: String!) {\n    roomAvailability(hostel: $hostel) {\n      ...GridRoom\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment GridSelectionWindow on SelectionWindowState {\n    hostelId\n    hostelName\n    state\n    opensAt\n    closesAt\n    now\n  }\n"): (typeof documents)["\n  fragment GridSelectionWindow on SelectionWindowState {\n    hostelId\n    hostelName\n    state\n    opensAt\n    closesAt\n    now\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RoomGridSelectionWindow($hostel: String!) {\n    selectionWindow(hostel: $hostel) {\n      ...GridSelectionWindow\n    }\n  }\n"): (typeof documents)["\n  query RoomGridSelectionWindow($hostel: String!) {\n    selectionWindow(hostel: $hostel) {\n      ...GridSelectionWindow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription RoomGridSelectionWindowChanged($hostel: String!) {\n    selectionWindowChanged(hostel: $hostel) {\n      ...GridSelectionWindow\n    }\n  }\n"): (typeof documents)["\n  subscription RoomGridSelectionWindowChanged($hostel: String!) {\n    selectionWindowChanged(hostel: $hostel) {\n      ...GridSelectionWindow\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;