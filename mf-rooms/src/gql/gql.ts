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
    "\n  mutation ChangeRoom($roomId: ID!) {\n    changeRoom(roomId: $roomId) {\n      ...HeldBed\n    }\n  }\n": typeof types.ChangeRoomDocument,
    "\n  mutation RequestRoomChange($roomId: ID!) {\n    requestRoomChange(roomId: $roomId) {\n      id\n      status\n      change\n    }\n  }\n": typeof types.RequestRoomChangeDocument,
    "\n  query RoomGridMySelection {\n    mySelection {\n      processId\n      hostels\n      lotteryNumber\n      slot\n      groupSlotStartsAt\n      closesAt\n      state\n      group {\n        id\n        isLeader\n        leader {\n          id\n          name\n          enrollmentId\n          status\n        }\n        members {\n          id\n          name\n          enrollmentId\n          status\n        }\n      }\n    }\n  }\n": typeof types.RoomGridMySelectionDocument,
    "\n  mutation BookRoomForGroup($roomId: ID!) {\n    bookRoomForGroup(roomId: $roomId) {\n      room {\n        id\n        number\n        freeBeds\n        isAvailable\n        takesPair\n      }\n      beds\n      members {\n        id\n        name\n        enrollmentId\n        status\n      }\n    }\n  }\n": typeof types.BookRoomForGroupDocument,
    "\n  mutation RequestRoomForGroup($roomId: ID!) {\n    requestRoomForGroup(roomId: $roomId) {\n      id\n      status\n      group {\n        id\n        name\n        enrollmentId\n      }\n    }\n  }\n": typeof types.RequestRoomForGroupDocument,
    "\n  fragment MyRequest on RoomRequest {\n    id\n    status\n    change\n    roommateResponse\n    decisionReason\n    createdAt\n    student {\n      id\n      name\n      enrollmentId\n    }\n    roommate {\n      id\n      name\n      enrollmentId\n    }\n    group {\n      id\n      name\n      enrollmentId\n    }\n    room {\n      id\n      hostelName\n      number\n      floor\n      type\n    }\n  }\n": typeof types.MyRequestFragmentDoc,
    "\n  fragment HeldBed on MyRoom {\n    bed\n    placedByOffice\n    room {\n      id\n      hostelName\n      number\n      floor\n      type\n      capacity\n    }\n    roommates {\n      id\n      name\n      enrollmentId\n    }\n  }\n": typeof types.HeldBedFragmentDoc,
    "\n  query MyRoomState {\n    me {\n      id\n    }\n    myRoom {\n      ...HeldBed\n    }\n    myRoomRequests {\n      ...MyRequest\n    }\n    myRoommateInvites {\n      ...MyRequest\n    }\n    myWaitlist {\n      ...MyWaitlistPlace\n    }\n  }\n": typeof types.MyRoomStateDocument,
    "\n  query MyRoom {\n    myRoom {\n      ...HeldBed\n    }\n  }\n": typeof types.MyRoomDocument,
    "\n  subscription MyRoomRequestUpdates {\n    myRoomRequestUpdates {\n      ...MyRequest\n    }\n  }\n": typeof types.MyRoomRequestUpdatesDocument,
    "\n  subscription MyRoomChanged {\n    myRoomChanged {\n      ...HeldBed\n    }\n  }\n": typeof types.MyRoomChangedDocument,
    "\n  mutation CancelRoomRequest($id: ID!) {\n    cancelRoomRequest(id: $id) {\n      ...MyRequest\n    }\n  }\n": typeof types.CancelRoomRequestDocument,
    "\n  mutation RespondToRoommateInvite($id: ID!, $accept: Boolean!) {\n    respondToRoommateInvite(id: $id, accept: $accept) {\n      ...MyRequest\n    }\n  }\n": typeof types.RespondToRoommateInviteDocument,
    "\n  mutation CheckOut($reason: String) {\n    checkOut(reason: $reason)\n  }\n": typeof types.CheckOutDocument,
    "\n  fragment GridRoom on Room {\n    id\n    number\n    floor\n    type\n    capacity\n    freeBeds\n    heldBeds\n    isAvailable\n    takesPair\n    inService\n    outOfServiceReason\n    retired\n    accessible\n  }\n": typeof types.GridRoomFragmentDoc,
    "\n  query RoomGridContext {\n    me {\n      id\n      role\n    }\n    hostels {\n      id\n      name\n      gender\n      bookingMode\n      firstFloor\n      floors\n    }\n  }\n": typeof types.RoomGridContextDocument,
    "\n  query RoomGridViewer {\n    me {\n      id\n      role\n    }\n  }\n": typeof types.RoomGridViewerDocument,
    "\n  query RoomGridRooms($hostel: String!) {\n    rooms(hostel: $hostel) {\n      ...GridRoom\n    }\n    selectionWindow(hostel: $hostel) {\n      ...GridSelectionWindow\n    }\n  }\n": typeof types.RoomGridRoomsDocument,
    "\n  subscription RoomGridChanges($hostel: String!) {\n    roomChanges(hostel: $hostel) {\n      ...GridRoom\n    }\n  }\n": typeof types.RoomGridChangesDocument,
    "\n  query RoomGridSelectionNow {\n    selectionNow {\n      processId\n      processName\n      hostels\n      selectingThrough\n      nextSlot\n      nextSlotAt\n      slots\n      closesAt\n      closed\n      now\n    }\n  }\n": typeof types.RoomGridSelectionNowDocument,
    "\n  fragment GridSelectionWindow on SelectionWindowState {\n    hostelId\n    hostelName\n    state\n    opensAt\n    closesAt\n    now\n  }\n": typeof types.GridSelectionWindowFragmentDoc,
    "\n  query RoomGridSelectionWindow($hostel: String!) {\n    selectionWindow(hostel: $hostel) {\n      ...GridSelectionWindow\n    }\n  }\n": typeof types.RoomGridSelectionWindowDocument,
    "\n  subscription RoomGridSelectionWindowChanged($hostel: String!) {\n    selectionWindowChanged(hostel: $hostel) {\n      ...GridSelectionWindow\n    }\n  }\n": typeof types.RoomGridSelectionWindowChangedDocument,
    "\n  fragment MyWaitlistPlace on WaitlistPlace {\n    id\n    hostelId\n    hostelName\n    roomType\n    status\n    position\n    inLine\n    joinedAt\n    offer {\n      id\n      bed\n      status\n      expiresAt\n      createdAt\n      room {\n        id\n        hostelName\n        number\n        floor\n        type\n      }\n    }\n  }\n": typeof types.MyWaitlistPlaceFragmentDoc,
    "\n  query MyWaitlist {\n    myWaitlist {\n      ...MyWaitlistPlace\n    }\n  }\n": typeof types.MyWaitlistDocument,
    "\n  subscription MyWaitlistChanged {\n    myWaitlistChanged {\n      ...MyWaitlistPlace\n    }\n  }\n": typeof types.MyWaitlistChangedDocument,
    "\n  mutation JoinWaitlist($hostelId: ID!, $roomType: RoomKind) {\n    joinWaitlist(hostelId: $hostelId, roomType: $roomType) {\n      ...MyWaitlistPlace\n    }\n  }\n": typeof types.JoinWaitlistDocument,
    "\n  mutation LeaveWaitlist {\n    leaveWaitlist {\n      ...MyWaitlistPlace\n    }\n  }\n": typeof types.LeaveWaitlistDocument,
    "\n  mutation AcceptBedOffer($offerId: ID!) {\n    acceptBedOffer(offerId: $offerId) {\n      ...MyWaitlistPlace\n    }\n  }\n": typeof types.AcceptBedOfferDocument,
    "\n  mutation DeclineBedOffer($offerId: ID!) {\n    declineBedOffer(offerId: $offerId) {\n      ...MyWaitlistPlace\n    }\n  }\n": typeof types.DeclineBedOfferDocument,
};
const documents: Documents = {
    "\n  mutation BookRoom($roomId: ID!) {\n    bookRoom(roomId: $roomId) {\n      id\n      number\n      freeBeds\n      isAvailable\n      takesPair\n    }\n  }\n": types.BookRoomDocument,
    "\n  mutation RequestRoom($roomId: ID!, $roommate: RoommateInput) {\n    requestRoom(roomId: $roomId, roommate: $roommate) {\n      id\n      status\n    }\n  }\n": types.RequestRoomDocument,
    "\n  mutation ChangeRoom($roomId: ID!) {\n    changeRoom(roomId: $roomId) {\n      ...HeldBed\n    }\n  }\n": types.ChangeRoomDocument,
    "\n  mutation RequestRoomChange($roomId: ID!) {\n    requestRoomChange(roomId: $roomId) {\n      id\n      status\n      change\n    }\n  }\n": types.RequestRoomChangeDocument,
    "\n  query RoomGridMySelection {\n    mySelection {\n      processId\n      hostels\n      lotteryNumber\n      slot\n      groupSlotStartsAt\n      closesAt\n      state\n      group {\n        id\n        isLeader\n        leader {\n          id\n          name\n          enrollmentId\n          status\n        }\n        members {\n          id\n          name\n          enrollmentId\n          status\n        }\n      }\n    }\n  }\n": types.RoomGridMySelectionDocument,
    "\n  mutation BookRoomForGroup($roomId: ID!) {\n    bookRoomForGroup(roomId: $roomId) {\n      room {\n        id\n        number\n        freeBeds\n        isAvailable\n        takesPair\n      }\n      beds\n      members {\n        id\n        name\n        enrollmentId\n        status\n      }\n    }\n  }\n": types.BookRoomForGroupDocument,
    "\n  mutation RequestRoomForGroup($roomId: ID!) {\n    requestRoomForGroup(roomId: $roomId) {\n      id\n      status\n      group {\n        id\n        name\n        enrollmentId\n      }\n    }\n  }\n": types.RequestRoomForGroupDocument,
    "\n  fragment MyRequest on RoomRequest {\n    id\n    status\n    change\n    roommateResponse\n    decisionReason\n    createdAt\n    student {\n      id\n      name\n      enrollmentId\n    }\n    roommate {\n      id\n      name\n      enrollmentId\n    }\n    group {\n      id\n      name\n      enrollmentId\n    }\n    room {\n      id\n      hostelName\n      number\n      floor\n      type\n    }\n  }\n": types.MyRequestFragmentDoc,
    "\n  fragment HeldBed on MyRoom {\n    bed\n    placedByOffice\n    room {\n      id\n      hostelName\n      number\n      floor\n      type\n      capacity\n    }\n    roommates {\n      id\n      name\n      enrollmentId\n    }\n  }\n": types.HeldBedFragmentDoc,
    "\n  query MyRoomState {\n    me {\n      id\n    }\n    myRoom {\n      ...HeldBed\n    }\n    myRoomRequests {\n      ...MyRequest\n    }\n    myRoommateInvites {\n      ...MyRequest\n    }\n    myWaitlist {\n      ...MyWaitlistPlace\n    }\n  }\n": types.MyRoomStateDocument,
    "\n  query MyRoom {\n    myRoom {\n      ...HeldBed\n    }\n  }\n": types.MyRoomDocument,
    "\n  subscription MyRoomRequestUpdates {\n    myRoomRequestUpdates {\n      ...MyRequest\n    }\n  }\n": types.MyRoomRequestUpdatesDocument,
    "\n  subscription MyRoomChanged {\n    myRoomChanged {\n      ...HeldBed\n    }\n  }\n": types.MyRoomChangedDocument,
    "\n  mutation CancelRoomRequest($id: ID!) {\n    cancelRoomRequest(id: $id) {\n      ...MyRequest\n    }\n  }\n": types.CancelRoomRequestDocument,
    "\n  mutation RespondToRoommateInvite($id: ID!, $accept: Boolean!) {\n    respondToRoommateInvite(id: $id, accept: $accept) {\n      ...MyRequest\n    }\n  }\n": types.RespondToRoommateInviteDocument,
    "\n  mutation CheckOut($reason: String) {\n    checkOut(reason: $reason)\n  }\n": types.CheckOutDocument,
    "\n  fragment GridRoom on Room {\n    id\n    number\n    floor\n    type\n    capacity\n    freeBeds\n    heldBeds\n    isAvailable\n    takesPair\n    inService\n    outOfServiceReason\n    retired\n    accessible\n  }\n": types.GridRoomFragmentDoc,
    "\n  query RoomGridContext {\n    me {\n      id\n      role\n    }\n    hostels {\n      id\n      name\n      gender\n      bookingMode\n      firstFloor\n      floors\n    }\n  }\n": types.RoomGridContextDocument,
    "\n  query RoomGridViewer {\n    me {\n      id\n      role\n    }\n  }\n": types.RoomGridViewerDocument,
    "\n  query RoomGridRooms($hostel: String!) {\n    rooms(hostel: $hostel) {\n      ...GridRoom\n    }\n    selectionWindow(hostel: $hostel) {\n      ...GridSelectionWindow\n    }\n  }\n": types.RoomGridRoomsDocument,
    "\n  subscription RoomGridChanges($hostel: String!) {\n    roomChanges(hostel: $hostel) {\n      ...GridRoom\n    }\n  }\n": types.RoomGridChangesDocument,
    "\n  query RoomGridSelectionNow {\n    selectionNow {\n      processId\n      processName\n      hostels\n      selectingThrough\n      nextSlot\n      nextSlotAt\n      slots\n      closesAt\n      closed\n      now\n    }\n  }\n": types.RoomGridSelectionNowDocument,
    "\n  fragment GridSelectionWindow on SelectionWindowState {\n    hostelId\n    hostelName\n    state\n    opensAt\n    closesAt\n    now\n  }\n": types.GridSelectionWindowFragmentDoc,
    "\n  query RoomGridSelectionWindow($hostel: String!) {\n    selectionWindow(hostel: $hostel) {\n      ...GridSelectionWindow\n    }\n  }\n": types.RoomGridSelectionWindowDocument,
    "\n  subscription RoomGridSelectionWindowChanged($hostel: String!) {\n    selectionWindowChanged(hostel: $hostel) {\n      ...GridSelectionWindow\n    }\n  }\n": types.RoomGridSelectionWindowChangedDocument,
    "\n  fragment MyWaitlistPlace on WaitlistPlace {\n    id\n    hostelId\n    hostelName\n    roomType\n    status\n    position\n    inLine\n    joinedAt\n    offer {\n      id\n      bed\n      status\n      expiresAt\n      createdAt\n      room {\n        id\n        hostelName\n        number\n        floor\n        type\n      }\n    }\n  }\n": types.MyWaitlistPlaceFragmentDoc,
    "\n  query MyWaitlist {\n    myWaitlist {\n      ...MyWaitlistPlace\n    }\n  }\n": types.MyWaitlistDocument,
    "\n  subscription MyWaitlistChanged {\n    myWaitlistChanged {\n      ...MyWaitlistPlace\n    }\n  }\n": types.MyWaitlistChangedDocument,
    "\n  mutation JoinWaitlist($hostelId: ID!, $roomType: RoomKind) {\n    joinWaitlist(hostelId: $hostelId, roomType: $roomType) {\n      ...MyWaitlistPlace\n    }\n  }\n": types.JoinWaitlistDocument,
    "\n  mutation LeaveWaitlist {\n    leaveWaitlist {\n      ...MyWaitlistPlace\n    }\n  }\n": types.LeaveWaitlistDocument,
    "\n  mutation AcceptBedOffer($offerId: ID!) {\n    acceptBedOffer(offerId: $offerId) {\n      ...MyWaitlistPlace\n    }\n  }\n": types.AcceptBedOfferDocument,
    "\n  mutation DeclineBedOffer($offerId: ID!) {\n    declineBedOffer(offerId: $offerId) {\n      ...MyWaitlistPlace\n    }\n  }\n": types.DeclineBedOfferDocument,
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
export function graphql(source: "\n  mutation ChangeRoom($roomId: ID!) {\n    changeRoom(roomId: $roomId) {\n      ...HeldBed\n    }\n  }\n"): (typeof documents)["\n  mutation ChangeRoom($roomId: ID!) {\n    changeRoom(roomId: $roomId) {\n      ...HeldBed\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestRoomChange($roomId: ID!) {\n    requestRoomChange(roomId: $roomId) {\n      id\n      status\n      change\n    }\n  }\n"): (typeof documents)["\n  mutation RequestRoomChange($roomId: ID!) {\n    requestRoomChange(roomId: $roomId) {\n      id\n      status\n      change\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RoomGridMySelection {\n    mySelection {\n      processId\n      hostels\n      lotteryNumber\n      slot\n      groupSlotStartsAt\n      closesAt\n      state\n      group {\n        id\n        isLeader\n        leader {\n          id\n          name\n          enrollmentId\n          status\n        }\n        members {\n          id\n          name\n          enrollmentId\n          status\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query RoomGridMySelection {\n    mySelection {\n      processId\n      hostels\n      lotteryNumber\n      slot\n      groupSlotStartsAt\n      closesAt\n      state\n      group {\n        id\n        isLeader\n        leader {\n          id\n          name\n          enrollmentId\n          status\n        }\n        members {\n          id\n          name\n          enrollmentId\n          status\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BookRoomForGroup($roomId: ID!) {\n    bookRoomForGroup(roomId: $roomId) {\n      room {\n        id\n        number\n        freeBeds\n        isAvailable\n        takesPair\n      }\n      beds\n      members {\n        id\n        name\n        enrollmentId\n        status\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation BookRoomForGroup($roomId: ID!) {\n    bookRoomForGroup(roomId: $roomId) {\n      room {\n        id\n        number\n        freeBeds\n        isAvailable\n        takesPair\n      }\n      beds\n      members {\n        id\n        name\n        enrollmentId\n        status\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestRoomForGroup($roomId: ID!) {\n    requestRoomForGroup(roomId: $roomId) {\n      id\n      status\n      group {\n        id\n        name\n        enrollmentId\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RequestRoomForGroup($roomId: ID!) {\n    requestRoomForGroup(roomId: $roomId) {\n      id\n      status\n      group {\n        id\n        name\n        enrollmentId\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MyRequest on RoomRequest {\n    id\n    status\n    change\n    roommateResponse\n    decisionReason\n    createdAt\n    student {\n      id\n      name\n      enrollmentId\n    }\n    roommate {\n      id\n      name\n      enrollmentId\n    }\n    group {\n      id\n      name\n      enrollmentId\n    }\n    room {\n      id\n      hostelName\n      number\n      floor\n      type\n    }\n  }\n"): (typeof documents)["\n  fragment MyRequest on RoomRequest {\n    id\n    status\n    change\n    roommateResponse\n    decisionReason\n    createdAt\n    student {\n      id\n      name\n      enrollmentId\n    }\n    roommate {\n      id\n      name\n      enrollmentId\n    }\n    group {\n      id\n      name\n      enrollmentId\n    }\n    room {\n      id\n      hostelName\n      number\n      floor\n      type\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment HeldBed on MyRoom {\n    bed\n    placedByOffice\n    room {\n      id\n      hostelName\n      number\n      floor\n      type\n      capacity\n    }\n    roommates {\n      id\n      name\n      enrollmentId\n    }\n  }\n"): (typeof documents)["\n  fragment HeldBed on MyRoom {\n    bed\n    placedByOffice\n    room {\n      id\n      hostelName\n      number\n      floor\n      type\n      capacity\n    }\n    roommates {\n      id\n      name\n      enrollmentId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyRoomState {\n    me {\n      id\n    }\n    myRoom {\n      ...HeldBed\n    }\n    myRoomRequests {\n      ...MyRequest\n    }\n    myRoommateInvites {\n      ...MyRequest\n    }\n    myWaitlist {\n      ...MyWaitlistPlace\n    }\n  }\n"): (typeof documents)["\n  query MyRoomState {\n    me {\n      id\n    }\n    myRoom {\n      ...HeldBed\n    }\n    myRoomRequests {\n      ...MyRequest\n    }\n    myRoommateInvites {\n      ...MyRequest\n    }\n    myWaitlist {\n      ...MyWaitlistPlace\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyRoom {\n    myRoom {\n      ...HeldBed\n    }\n  }\n"): (typeof documents)["\n  query MyRoom {\n    myRoom {\n      ...HeldBed\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription MyRoomRequestUpdates {\n    myRoomRequestUpdates {\n      ...MyRequest\n    }\n  }\n"): (typeof documents)["\n  subscription MyRoomRequestUpdates {\n    myRoomRequestUpdates {\n      ...MyRequest\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription MyRoomChanged {\n    myRoomChanged {\n      ...HeldBed\n    }\n  }\n"): (typeof documents)["\n  subscription MyRoomChanged {\n    myRoomChanged {\n      ...HeldBed\n    }\n  }\n"];
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
export function graphql(source: "\n  mutation CheckOut($reason: String) {\n    checkOut(reason: $reason)\n  }\n"): (typeof documents)["\n  mutation CheckOut($reason: String) {\n    checkOut(reason: $reason)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment GridRoom on Room {\n    id\n    number\n    floor\n    type\n    capacity\n    freeBeds\n    heldBeds\n    isAvailable\n    takesPair\n    inService\n    outOfServiceReason\n    retired\n    accessible\n  }\n"): (typeof documents)["\n  fragment GridRoom on Room {\n    id\n    number\n    floor\n    type\n    capacity\n    freeBeds\n    heldBeds\n    isAvailable\n    takesPair\n    inService\n    outOfServiceReason\n    retired\n    accessible\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RoomGridContext {\n    me {\n      id\n      role\n    }\n    hostels {\n      id\n      name\n      gender\n      bookingMode\n      firstFloor\n      floors\n    }\n  }\n"): (typeof documents)["\n  query RoomGridContext {\n    me {\n      id\n      role\n    }\n    hostels {\n      id\n      name\n      gender\n      bookingMode\n      firstFloor\n      floors\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RoomGridViewer {\n    me {\n      id\n      role\n    }\n  }\n"): (typeof documents)["\n  query RoomGridViewer {\n    me {\n      id\n      role\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RoomGridRooms($hostel: String!) {\n    rooms(hostel: $hostel) {\n      ...GridRoom\n    }\n    selectionWindow(hostel: $hostel) {\n      ...GridSelectionWindow\n    }\n  }\n"): (typeof documents)["\n  query RoomGridRooms($hostel: String!) {\n    rooms(hostel: $hostel) {\n      ...GridRoom\n    }\n    selectionWindow(hostel: $hostel) {\n      ...GridSelectionWindow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription RoomGridChanges($hostel: String!) {\n    roomChanges(hostel: $hostel) {\n      ...GridRoom\n    }\n  }\n"): (typeof documents)["\n  subscription RoomGridChanges($hostel: String!) {\n    roomChanges(hostel: $hostel) {\n      ...GridRoom\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RoomGridSelectionNow {\n    selectionNow {\n      processId\n      processName\n      hostels\n      selectingThrough\n      nextSlot\n      nextSlotAt\n      slots\n      closesAt\n      closed\n      now\n    }\n  }\n"): (typeof documents)["\n  query RoomGridSelectionNow {\n    selectionNow {\n      processId\n      processName\n      hostels\n      selectingThrough\n      nextSlot\n      nextSlotAt\n      slots\n      closesAt\n      closed\n      now\n    }\n  }\n"];
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
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MyWaitlistPlace on WaitlistPlace {\n    id\n    hostelId\n    hostelName\n    roomType\n    status\n    position\n    inLine\n    joinedAt\n    offer {\n      id\n      bed\n      status\n      expiresAt\n      createdAt\n      room {\n        id\n        hostelName\n        number\n        floor\n        type\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment MyWaitlistPlace on WaitlistPlace {\n    id\n    hostelId\n    hostelName\n    roomType\n    status\n    position\n    inLine\n    joinedAt\n    offer {\n      id\n      bed\n      status\n      expiresAt\n      createdAt\n      room {\n        id\n        hostelName\n        number\n        floor\n        type\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyWaitlist {\n    myWaitlist {\n      ...MyWaitlistPlace\n    }\n  }\n"): (typeof documents)["\n  query MyWaitlist {\n    myWaitlist {\n      ...MyWaitlistPlace\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription MyWaitlistChanged {\n    myWaitlistChanged {\n      ...MyWaitlistPlace\n    }\n  }\n"): (typeof documents)["\n  subscription MyWaitlistChanged {\n    myWaitlistChanged {\n      ...MyWaitlistPlace\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation JoinWaitlist($hostelId: ID!, $roomType: RoomKind) {\n    joinWaitlist(hostelId: $hostelId, roomType: $roomType) {\n      ...MyWaitlistPlace\n    }\n  }\n"): (typeof documents)["\n  mutation JoinWaitlist($hostelId: ID!, $roomType: RoomKind) {\n    joinWaitlist(hostelId: $hostelId, roomType: $roomType) {\n      ...MyWaitlistPlace\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LeaveWaitlist {\n    leaveWaitlist {\n      ...MyWaitlistPlace\n    }\n  }\n"): (typeof documents)["\n  mutation LeaveWaitlist {\n    leaveWaitlist {\n      ...MyWaitlistPlace\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AcceptBedOffer($offerId: ID!) {\n    acceptBedOffer(offerId: $offerId) {\n      ...MyWaitlistPlace\n    }\n  }\n"): (typeof documents)["\n  mutation AcceptBedOffer($offerId: ID!) {\n    acceptBedOffer(offerId: $offerId) {\n      ...MyWaitlistPlace\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeclineBedOffer($offerId: ID!) {\n    declineBedOffer(offerId: $offerId) {\n      ...MyWaitlistPlace\n    }\n  }\n"): (typeof documents)["\n  mutation DeclineBedOffer($offerId: ID!) {\n    declineBedOffer(offerId: $offerId) {\n      ...MyWaitlistPlace\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;