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
    "\n  fragment AdminActivity on Activity {\n    id\n    type\n    description\n    timestamp\n    resolved\n    outpassId\n    roomRequestId\n  }\n": typeof types.AdminActivityFragmentDoc,
    "\n  fragment AdminCountsFields on AdminCounts {\n    totalStudents\n    pendingOutpasses\n    pendingRoomRequests\n  }\n": typeof types.AdminCountsFieldsFragmentDoc,
    "\n  query AdminDashboardCounts {\n    adminCounts {\n      ...AdminCountsFields\n    }\n  }\n": typeof types.AdminDashboardCountsDocument,
    "\n  query AdminRecentActivity($limit: Int!) {\n    recentActivity(limit: $limit) {\n      ...AdminActivity\n    }\n  }\n": typeof types.AdminRecentActivityDocument,
    "\n  subscription AdminDashboardFeed {\n    adminFeed {\n      kind\n      activity {\n        ...AdminActivity\n      }\n      counts {\n        ...AdminCountsFields\n      }\n    }\n  }\n": typeof types.AdminDashboardFeedDocument,
    "\n  query AdminPendingOutpasses {\n    pendingOutpasses {\n      id\n      name\n      rollNo\n      where\n      responsibility\n      reason\n      dateOfArrival\n      outTime\n    }\n  }\n": typeof types.AdminPendingOutpassesDocument,
    "\n  mutation AdminDecideOutpass($id: ID!, $decision: Decision!) {\n    decideOutpass(id: $id, decision: $decision) {\n      id\n      status\n    }\n  }\n": typeof types.AdminDecideOutpassDocument,
    "\n  subscription AdminOutpassFeed {\n    adminFeed {\n      kind\n      activity {\n        id\n        outpassId\n      }\n    }\n  }\n": typeof types.AdminOutpassFeedDocument,
    "\n  query AdminProfile {\n    me {\n      id\n      name\n      email\n      address\n      phoneNumber\n      dob\n    }\n  }\n": typeof types.AdminProfileDocument,
    "\n  query AdminHostels {\n    hostels {\n      id\n      name\n      gender\n      totalRooms\n      availableRooms\n      bookedRooms\n      singleRooms\n      doubleRooms\n      amenities\n    }\n  }\n": typeof types.AdminHostelsDocument,
    "\n  fragment AdminRequestedRoom on Room {\n    id\n    hostelName\n    number\n    type\n    isAvailable\n    freeBeds\n  }\n": typeof types.AdminRequestedRoomFragmentDoc,
    "\n  query AdminPendingRoomRequests {\n    pendingRoomRequests {\n      id\n      status\n      roommateResponse\n      fits\n      createdAt\n      room {\n        ...AdminRequestedRoom\n      }\n      student {\n        id\n        name\n        enrollmentId\n      }\n      roommate {\n        id\n        name\n        enrollmentId\n      }\n    }\n  }\n": typeof types.AdminPendingRoomRequestsDocument,
    "\n  query AdminRoomRequest($id: ID!) {\n    roomRequest(id: $id) {\n      id\n      status\n      roommateResponse\n      fits\n      createdAt\n      room {\n        ...AdminRequestedRoom\n      }\n      student {\n        id\n        name\n        enrollmentId\n        email\n        address\n        phoneNumber\n      }\n      roommate {\n        id\n        name\n        enrollmentId\n        email\n        address\n        phoneNumber\n      }\n    }\n  }\n": typeof types.AdminRoomRequestDocument,
    "\n  mutation AdminDecideRoomRequest($id: ID!, $decision: Decision!, $reason: String) {\n    decideRoomRequest(id: $id, decision: $decision, reason: $reason) {\n      id\n      status\n      fits\n      room {\n        id\n        freeBeds\n        isAvailable\n      }\n    }\n  }\n": typeof types.AdminDecideRoomRequestDocument,
    "\n  subscription AdminRoomRequestUpdates {\n    roomRequestUpdates {\n      id\n      status\n      roommateResponse\n      fits\n      room {\n        ...AdminRequestedRoom\n      }\n    }\n  }\n": typeof types.AdminRoomRequestUpdatesDocument,
};
const documents: Documents = {
    "\n  fragment AdminActivity on Activity {\n    id\n    type\n    description\n    timestamp\n    resolved\n    outpassId\n    roomRequestId\n  }\n": types.AdminActivityFragmentDoc,
    "\n  fragment AdminCountsFields on AdminCounts {\n    totalStudents\n    pendingOutpasses\n    pendingRoomRequests\n  }\n": types.AdminCountsFieldsFragmentDoc,
    "\n  query AdminDashboardCounts {\n    adminCounts {\n      ...AdminCountsFields\n    }\n  }\n": types.AdminDashboardCountsDocument,
    "\n  query AdminRecentActivity($limit: Int!) {\n    recentActivity(limit: $limit) {\n      ...AdminActivity\n    }\n  }\n": types.AdminRecentActivityDocument,
    "\n  subscription AdminDashboardFeed {\n    adminFeed {\n      kind\n      activity {\n        ...AdminActivity\n      }\n      counts {\n        ...AdminCountsFields\n      }\n    }\n  }\n": types.AdminDashboardFeedDocument,
    "\n  query AdminPendingOutpasses {\n    pendingOutpasses {\n      id\n      name\n      rollNo\n      where\n      responsibility\n      reason\n      dateOfArrival\n      outTime\n    }\n  }\n": types.AdminPendingOutpassesDocument,
    "\n  mutation AdminDecideOutpass($id: ID!, $decision: Decision!) {\n    decideOutpass(id: $id, decision: $decision) {\n      id\n      status\n    }\n  }\n": types.AdminDecideOutpassDocument,
    "\n  subscription AdminOutpassFeed {\n    adminFeed {\n      kind\n      activity {\n        id\n        outpassId\n      }\n    }\n  }\n": types.AdminOutpassFeedDocument,
    "\n  query AdminProfile {\n    me {\n      id\n      name\n      email\n      address\n      phoneNumber\n      dob\n    }\n  }\n": types.AdminProfileDocument,
    "\n  query AdminHostels {\n    hostels {\n      id\n      name\n      gender\n      totalRooms\n      availableRooms\n      bookedRooms\n      singleRooms\n      doubleRooms\n      amenities\n    }\n  }\n": types.AdminHostelsDocument,
    "\n  fragment AdminRequestedRoom on Room {\n    id\n    hostelName\n    number\n    type\n    isAvailable\n    freeBeds\n  }\n": types.AdminRequestedRoomFragmentDoc,
    "\n  query AdminPendingRoomRequests {\n    pendingRoomRequests {\n      id\n      status\n      roommateResponse\n      fits\n      createdAt\n      room {\n        ...AdminRequestedRoom\n      }\n      student {\n        id\n        name\n        enrollmentId\n      }\n      roommate {\n        id\n        name\n        enrollmentId\n      }\n    }\n  }\n": types.AdminPendingRoomRequestsDocument,
    "\n  query AdminRoomRequest($id: ID!) {\n    roomRequest(id: $id) {\n      id\n      status\n      roommateResponse\n      fits\n      createdAt\n      room {\n        ...AdminRequestedRoom\n      }\n      student {\n        id\n        name\n        enrollmentId\n        email\n        address\n        phoneNumber\n      }\n      roommate {\n        id\n        name\n        enrollmentId\n        email\n        address\n        phoneNumber\n      }\n    }\n  }\n": types.AdminRoomRequestDocument,
    "\n  mutation AdminDecideRoomRequest($id: ID!, $decision: Decision!, $reason: String) {\n    decideRoomRequest(id: $id, decision: $decision, reason: $reason) {\n      id\n      status\n      fits\n      room {\n        id\n        freeBeds\n        isAvailable\n      }\n    }\n  }\n": types.AdminDecideRoomRequestDocument,
    "\n  subscription AdminRoomRequestUpdates {\n    roomRequestUpdates {\n      id\n      status\n      roommateResponse\n      fits\n      room {\n        ...AdminRequestedRoom\n      }\n    }\n  }\n": types.AdminRoomRequestUpdatesDocument,
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
export function graphql(source: "\n  fragment AdminActivity on Activity {\n    id\n    type\n    description\n    timestamp\n    resolved\n    outpassId\n    roomRequestId\n  }\n"): (typeof documents)["\n  fragment AdminActivity on Activity {\n    id\n    type\n    description\n    timestamp\n    resolved\n    outpassId\n    roomRequestId\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminCountsFields on AdminCounts {\n    totalStudents\n    pendingOutpasses\n    pendingRoomRequests\n  }\n"): (typeof documents)["\n  fragment AdminCountsFields on AdminCounts {\n    totalStudents\n    pendingOutpasses\n    pendingRoomRequests\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminDashboardCounts {\n    adminCounts {\n      ...AdminCountsFields\n    }\n  }\n"): (typeof documents)["\n  query AdminDashboardCounts {\n    adminCounts {\n      ...AdminCountsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminRecentActivity($limit: Int!) {\n    recentActivity(limit: $limit) {\n      ...AdminActivity\n    }\n  }\n"): (typeof documents)["\n  query AdminRecentActivity($limit: Int!) {\n    recentActivity(limit: $limit) {\n      ...AdminActivity\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription AdminDashboardFeed {\n    adminFeed {\n      kind\n      activity {\n        ...AdminActivity\n      }\n      counts {\n        ...AdminCountsFields\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription AdminDashboardFeed {\n    adminFeed {\n      kind\n      activity {\n        ...AdminActivity\n      }\n      counts {\n        ...AdminCountsFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminPendingOutpasses {\n    pendingOutpasses {\n      id\n      name\n      rollNo\n      where\n      responsibility\n      reason\n      dateOfArrival\n      outTime\n    }\n  }\n"): (typeof documents)["\n  query AdminPendingOutpasses {\n    pendingOutpasses {\n      id\n      name\n      rollNo\n      where\n      responsibility\n      reason\n      dateOfArrival\n      outTime\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminDecideOutpass($id: ID!, $decision: Decision!) {\n    decideOutpass(id: $id, decision: $decision) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation AdminDecideOutpass($id: ID!, $decision: Decision!) {\n    decideOutpass(id: $id, decision: $decision) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription AdminOutpassFeed {\n    adminFeed {\n      kind\n      activity {\n        id\n        outpassId\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription AdminOutpassFeed {\n    adminFeed {\n      kind\n      activity {\n        id\n        outpassId\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminProfile {\n    me {\n      id\n      name\n      email\n      address\n      phoneNumber\n      dob\n    }\n  }\n"): (typeof documents)["\n  query AdminProfile {\n    me {\n      id\n      name\n      email\n      address\n      phoneNumber\n      dob\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminHostels {\n    hostels {\n      id\n      name\n      gender\n      totalRooms\n      availableRooms\n      bookedRooms\n      singleRooms\n      doubleRooms\n      amenities\n    }\n  }\n"): (typeof documents)["\n  query AdminHostels {\n    hostels {\n      id\n      name\n      gender\n      totalRooms\n      availableRooms\n      bookedRooms\n      singleRooms\n      doubleRooms\n      amenities\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminRequestedRoom on Room {\n    id\n    hostelName\n    number\n    type\n    isAvailable\n    freeBeds\n  }\n"): (typeof documents)["\n  fragment AdminRequestedRoom on Room {\n    id\n    hostelName\n    number\n    type\n    isAvailable\n    freeBeds\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminPendingRoomRequests {\n    pendingRoomRequests {\n      id\n      status\n      roommateResponse\n      fits\n      createdAt\n      room {\n        ...AdminRequestedRoom\n      }\n      student {\n        id\n        name\n        enrollmentId\n      }\n      roommate {\n        id\n        name\n        enrollmentId\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminPendingRoomRequests {\n    pendingRoomRequests {\n      id\n      status\n      roommateResponse\n      fits\n      createdAt\n      room {\n        ...AdminRequestedRoom\n      }\n      student {\n        id\n        name\n        enrollmentId\n      }\n      roommate {\n        id\n        name\n        enrollmentId\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminRoomRequest($id: ID!) {\n    roomRequest(id: $id) {\n      id\n      status\n      roommateResponse\n      fits\n      createdAt\n      room {\n        ...AdminRequestedRoom\n      }\n      student {\n        id\n        name\n        enrollmentId\n        email\n        address\n        phoneNumber\n      }\n      roommate {\n        id\n        name\n        enrollmentId\n        email\n        address\n        phoneNumber\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminRoomRequest($id: ID!) {\n    roomRequest(id: $id) {\n      id\n      status\n      roommateResponse\n      fits\n      createdAt\n      room {\n        ...AdminRequestedRoom\n      }\n      student {\n        id\n        name\n        enrollmentId\n        email\n        address\n        phoneNumber\n      }\n      roommate {\n        id\n        name\n        enrollmentId\n        email\n        address\n        phoneNumber\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminDecideRoomRequest($id: ID!, $decision: Decision!, $reason: String) {\n    decideRoomRequest(id: $id, decision: $decision, reason: $reason) {\n      id\n      status\n      fits\n      room {\n        id\n        freeBeds\n        isAvailable\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminDecideRoomRequest($id: ID!, $decision: Decision!, $reason: String) {\n    decideRoomRequest(id: $id, decision: $decision, reason: $reason) {\n      id\n      status\n      fits\n      room {\n        id\n        freeBeds\n        isAvailable\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription AdminRoomRequestUpdates {\n    roomRequestUpdates {\n      id\n      status\n      roommateResponse\n      fits\n      room {\n        ...AdminRequestedRoom\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription AdminRoomRequestUpdates {\n    roomRequestUpdates {\n      id\n      status\n      roommateResponse\n      fits\n      room {\n        ...AdminRequestedRoom\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;