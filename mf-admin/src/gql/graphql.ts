/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** 'Outpass Request' or 'Room Booking Request' */
export type ActivityKind =
  | 'OUTPASS_REQUEST'
  | 'ROOM_BOOKING_REQUEST';

export type Decision =
  | 'APPROVED'
  | 'REJECTED';

export type FeedEventKind =
  | 'CREATED'
  | 'RESOLVED';

export type Gender =
  | 'FEMALE'
  | 'MALE';

/** Pending, Approved or Rejected */
export type RequestStatus =
  | 'APPROVED'
  | 'PENDING'
  | 'REJECTED';

/** Whether the student takes responsibility: the spec's Yes or No */
export type Responsibility =
  | 'NO'
  | 'YES';

/** Single (one bed) or Double (two) */
export type RoomKind =
  | 'DOUBLE'
  | 'SINGLE';

/** Pending until an admin approves or rejects it, the requester cancels it, or the named roommate declines it */
export type RoomRequestStatus =
  | 'APPROVED'
  | 'CANCELLED'
  | 'DECLINED'
  | 'PENDING'
  | 'REJECTED';

/** The named roommate's answer to the invitation */
export type RoommateResponse =
  | 'ACCEPTED'
  | 'DECLINED'
  | 'PENDING';

export type AdminActivityFragment = { id: string, type: ActivityKind, description: string, timestamp: string, resolved: boolean, outpassId: string | null, roomRequestId: string | null };

export type AdminCountsFieldsFragment = { totalStudents: number, pendingOutpasses: number, pendingRoomRequests: number };

export type AdminDashboardCountsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminDashboardCountsQuery = { adminCounts: { totalStudents: number, pendingOutpasses: number, pendingRoomRequests: number } };

export type AdminRecentActivityQueryVariables = Exact<{
  limit: number;
}>;


export type AdminRecentActivityQuery = { recentActivity: Array<{ id: string, type: ActivityKind, description: string, timestamp: string, resolved: boolean, outpassId: string | null, roomRequestId: string | null }> };

export type AdminDashboardFeedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type AdminDashboardFeedSubscription = { adminFeed: { kind: FeedEventKind, activity: { id: string, type: ActivityKind, description: string, timestamp: string, resolved: boolean, outpassId: string | null, roomRequestId: string | null }, counts: { totalStudents: number, pendingOutpasses: number, pendingRoomRequests: number } } };

export type AdminPendingOutpassesQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminPendingOutpassesQuery = { pendingOutpasses: Array<{ id: string, name: string, rollNo: string, where: string, responsibility: Responsibility, reason: string, dateOfArrival: string, outTime: string }> };

export type AdminDecideOutpassMutationVariables = Exact<{
  id: string;
  decision: Decision;
}>;


export type AdminDecideOutpassMutation = { decideOutpass: { id: string, status: RequestStatus } };

export type AdminOutpassFeedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type AdminOutpassFeedSubscription = { adminFeed: { kind: FeedEventKind, activity: { id: string, outpassId: string | null } } };

export type AdminProfileQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminProfileQuery = { me: { id: string, name: string, email: string, address: string | null, phoneNumber: string | null, dob: string | null } | null };

export type AdminHostelsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminHostelsQuery = { hostels: Array<{ id: string, name: string, gender: Gender, totalRooms: number, availableRooms: number, bookedRooms: number, singleRooms: number, doubleRooms: number, amenities: Array<string> }> };

export type AdminRequestedRoomFragment = { id: string, hostelName: string, number: number, type: RoomKind, isAvailable: boolean, freeBeds: number };

export type AdminPendingRoomRequestsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminPendingRoomRequestsQuery = { pendingRoomRequests: Array<{ id: string, status: RoomRequestStatus, roommateResponse: RoommateResponse | null, fits: boolean, createdAt: string, room: { id: string, hostelName: string, number: number, type: RoomKind, isAvailable: boolean, freeBeds: number }, student: { id: string, name: string, enrollmentId: string | null }, roommate: { id: string, name: string, enrollmentId: string | null } | null }> };

