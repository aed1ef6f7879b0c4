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
    "\n  mutation ShellSignup($input: SignupInput!) {\n    signup(input: $input) {\n      id\n    }\n  }\n": typeof types.ShellSignupDocument,
    "\n  mutation ShellSendCode($email: String!) {\n    sendPasswordResetCode(email: $email)\n  }\n": typeof types.ShellSendCodeDocument,
    "\n  mutation ShellResetPassword($email: String!, $code: String!, $newPassword: String!) {\n    resetPassword(email: $email, code: $code, newPassword: $newPassword)\n  }\n": typeof types.ShellResetPasswordDocument,
    "\n  mutation ShellAcceptStaffInvite($token: String!, $password: String!) {\n    acceptStaffInvite(token: $token, password: $password) {\n      id\n      role\n    }\n  }\n": typeof types.ShellAcceptStaffInviteDocument,
};
const documents: Documents = {
    "\n  mutation ShellLogin($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      id\n      role\n    }\n  }\n": types.ShellLoginDocument,
    "\n  mutation ShellSignup($input: SignupInput!) {\n    signup(input: $input) {\n      id\n    }\n  }\n": types.ShellSignupDocument,
    "\n  mutation ShellSendCode($email: String!) {\n    sendPasswordResetCode(email: $email)\n  }\n": types.ShellSendCodeDocument,
    "\n  mutation ShellResetPassword($email: String!, $code: String!, $newPassword: String!) {\n    resetPassword(email: $email, code: $code, newPassword: $newPassword)\n  }\n": types.ShellResetPasswordDocument,
    "\n  mutation ShellAcceptStaffInvite($token: String!, $password: String!) {\n    acceptStaffInvite(token: $token, password: $password) {\n      id\n      role\n    }\n  }\n": types.ShellAcceptStaffInviteDocument,
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
export function graphql(source: "\n  mutation ShellSignup($input: SignupInput!) {\n    signup(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation ShellSignup($input: SignupInput!) {\n    signup(input: $input) {\n      id\n    }\n  }\n"];
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

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;