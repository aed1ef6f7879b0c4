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

/** The guardian's answer, when the student's hostel asks for it */
export type GuardianConsent =
  | 'AWAITING'
  | 'GIVEN'
  | 'NOT_REQUIRED'
  | 'REFUSED';

export type MySettingsInput = {
  /** Whether notifications also come by email */
  emailNotifications?: boolean | null | undefined;
  /** The guardian's email: asked to consent where the hostel requires it, told of leaving and returning */
  guardianEmail?: string | null | undefined;
  /** The guardian's name (students); blank clears it */
  guardianName?: string | null | undefined;
  guardianPhone?: string | null | undefined;
};

export type OutpassInput = {
  /** YYYY-MM-DD, today or later */
  dateOfArrival: string;
  description?: string | null | undefined;
  name: string;
  /** HH:MM */
  outTime: string;
  reason: string;
  responsibility: Responsibility;
  /** HH:MM on the date of arrival, in the office's time zone; default the hostel's curfew, 21:00 */
  returnTime?: string | null | undefined;
  where: string;
};

/** An outpass's state: Pending, then Approved or Rejected; Cancelled by the student before leaving; Out and Returned at the gate; Overdue when the expected return passes first */
export type RequestStatus =
  | 'APPROVED'
  | 'CANCELLED'
  | 'OUT'
  | 'OVERDUE'
  | 'PENDING'
  | 'REJECTED'
  | 'RETURNED';

/** Whether the student takes responsibility: the spec's Yes or No */
export type Responsibility =
  | 'NO'
  | 'YES';

/** Pending until an admin approves or rejects it, the requester cancels it, or the named roommate declines it */
export type RoomRequestStatus =
  | 'APPROVED'
  | 'CANCELLED'
  | 'DECLINED'
  | 'PENDING'
  | 'REJECTED';

/** Whether this viewer may book or request in this hostel now */
export type WindowState =
  | 'CLOSED'
  | 'NOT_ELIGIBLE'
  | 'NOT_YET'
  | 'OPEN';

export type StudentApplyOutpassMutationVariables = Exact<{
  input: OutpassInput;
}>;


export type StudentApplyOutpassMutation = { applyOutpass: { id: string, status: RequestStatus } };

export type StudentMyProfileQueryVariables = Exact<{ [key: string]: never; }>;


export type StudentMyProfileQuery = { me: { id: string, name: string, email: string, enrollmentId: string | null, phoneNumber: string | null, dob: string | null, address: string | null, gender: Gender | null, guardianName: string | null, guardianEmail: string | null, guardianPhone: string | null, emailNotifications: boolean } | null };

export type StudentOutpassItemFragment = { id: string, reason: string, description: string | null, createdAt: string, status: RequestStatus, where: string, dateOfArrival: string, expectedReturnAt: string, decisionReason: string | null, decidedAt: string | null, cancelledAt: string | null, outAt: string | null, returnedAt: string | null, overdueAt: string | null, returnedLate: boolean, guardianConsent: GuardianConsent, guardianAnsweredAt: string | null };

export type StudentMyOutpassesQueryVariables = Exact<{ [key: string]: never; }>;


export type StudentMyOutpassesQuery = { myOutpasses: { total: number, approved: number, pending: number, rejected: number, cancelled: number, items: Array<{ id: string, reason: string, description: string | null, createdAt: string, status: RequestStatus, where: string, dateOfArrival: string, expectedReturnAt: string, decisionReason: string | null, decidedAt: string | null, cancelledAt: string | null, outAt: string | null, returnedAt: string | null, overdueAt: string | null, returnedLate: boolean, guardianConsent: GuardianConsent, guardianAnsweredAt: string | null }> } };

export type StudentMyOutpassUpdatesSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type StudentMyOutpassUpdatesSubscription = { myOutpassUpdates: { id: string, reason: string, description: string | null, createdAt: string, status: RequestStatus, where: string, dateOfArrival: string, expectedReturnAt: string, decisionReason: string | null, decidedAt: string | null, cancelledAt: string | null, outAt: string | null, returnedAt: string | null, overdueAt: string | null, returnedLate: boolean, guardianConsent: GuardianConsent, guardianAnsweredAt: string | null } };

export type StudentCancelOutpassMutationVariables = Exact<{
  id: string;
}>;


export type StudentCancelOutpassMutation = { cancelOutpass: { id: string, reason: string, description: string | null, createdAt: string, status: RequestStatus, where: string, dateOfArrival: string, expectedReturnAt: string, decisionReason: string | null, decidedAt: string | null, cancelledAt: string | null, outAt: string | null, returnedAt: string | null, overdueAt: string | null, returnedLate: boolean, guardianConsent: GuardianConsent, guardianAnsweredAt: string | null } };

export type StudentGatePassQueryVariables = Exact<{
  outpassId: string;
}>;


export type StudentGatePassQuery = { gatePass: { outpassId: string, code: string, qrSvg: string, expiresAt: string } };

