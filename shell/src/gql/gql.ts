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
    "\n  mutation ShellLogin($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      id\n      role\n    }\n  }\n": typeof types.ShellLoginDocument,
    "\n  mutation ShellSignup($input: SignupInput!, $invite: String) {\n    signup(input: $input, invite: $invite) {\n      id\n      role\n    }\n  }\n": typeof types.ShellSignupDocument,
    "\n  mutation ShellSendCode($email: String!) {\n    sendPasswordResetCode(email: $email)\n  }\n": typeof types.ShellSendCodeDocument,
    "\n  mutation ShellResetPassword($email: String!, $code: String!, $newPassword: String!) {\n    resetPassword(email: $email, code: $code, newPassword: $newPassword)\n  }\n": typeof types.ShellResetPasswordDocument,
    "\n  mutation ShellAcceptStaffInvite($token: String!, $password: String!) {\n    acceptStaffInvite(token: $token, password: $password) {\n      id\n      role\n    }\n  }\n": typeof types.ShellAcceptStaffInviteDocument,
    "\n  query ShellSignInOptions {\n    signInOptions {\n      campusName\n      ssoStartPath\n      studentPasswords\n      staffPasswords\n      providerLogoutUrl\n    }\n  }\n": typeof types.ShellSignInOptionsDocument,
    "\n  mutation ShellCompleteSignIn($challenge: String!, $passkey: String, $code: String) {\n    completeSignIn(challenge: $challenge, passkey: $passkey, code: $code) {\n      id\n      role\n    }\n  }\n": typeof types.ShellCompleteSignInDocument,
    "\n  query ShellCampusSettings {\n    campusSettings {\n      signupMode\n    }\n  }\n": typeof types.ShellCampusSettingsDocument,
    "\n  query ShellRosterInvitation($token: String!) {\n    rosterInvitation(token: $token) {\n      name\n      email\n      enrollmentId\n      gender\n    }\n  }\n": typeof types.ShellRosterInvitationDocument,
    "\n  query ShellGuardianRequest($token: String!) {\n    guardianRequest(token: $token) {\n      studentName\n      hostelName\n      where\n      reason\n      outTime\n      dateOfArrival\n      expectedReturnAt\n      returnTime\n      consent\n    }\n  }\n": typeof types.ShellGuardianRequestDocument,
    "\n  mutation ShellAnswerGuardianRequest($token: String!, $consent: Boolean!) {\n    answerGuardianRequest(token: $token, consent: $consent)\n  }\n": typeof types.ShellAnswerGuardianRequestDocument,
    "\n  fragment ShellNotification on Notification {\n    id\n    kind\n    title\n    body\n    link\n    createdAt\n    read\n  }\n": typeof types.ShellNotificationFragmentDoc,
    "\n  query ShellMyNotifications($first: Int) {\n    myNotifications(first: $first) {\n      items {\n        ...ShellNotification\n      }\n      unread\n    }\n  }\n": typeof types.ShellMyNotificationsDocument,
    "\n  mutation ShellMarkNotificationsRead($ids: [ID!]) {\n    markNotificationsRead(ids: $ids)\n  }\n": typeof types.ShellMarkNotificationsReadDocument,
    "\n  subscription ShellNotificationAdded {\n    notificationAdded {\n      ...ShellNotification\n    }\n  }\n": typeof types.ShellNotificationAddedDocument,
};
const documents: Documents = {
    "\n  mutation ShellLogin($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      id\n      role\n    }\n  }\n": types.ShellLoginDocument,
    "\n  mutation ShellSignup($input: SignupInput!, $invite: String) {\n    signup(input: $input, invite: $invite) {\n      id\n      role\n    }\n  }\n": types.ShellSignupDocument,
    "\n  mutation ShellSendCode($email: String!) {\n    sendPasswordResetCode(email: $email)\n  }\n": types.ShellSendCodeDocument,
    "\n  mutation ShellResetPassword($email: String!, $code: String!, $newPassword: String!) {\n    resetPassword(email: $email, code: $code, newPassword: $newPassword)\n  }\n": types.ShellResetPasswordDocument,
    "\n  mutation ShellAcceptStaffInvite($token: String!, $password: String!) {\n    acceptStaffInvite(token: $token, password: $password) {\n      id\n      role\n    }\n  }\n": types.ShellAcceptStaffInviteDocument,
    "\n  query ShellSignInOptions {\n    signInOptions {\n      campusName\n      ssoStartPath\n      studentPasswords\n      staffPasswords\n      providerLogoutUrl\n    }\n  }\n": types.ShellSignInOptionsDocument,
    "\n  mutation ShellCompleteSignIn($challenge: String!, $passkey: String, $code: String) {\n    completeSignIn(challenge: $challenge, passkey: $passkey, code: $code) {\n      id\n      role\n    }\n  }\n": types.ShellCompleteSignInDocument,
    "\n  query ShellCampusSettings {\n    campusSettings {\n      signupMode\n    }\n  }\n": types.ShellCampusSettingsDocument,
    "\n  query ShellRosterInvitation($token: String!) {\n    rosterInvitation(token: $token) {\n      name\n      email\n      enrollmentId\n      gender\n    }\n  }\n": types.ShellRosterInvitationDocument,
    "\n  query ShellGuardianRequest($token: String!) {\n    guardianRequest(token: $token) {\n      studentName\n      hostelName\n      where\n      reason\n      outTime\n      dateOfArrival\n      expectedReturnAt\n      returnTime\n      consent\n    }\n  }\n": types.ShellGuardianRequestDocument,
    "\n  mutation ShellAnswerGuardianRequest($token: String!, $consent: Boolean!) {\n    answerGuardianRequest(token: $token, consent: $consent)\n  }\n": types.ShellAnswerGuardianRequestDocument,
    "\n  fragment ShellNotification on Notification {\n    id\n    kind\n    title\n    body\n    link\n    createdAt\n    read\n  }\n": types.ShellNotificationFragmentDoc,
    "\n  query ShellMyNotifications($first: Int) {\n    myNotifications(first: $first) {\n      items {\n        ...ShellNotification\n      }\n      unread\n    }\n  }\n": types.ShellMyNotificationsDocument,
    "\n  mutation ShellMarkNotificationsRead($ids: [ID!]) {\n    markNotificationsRead(ids: $ids)\n  }\n": types.ShellMarkNotificationsReadDocument,
    "\n  subscription ShellNotificationAdded {\n    notificationAdded {\n      ...ShellNotification\n    }\n  }\n": types.ShellNotificationAddedDocument,
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
export function graphql(source: "\n  mutation ShellLogin($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      id\n      role\n    }\n  }\n"): (typeof documents)["\n  mutation ShellLogin($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      id\n      role\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ShellSignup($input: SignupInput!, $invite: String) {\n    signup(input: $input, invite: $invite) {\n      id\n      role\n    }\n  }\n"): (typeof documents)["\n  mutation ShellSignup($input: SignupInput!, $invite: String) {\n    signup(input: $input, invite: $invite) {\n      id\n      role\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ShellSendCode($email: String!) {\n    sendPasswordResetCode(email: $email)\n  }\n"): (typeof documents)["\n  mutation ShellSendCode($email: String!) {\n    sendPasswordResetCode(email: $email)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ShellResetPassword($email: String!, $code: String!, $newPassword: String!) {\n    resetPassword(email: $email, code: $code, newPassword: $newPassword)\n  }\n"): (typeof documents)["\n  mutation ShellResetPassword($email: String!, $code: String!, $newPassword: String!) {\n    resetPassword(email: $email, code: $code, newPassword: $newPassword)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ShellAcceptStaffInvite($token: String!, $password: String!) {\n    acceptStaffInvite(token: $token, password: $password) {\n      id\n      role\n    }\n  }\n"): (typeof documents)["\n  mutation ShellAcceptStaffInvite($token: String!, $password: String!) {\n    acceptStaffInvite(token: $token, password: $password) {\n      id\n      role\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShellSignInOptions {\n    signInOptions {\n      campusName\n      ssoStartPath\n      studentPasswords\n      staffPasswords\n      providerLogoutUrl\n    }\n  }\n"): (typeof documents)["\n  query ShellSignInOptions {\n    signInOptions {\n      campusName\n      ssoStartPath\n      studentPasswords\n      staffPasswords\n      providerLogoutUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ShellCompleteSignIn($challenge: String!, $passkey: String, $code: String) {\n    completeSignIn(challenge: $challenge, passkey: $passkey, code: $code) {\n      id\n      role\n    }\n  }\n"): (typeof documents)["\n  mutation ShellCompleteSignIn($challenge: String!, $passkey: String, $code: String) {\n    completeSignIn(challenge: $challenge, passkey: $passkey, code: $code) {\n      id\n      role\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShellCampusSettings {\n    campusSettings {\n      signupMode\n    }\n  }\n"): (typeof documents)["\n  query ShellCampusSettings {\n    campusSettings {\n      signupMode\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShellRosterInvitation($token: String!) {\n    rosterInvitation(token: $token) {\n      name\n      email\n      enrollmentId\n      gender\n    }\n  }\n"): (typeof documents)["\n  query ShellRosterInvitation($token: String!) {\n    rosterInvitation(token: $token) {\n      name\n      email\n      enrollmentId\n      gender\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShellGuardianRequest($token: String!) {\n    guardianRequest(token: $token) {\n      studentName\n      hostelName\n      where\n      reason\n      outTime\n      dateOfArrival\n      expectedReturnAt\n      returnTime\n      consent\n    }\n  }\n"): (typeof documents)["\n  query ShellGuardianRequest($token: String!) {\n    guardianRequest(token: $token) {\n      studentName\n      hostelName\n      where\n      reason\n      outTime\n      dateOfArrival\n      expectedReturnAt\n      returnTime\n      consent\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ShellAnswerGuardianRequest($token: String!, $consent: Boolean!) {\n    answerGuardianRequest(token: $token, consent: $consent)\n  }\n"): (typeof documents)["\n  mutation ShellAnswerGuardianRequest($token: String!, $consent: Boolean!) {\n    answerGuardianRequest(token: $token, consent: $consent)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ShellNotification on Notification {\n    id\n    kind\n    title\n    body\n    link\n    createdAt\n    read\n  }\n"): (typeof documents)["\n  fragment ShellNotification on Notification {\n    id\n    kind\n    title\n    body\n    link\n    createdAt\n    read\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShellMyNotifications($first: Int) {\n    myNotifications(first: $first) {\n      items {\n        ...ShellNotification\n      }\n      unread\n    }\n  }\n"): (typeof documents)["\n  query ShellMyNotifications($first: Int) {\n    myNotifications(first: $first) {\n      items {\n        ...ShellNotification\n      }\n      unread\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ShellMarkNotificationsRead($ids: [ID!]) {\n    markNotificationsRead(ids: $ids)\n  }\n"): (typeof documents)["\n  mutation ShellMarkNotificationsRead($ids: [ID!]) {\n    markNotificationsRead(ids: $ids)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ShellNotificationAdded {\n    notificationAdded {\n      ...ShellNotification\n    }\n  }\n"): (typeof documents)["\n  subscription ShellNotificationAdded {\n    notificationAdded {\n      ...ShellNotification\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;