export type AdminRoomRequestQueryVariables = Exact<{
  id: string;
}>;


export type AdminRoomRequestQuery = { roomRequest: { id: string, status: RoomRequestStatus, roommateResponse: RoommateResponse | null, fits: boolean, createdAt: string, room: { id: string, hostelName: string, number: number, type: RoomKind, isAvailable: boolean, freeBeds: number }, student: { id: string, name: string, enrollmentId: string | null, email: string | null, address: string | null, phoneNumber: string | null }, roommate: { id: string, name: string, enrollmentId: string | null, email: string | null, address: string | null, phoneNumber: string | null } | null } };

export type AdminDecideRoomRequestMutationVariables = Exact<{
  id: string;
  decision: Decision;
  reason?: string | null | undefined;
}>;


export type AdminDecideRoomRequestMutation = { decideRoomRequest: { id: string, status: RoomRequestStatus, fits: boolean, room: { id: string, freeBeds: number, isAvailable: boolean } } };

export type AdminRoomRequestUpdatesSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type AdminRoomRequestUpdatesSubscription = { roomRequestUpdates: { id: string, status: RoomRequestStatus, roommateResponse: RoommateResponse | null, fits: boolean, room: { id: string, hostelName: string, number: number, type: RoomKind, isAvailable: boolean, freeBeds: number } } };