export type StudentUpdateMySettingsMutationVariables = Exact<{
  input: MySettingsInput;
}>;


export type StudentUpdateMySettingsMutation = { updateMySettings: { id: string, guardianName: string | null, guardianEmail: string | null, guardianPhone: string | null, emailNotifications: boolean } };

export type StudentMyYearsQueryVariables = Exact<{ [key: string]: never; }>;


export type StudentMyYearsQuery = { currentAcademicYear: { id: string, name: string }, myPastYears: Array<{ name: string, openedAt: string, closedAt: string | null, allocation: { hostel: string, roomNumber: number, bed: number } | null, roomRequests: Array<{ id: string, status: RoomRequestStatus }>, outpasses: Array<{ id: string, status: RequestStatus }> }> };

export type StudentHostelsQueryVariables = Exact<{ [key: string]: never; }>;


export type StudentHostelsQuery = { hostels: Array<{ id: string, name: string, gender: Gender, bookingMode: BookingMode, totalRooms: number, availableRooms: number, amenities: Array<string> }>, mySelectionWindows: Array<{ hostelId: string, hostelName: string, state: WindowState, opensAt: string | null, closesAt: string | null, enrollmentPrefixes: Array<string>, now: string }> };

export type StudentHostelWindowFragment = { hostelId: string, hostelName: string, state: WindowState, opensAt: string | null, closesAt: string | null, enrollmentPrefixes: Array<string>, now: string };

export type StudentHostelWindowChangedSubscriptionVariables = Exact<{
  hostel: string;
}>;


export type StudentHostelWindowChangedSubscription = { selectionWindowChanged: { hostelId: string, hostelName: string, state: WindowState, opensAt: string | null, closesAt: string | null, enrollmentPrefixes: Array<string>, now: string } };

