/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type Gender =
  | 'FEMALE'
  | 'MALE';

/** The guardian's answer, when the student's hostel asks for it */
export type GuardianConsent =
  | 'AWAITING'
  | 'GIVEN'
  | 'NOT_REQUIRED'
  | 'REFUSED';

export type NotificationKind =
  | 'BED_OFFERED'
  | 'BED_OFFER_ENDED'
  | 'CHECKED_OUT'
  | 'GUARDIAN_ANSWERED'
  | 'OUTPASS_APPROVED'
  | 'OUTPASS_OUT'
  | 'OUTPASS_OVERDUE'
  | 'OUTPASS_REJECTED'
  | 'OUTPASS_RETURNED'
  | 'PARCEL_ARRIVED'
  | 'PARCEL_COLLECTED'
  | 'PARCEL_REMINDER'
  | 'PARCEL_RETURNED'
  | 'REPAIR_UPDATED'
  | 'ROOM_REASSIGNED'
  | 'ROOM_REQUEST_APPROVED'
  | 'ROOM_REQUEST_REJECTED'
  | 'VISITOR_OVERSTAY'
  | 'VISITOR_SIGNED_IN'
  | 'VISITOR_SIGNED_OUT'
  | 'VISIT_ASKED'
  | 'VISIT_DECIDED';

/** student; admin (the spec shows it as "Admin"); warden (staff for their assigned hostels only); guard (scans gate passes); maintenance (fixes the repair jobs assigned to them) */
export type Role =
  | 'ADMIN'
  | 'GUARD'
  | 'MAINTENANCE'
  | 'STUDENT'
  | 'WARDEN';

export type SignupInput = {
  address?: string | null | undefined;
  /** YYYY-MM-DD */
  dob?: string | null | undefined;
  email: string;
  enrollmentId: string;
  gender: Gender;
  name: string;
  password: string;
  phoneNumber?: string | null | undefined;
};

/** How students join: OPEN, anyone may sign up; ROSTER, only a student on the hostel office's roster, with the email and gender it has for them */
export type SignupMode =
  | 'OPEN'
  | 'ROSTER';

export type ShellLoginMutationVariables = Exact<{
  email: string;
  password: string;
}>;


export type ShellLoginMutation = { login: { id: string, role: Role } };

export type ShellSignupMutationVariables = Exact<{
  input: SignupInput;
  invite?: string | null | undefined;
}>;


export type ShellSignupMutation = { signup: { id: string, role: Role } };

export type ShellSendCodeMutationVariables = Exact<{
  email: string;
}>;


export type ShellSendCodeMutation = { sendPasswordResetCode: string };

export type ShellResetPasswordMutationVariables = Exact<{
  email: string;
  code: string;
  newPassword: string;
}>;


export type ShellResetPasswordMutation = { resetPassword: string };

export type ShellAcceptStaffInviteMutationVariables = Exact<{
  token: string;
  password: string;
}>;


export type ShellAcceptStaffInviteMutation = { acceptStaffInvite: { id: string, role: Role } };

export type ShellSignInOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type ShellSignInOptionsQuery = { signInOptions: { campusName: string | null, ssoStartPath: string | null, studentPasswords: boolean, staffPasswords: boolean, providerLogoutUrl: string | null } };

export type ShellCompleteSignInMutationVariables = Exact<{
  challenge: string;
  passkey?: string | null | undefined;
  code?: string | null | undefined;
}>;


export type ShellCompleteSignInMutation = { completeSignIn: { id: string, role: Role } };

export type ShellCampusSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type ShellCampusSettingsQuery = { campusSettings: { signupMode: SignupMode } };

export type ShellRosterInvitationQueryVariables = Exact<{
  token: string;
}>;


export type ShellRosterInvitationQuery = { rosterInvitation: { name: string, email: string, enrollmentId: string, gender: Gender } | null };

export type ShellGuardianRequestQueryVariables = Exact<{
  token: string;
}>;


export type ShellGuardianRequestQuery = { guardianRequest: { studentName: string, hostelName: string | null, where: string, reason: string, outTime: string, dateOfArrival: string, expectedReturnAt: string, returnTime: string, consent: GuardianConsent } };

export type ShellAnswerGuardianRequestMutationVariables = Exact<{
  token: string;
  consent: boolean;
}>;


export type ShellAnswerGuardianRequestMutation = { answerGuardianRequest: boolean };

export type ShellNotificationFragment = { id: string, kind: NotificationKind, title: string, body: string, link: string | null, createdAt: string, read: boolean };

export type ShellMyNotificationsQueryVariables = Exact<{
  first?: number | null | undefined;
}>;


export type ShellMyNotificationsQuery = { myNotifications: { unread: number, items: Array<{ id: string, kind: NotificationKind, title: string, body: string, link: string | null, createdAt: string, read: boolean }> } };

export type ShellMarkNotificationsReadMutationVariables = Exact<{
  ids?: Array<string> | string | null | undefined;
}>;


