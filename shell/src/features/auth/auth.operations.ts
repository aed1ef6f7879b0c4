import { errorCode, serverMessage } from 'web-kit';
import { graphql } from '../../gql';
import type { SignupInput } from '../../gql/graphql';

export interface SignupVariables {
  input: SignupInput;
}

export const LOGIN = graphql(`
  mutation ShellLogin($email: String!, $password: String!) {
    login(email: $email, password: $password) {
      id
      role
    }
  }
`);

/** `invite`: the token of a hostel office's invitation link, used up by the signup, which also starts the session (the cookie). */
export const SIGNUP = graphql(`
  mutation ShellSignup($input: SignupInput!, $invite: String) {
    signup(input: $input, invite: $invite) {
      id
      role
    }
  }
`);

export const SEND_CODE = graphql(`
  mutation ShellSendCode($email: String!) {
    sendPasswordResetCode(email: $email)
  }
`);

export const RESET_PASSWORD = graphql(`
  mutation ShellResetPassword($email: String!, $code: String!, $newPassword: String!) {
    resetPassword(email: $email, code: $code, newPassword: $newPassword)
  }
`);

/** Sets an invited staff member's first password; the server also logs them in (session cookie). */
export const ACCEPT_STAFF_INVITE = graphql(`
  mutation ShellAcceptStaffInvite($token: String!, $password: String!) {
    acceptStaffInvite(token: $token, password: $password) {
      id
      role
    }
  }
`);

/** The server's message for a failed call (GraphQL error or network), or the spec's fallback. */
export function messageOf(error: unknown, fallback = 'An error occurred'): string {
  if (errorCode(error) === 'RATE_LIMITED') return serverMessage(error, fallback);
  if (error && typeof error === 'object') {
    const errors = (error as { errors?: { message?: string }[] }).errors;
    if (errors?.[0]?.message) return errors[0].message;
    const message = (error as { message?: string }).message;
    if (message) return message;
  }
  return fallback;
}

/** Field messages the server sent with BAD_USER_INPUT, by field name. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  const errors = (error as { errors?: { extensions?: { fields?: { field: string; message: string }[] } }[] } | undefined)?.errors ?? [];
  const fields = errors[0]?.extensions?.fields ?? [];
  return Object.fromEntries(fields.map((f) => [f.field, f.message]));
}
