/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** INSTANT: a student takes a bed at once (the girls' blocks). APPROVAL: an admin decides (the boys') */
export type BookingMode =
  | 'APPROVAL'
  | 'INSTANT';

export type Gender =
  | 'FEMALE'
  | 'MALE';

export type OutpassInput = {
  /** YYYY-MM-DD, today or later */
  dateOfArrival: string;
  description?: string | null | undefined;
  name: string;
  /** HH:MM */
  outTime: string;
  reason: string;
  responsibility: Responsibility;
  where: string;
};

/** Pending, Approved or Rejected */
export type RequestStatus =
  | 'APPROVED'
  | 'PENDING'
  | 'REJECTED';

/** Whether the student takes responsibility: the spec's Yes or No */
export type Responsibility =
  | 'NO'
  | 'YES';

export type StudentApplyOutpassMutationVariables = Exact<{
  input: OutpassInput;
}>;


export type StudentApplyOutpassMutation = { applyOutpass: { id: string, status: RequestStatus } };

export type StudentMyProfileQueryVariables = Exact<{ [key: string]: never; }>;


export type StudentMyProfileQuery = { me: { id: string, name: string, email: string, enrollmentId: string | null, phoneNumber: string | null, dob: string | null, address: string | null, gender: Gender | null } | null };

export type StudentMyOutpassesQueryVariables = Exact<{ [key: string]: never; }>;


export type StudentMyOutpassesQuery = { myOutpasses: { total: number, approved: number, pending: number, rejected: number, items: Array<{ id: string, reason: string, description: string | null, createdAt: string, status: RequestStatus, where: string, dateOfArrival: string }> } };

export type StudentMyOutpassUpdatesSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type StudentMyOutpassUpdatesSubscription = { myOutpassUpdates: { id: string, status: RequestStatus, decisionReason: string | null, decidedAt: string | null } };

export type StudentHostelsQueryVariables = Exact<{ [key: string]: never; }>;


export type StudentHostelsQuery = { hostels: Array<{ id: string, name: string, gender: Gender, bookingMode: BookingMode, totalRooms: number, availableRooms: number, amenities: Array<string> }> };


export const StudentApplyOutpassDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StudentApplyOutpass"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OutpassInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applyOutpass"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<StudentApplyOutpassMutation, StudentApplyOutpassMutationVariables>;
export const StudentMyProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StudentMyProfile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"enrollmentId"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"dob"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}}]}}]}}]} as unknown as DocumentNode<StudentMyProfileQuery, StudentMyProfileQueryVariables>;
export const StudentMyOutpassesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StudentMyOutpasses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myOutpasses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"approved"}},{"kind":"Field","name":{"kind":"Name","value":"pending"}},{"kind":"Field","name":{"kind":"Name","value":"rejected"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"where"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfArrival"}}]}}]}}]}}]} as unknown as DocumentNode<StudentMyOutpassesQuery, StudentMyOutpassesQueryVariables>;
export const StudentMyOutpassUpdatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"StudentMyOutpassUpdates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myOutpassUpdates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"decisionReason"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}}]}}]}}]} as unknown as DocumentNode<StudentMyOutpassUpdatesSubscription, StudentMyOutpassUpdatesSubscriptionVariables>;
export const StudentHostelsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StudentHostels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hostels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"bookingMode"}},{"kind":"Field","name":{"kind":"Name","value":"totalRooms"}},{"kind":"Field","name":{"kind":"Name","value":"availableRooms"}},{"kind":"Field","name":{"kind":"Name","value":"amenities"}}]}}]}}]} as unknown as DocumentNode<StudentHostelsQuery, StudentHostelsQueryVariables>;