export type ShellMarkNotificationsReadMutation = { markNotificationsRead: number };

export type ShellNotificationAddedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type ShellNotificationAddedSubscription = { notificationAdded: { id: string, kind: NotificationKind, title: string, body: string, link: string | null, createdAt: string, read: boolean } };

export const ShellNotificationFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShellNotification"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Notification"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"read"}}]}}]} as unknown as DocumentNode<ShellNotificationFragment, unknown>;
export const ShellLoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ShellLogin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]} as unknown as DocumentNode<ShellLoginMutation, ShellLoginMutationVariables>;
export const ShellSignupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ShellSignup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SignupInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"invite"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"invite"},"value":{"kind":"Variable","name":{"kind":"Name","value":"invite"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]} as unknown as DocumentNode<ShellSignupMutation, ShellSignupMutationVariables>;
export const ShellSendCodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ShellSendCode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendPasswordResetCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}]}]}}]} as unknown as DocumentNode<ShellSendCodeMutation, ShellSendCodeMutationVariables>;
export const ShellResetPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ShellResetPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"newPassword"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}},{"kind":"Argument","name":{"kind":"Name","value":"newPassword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"newPassword"}}}]}]}}]} as unknown as DocumentNode<ShellResetPasswordMutation, ShellResetPasswordMutationVariables>;
export const ShellAcceptStaffInviteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ShellAcceptStaffInvite"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"acceptStaffInvite"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]} as unknown as DocumentNode<ShellAcceptStaffInviteMutation, ShellAcceptStaffInviteMutationVariables>;
export const ShellSignInOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ShellSignInOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signInOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campusName"}},{"kind":"Field","name":{"kind":"Name","value":"ssoStartPath"}},{"kind":"Field","name":{"kind":"Name","value":"studentPasswords"}},{"kind":"Field","name":{"kind":"Name","value":"staffPasswords"}},{"kind":"Field","name":{"kind":"Name","value":"providerLogoutUrl"}}]}}]}}]} as unknown as DocumentNode<ShellSignInOptionsQuery, ShellSignInOptionsQueryVariables>;
export const ShellCompleteSignInDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ShellCompleteSignIn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"challenge"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"passkey"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"completeSignIn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"challenge"},"value":{"kind":"Variable","name":{"kind":"Name","value":"challenge"}}},{"kind":"Argument","name":{"kind":"Name","value":"passkey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"passkey"}}},{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]} as unknown as DocumentNode<ShellCompleteSignInMutation, ShellCompleteSignInMutationVariables>;
export const ShellCampusSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ShellCampusSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campusSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signupMode"}}]}}]}}]} as unknown as DocumentNode<ShellCampusSettingsQuery, ShellCampusSettingsQueryVariables>;
export const ShellRosterInvitationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ShellRosterInvitation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rosterInvitation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"enrollmentId"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}}]}}]}}]} as unknown as DocumentNode<ShellRosterInvitationQuery, ShellRosterInvitationQueryVariables>;
export const ShellGuardianRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ShellGuardianRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"guardianRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"studentName"}},{"kind":"Field","name":{"kind":"Name","value":"hostelName"}},{"kind":"Field","name":{"kind":"Name","value":"where"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"outTime"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfArrival"}},{"kind":"Field","name":{"kind":"Name","value":"expectedReturnAt"}},{"kind":"Field","name":{"kind":"Name","value":"returnTime"}},{"kind":"Field","name":{"kind":"Name","value":"consent"}}]}}]}}]} as unknown as DocumentNode<ShellGuardianRequestQuery, ShellGuardianRequestQueryVariables>;
export const ShellAnswerGuardianRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ShellAnswerGuardianRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"consent"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"answerGuardianRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}},{"kind":"Argument","name":{"kind":"Name","value":"consent"},"value":{"kind":"Variable","name":{"kind":"Name","value":"consent"}}}]}]}}]} as unknown as DocumentNode<ShellAnswerGuardianRequestMutation, ShellAnswerGuardianRequestMutationVariables>;
export const ShellMyNotificationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ShellMyNotifications"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myNotifications"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ShellNotification"}}]}},{"kind":"Field","name":{"kind":"Name","value":"unread"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShellNotification"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Notification"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"read"}}]}}]} as unknown as DocumentNode<ShellMyNotificationsQuery, ShellMyNotificationsQueryVariables>;
export const ShellMarkNotificationsReadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ShellMarkNotificationsRead"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markNotificationsRead"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}]}]}}]} as unknown as DocumentNode<ShellMarkNotificationsReadMutation, ShellMarkNotificationsReadMutationVariables>;
export const ShellNotificationAddedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"ShellNotificationAdded"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notificationAdded"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ShellNotification"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShellNotification"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Notification"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"read"}}]}}]} as unknown as DocumentNode<ShellNotificationAddedSubscription, ShellNotificationAddedSubscriptionVariables>;