export const AdminActivityFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminActivity"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Activity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}},{"kind":"Field","name":{"kind":"Name","value":"resolved"}},{"kind":"Field","name":{"kind":"Name","value":"outpassId"}},{"kind":"Field","name":{"kind":"Name","value":"roomRequestId"}}]}}]} as unknown as DocumentNode<AdminActivityFragment, unknown>;
export const AdminCountsFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminCountsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminCounts"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalStudents"}},{"kind":"Field","name":{"kind":"Name","value":"pendingOutpasses"}},{"kind":"Field","name":{"kind":"Name","value":"pendingRoomRequests"}}]}}]} as unknown as DocumentNode<AdminCountsFieldsFragment, unknown>;
export const AdminRequestedRoomFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminRequestedRoom"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Room"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"hostelName"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"isAvailable"}},{"kind":"Field","name":{"kind":"Name","value":"freeBeds"}}]}}]} as unknown as DocumentNode<AdminRequestedRoomFragment, unknown>;
export const AdminDashboardCountsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminDashboardCounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminCounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminCountsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminCountsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminCounts"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalStudents"}},{"kind":"Field","name":{"kind":"Name","value":"pendingOutpasses"}},{"kind":"Field","name":{"kind":"Name","value":"pendingRoomRequests"}}]}}]} as unknown as DocumentNode<AdminDashboardCountsQuery, AdminDashboardCountsQueryVariables>;
export const AdminRecentActivityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminRecentActivity"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recentActivity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminActivity"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminActivity"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Activity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}},{"kind":"Field","name":{"kind":"Name","value":"resolved"}},{"kind":"Field","name":{"kind":"Name","value":"outpassId"}},{"kind":"Field","name":{"kind":"Name","value":"roomRequestId"}}]}}]} as unknown as DocumentNode<AdminRecentActivityQuery, AdminRecentActivityQueryVariables>;
export const AdminDashboardFeedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"AdminDashboardFeed"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminFeed"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"activity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminActivity"}}]}},{"kind":"Field","name":{"kind":"Name","value":"counts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminCountsFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminActivity"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Activity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}},{"kind":"Field","name":{"kind":"Name","value":"resolved"}},{"kind":"Field","name":{"kind":"Name","value":"outpassId"}},{"kind":"Field","name":{"kind":"Name","value":"roomRequestId"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminCountsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminCounts"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalStudents"}},{"kind":"Field","name":{"kind":"Name","value":"pendingOutpasses"}},{"kind":"Field","name":{"kind":"Name","value":"pendingRoomRequests"}}]}}]} as unknown as DocumentNode<AdminDashboardFeedSubscription, AdminDashboardFeedSubscriptionVariables>;
export const AdminPendingOutpassesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminPendingOutpasses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pendingOutpasses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"rollNo"}},{"kind":"Field","name":{"kind":"Name","value":"where"}},{"kind":"Field","name":{"kind":"Name","value":"responsibility"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfArrival"}},{"kind":"Field","name":{"kind":"Name","value":"outTime"}}]}}]}}]} as unknown as DocumentNode<AdminPendingOutpassesQuery, AdminPendingOutpassesQueryVariables>;
export const AdminDecideOutpassDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminDecideOutpass"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"decision"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Decision"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"decideOutpass"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"decision"},"value":{"kind":"Variable","name":{"kind":"Name","value":"decision"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<AdminDecideOutpassMutation, AdminDecideOutpassMutationVariables>;
export const AdminOutpassFeedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"AdminOutpassFeed"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminFeed"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"activity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"outpassId"}}]}}]}}]}}]} as unknown as DocumentNode<AdminOutpassFeedSubscription, AdminOutpassFeedSubscriptionVariables>;
export const AdminProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminProfile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"dob"}}]}}]}}]} as unknown as DocumentNode<AdminProfileQuery, AdminProfileQueryVariables>;
export const AdminHostelsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminHostels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hostels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"totalRooms"}},{"kind":"Field","name":{"kind":"Name","value":"availableRooms"}},{"kind":"Field","name":{"kind":"Name","value":"bookedRooms"}},{"kind":"Field","name":{"kind":"Name","value":"singleRooms"}},{"kind":"Field","name":{"kind":"Name","value":"doubleRooms"}},{"kind":"Field","name":{"kind":"Name","value":"amenities"}}]}}]}}]} as unknown as DocumentNode<AdminHostelsQuery, AdminHostelsQueryVariables>;
export const AdminPendingRoomRequestsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminPendingRoomRequests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pendingRoomRequests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"roommateResponse"}},{"kind":"Field","name":{"kind":"Name","value":"fits"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"room"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminRequestedRoom"}}]}},{"kind":"Field","name":{"kind":"Name","value":"student"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"enrollmentId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"roommate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"enrollmentId"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminRequestedRoom"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Room"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"hostelName"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"isAvailable"}},{"kind":"Field","name":{"kind":"Name","value":"freeBeds"}}]}}]} as unknown as DocumentNode<AdminPendingRoomRequestsQuery, AdminPendingRoomRequestsQueryVariables>;
export const AdminRoomRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminRoomRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roomRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"roommateResponse"}},{"kind":"Field","name":{"kind":"Name","value":"fits"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"room"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminRequestedRoom"}}]}},{"kind":"Field","name":{"kind":"Name","value":"student"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"enrollmentId"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}}]}},{"kind":"Field","name":{"kind":"Name","value":"roommate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"enrollmentId"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminRequestedRoom"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Room"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"hostelName"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"isAvailable"}},{"kind":"Field","name":{"kind":"Name","value":"freeBeds"}}]}}]} as unknown as DocumentNode<AdminRoomRequestQuery, AdminRoomRequestQueryVariables>;
export const AdminDecideRoomRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminDecideRoomRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"decision"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Decision"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"decideRoomRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"decision"},"value":{"kind":"Variable","name":{"kind":"Name","value":"decision"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"fits"}},{"kind":"Field","name":{"kind":"Name","value":"room"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"freeBeds"}},{"kind":"Field","name":{"kind":"Name","value":"isAvailable"}}]}}]}}]}}]} as unknown as DocumentNode<AdminDecideRoomRequestMutation, AdminDecideRoomRequestMutationVariables>;
export const AdminRoomRequestUpdatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"AdminRoomRequestUpdates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roomRequestUpdates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"roommateResponse"}},{"kind":"Field","name":{"kind":"Name","value":"fits"}},{"kind":"Field","name":{"kind":"Name","value":"room"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminRequestedRoom"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminRequestedRoom"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Room"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"hostelName"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"isAvailable"}},{"kind":"Field","name":{"kind":"Name","value":"freeBeds"}}]}}]} as unknown as DocumentNode<AdminRoomRequestUpdatesSubscription, AdminRoomRequestUpdatesSubscriptionVariables>;