export const StudentOutpassItemFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StudentOutpassItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Outpass"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"where"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfArrival"}},{"kind":"Field","name":{"kind":"Name","value":"expectedReturnAt"}},{"kind":"Field","name":{"kind":"Name","value":"decisionReason"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledAt"}},{"kind":"Field","name":{"kind":"Name","value":"outAt"}},{"kind":"Field","name":{"kind":"Name","value":"returnedAt"}},{"kind":"Field","name":{"kind":"Name","value":"overdueAt"}},{"kind":"Field","name":{"kind":"Name","value":"returnedLate"}},{"kind":"Field","name":{"kind":"Name","value":"guardianConsent"}},{"kind":"Field","name":{"kind":"Name","value":"guardianAnsweredAt"}}]}}]} as unknown as DocumentNode<StudentOutpassItemFragment, unknown>;
export const StudentHostelWindowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StudentHostelWindow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SelectionWindowState"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hostelId"}},{"kind":"Field","name":{"kind":"Name","value":"hostelName"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"opensAt"}},{"kind":"Field","name":{"kind":"Name","value":"closesAt"}},{"kind":"Field","name":{"kind":"Name","value":"enrollmentPrefixes"}},{"kind":"Field","name":{"kind":"Name","value":"now"}}]}}]} as unknown as DocumentNode<StudentHostelWindowFragment, unknown>;
export const StudentApplyOutpassDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StudentApplyOutpass"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OutpassInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applyOutpass"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<StudentApplyOutpassMutation, StudentApplyOutpassMutationVariables>;
export const StudentMyProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StudentMyProfile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"enrollmentId"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"dob"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"guardianName"}},{"kind":"Field","name":{"kind":"Name","value":"guardianEmail"}},{"kind":"Field","name":{"kind":"Name","value":"guardianPhone"}},{"kind":"Field","name":{"kind":"Name","value":"emailNotifications"}}]}}]}}]} as unknown as DocumentNode<StudentMyProfileQuery, StudentMyProfileQueryVariables>;
export const StudentMyOutpassesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StudentMyOutpasses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myOutpasses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"approved"}},{"kind":"Field","name":{"kind":"Name","value":"pending"}},{"kind":"Field","name":{"kind":"Name","value":"rejected"}},{"kind":"Field","name":{"kind":"Name","value":"cancelled"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StudentOutpassItem"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StudentOutpassItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Outpass"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"where"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfArrival"}},{"kind":"Field","name":{"kind":"Name","value":"expectedReturnAt"}},{"kind":"Field","name":{"kind":"Name","value":"decisionReason"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledAt"}},{"kind":"Field","name":{"kind":"Name","value":"outAt"}},{"kind":"Field","name":{"kind":"Name","value":"returnedAt"}},{"kind":"Field","name":{"kind":"Name","value":"overdueAt"}},{"kind":"Field","name":{"kind":"Name","value":"returnedLate"}},{"kind":"Field","name":{"kind":"Name","value":"guardianConsent"}},{"kind":"Field","name":{"kind":"Name","value":"guardianAnsweredAt"}}]}}]} as unknown as DocumentNode<StudentMyOutpassesQuery, StudentMyOutpassesQueryVariables>;
export const StudentMyOutpassUpdatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"StudentMyOutpassUpdates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myOutpassUpdates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StudentOutpassItem"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StudentOutpassItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Outpass"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"where"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfArrival"}},{"kind":"Field","name":{"kind":"Name","value":"expectedReturnAt"}},{"kind":"Field","name":{"kind":"Name","value":"decisionReason"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledAt"}},{"kind":"Field","name":{"kind":"Name","value":"outAt"}},{"kind":"Field","name":{"kind":"Name","value":"returnedAt"}},{"kind":"Field","name":{"kind":"Name","value":"overdueAt"}},{"kind":"Field","name":{"kind":"Name","value":"returnedLate"}},{"kind":"Field","name":{"kind":"Name","value":"guardianConsent"}},{"kind":"Field","name":{"kind":"Name","value":"guardianAnsweredAt"}}]}}]} as unknown as DocumentNode<StudentMyOutpassUpdatesSubscription, StudentMyOutpassUpdatesSubscriptionVariables>;
export const StudentCancelOutpassDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StudentCancelOutpass"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelOutpass"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StudentOutpassItem"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StudentOutpassItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Outpass"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"where"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfArrival"}},{"kind":"Field","name":{"kind":"Name","value":"expectedReturnAt"}},{"kind":"Field","name":{"kind":"Name","value":"decisionReason"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledAt"}},{"kind":"Field","name":{"kind":"Name","value":"outAt"}},{"kind":"Field","name":{"kind":"Name","value":"returnedAt"}},{"kind":"Field","name":{"kind":"Name","value":"overdueAt"}},{"kind":"Field","name":{"kind":"Name","value":"returnedLate"}},{"kind":"Field","name":{"kind":"Name","value":"guardianConsent"}},{"kind":"Field","name":{"kind":"Name","value":"guardianAnsweredAt"}}]}}]} as unknown as DocumentNode<StudentCancelOutpassMutation, StudentCancelOutpassMutationVariables>;
export const StudentGatePassDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StudentGatePass"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"outpassId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gatePass"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"outpassId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"outpassId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"outpassId"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"qrSvg"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}}]} as unknown as DocumentNode<StudentGatePassQuery, StudentGatePassQueryVariables>;
export const StudentUpdateMySettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StudentUpdateMySettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MySettingsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateMySettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"guardianName"}},{"kind":"Field","name":{"kind":"Name","value":"guardianEmail"}},{"kind":"Field","name":{"kind":"Name","value":"guardianPhone"}},{"kind":"Field","name":{"kind":"Name","value":"emailNotifications"}}]}}]}}]} as unknown as DocumentNode<StudentUpdateMySettingsMutation, StudentUpdateMySettingsMutationVariables>;
export const StudentMyYearsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StudentMyYears"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentAcademicYear"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"myPastYears"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"openedAt"}},{"kind":"Field","name":{"kind":"Name","value":"closedAt"}},{"kind":"Field","name":{"kind":"Name","value":"allocation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hostel"}},{"kind":"Field","name":{"kind":"Name","value":"roomNumber"}},{"kind":"Field","name":{"kind":"Name","value":"bed"}}]}},{"kind":"Field","name":{"kind":"Name","value":"roomRequests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"outpasses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<StudentMyYearsQuery, StudentMyYearsQueryVariables>;
export const StudentHostelsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StudentHostels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hostels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"bookingMode"}},{"kind":"Field","name":{"kind":"Name","value":"totalRooms"}},{"kind":"Field","name":{"kind":"Name","value":"availableRooms"}},{"kind":"Field","name":{"kind":"Name","value":"amenities"}}]}},{"kind":"Field","name":{"kind":"Name","value":"mySelectionWindows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StudentHostelWindow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StudentHostelWindow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SelectionWindowState"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hostelId"}},{"kind":"Field","name":{"kind":"Name","value":"hostelName"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"opensAt"}},{"kind":"Field","name":{"kind":"Name","value":"closesAt"}},{"kind":"Field","name":{"kind":"Name","value":"enrollmentPrefixes"}},{"kind":"Field","name":{"kind":"Name","value":"now"}}]}}]} as unknown as DocumentNode<StudentHostelsQuery, StudentHostelsQueryVariables>;
export const StudentHostelWindowChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"StudentHostelWindowChanged"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hostel"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"selectionWindowChanged"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"hostel"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hostel"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StudentHostelWindow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StudentHostelWindow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SelectionWindowState"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hostelId"}},{"kind":"Field","name":{"kind":"Name","value":"hostelName"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"opensAt"}},{"kind":"Field","name":{"kind":"Name","value":"closesAt"}},{"kind":"Field","name":{"kind":"Name","value":"enrollmentPrefixes"}},{"kind":"Field","name":{"kind":"Name","value":"now"}}]}}]} as unknown as DocumentNode<StudentHostelWindowChangedSubscription, StudentHostelWindowChangedSubscriptionVariables>;