import { graphql } from '../../gql';

/** A staff sign-in's second step: a passkey's answer (JSON) or a code passes the challenge the login gave. */
export const COMPLETE_SIGN_IN = graphql(`
  mutation ShellCompleteSignIn($challenge: String!, $passkey: String, $code: String) {
    completeSignIn(challenge: $challenge, passkey: $passkey, code: $code) {
      id
      role
    }
  }
`);

/** What the gateway sends with SECOND_FACTOR_REQUIRED (docs/decisions/0155). */
export interface SecondStep {
  challenge: string;
  /** `passkey`, `totp`, `recovery`: what this account can prove itself with. */
  methods: string[];
  /** The WebAuthn request options (JSON) when the account holds a passkey. */
  passkeyOptions: string | null;
  expiresAt: string;
}

/** The second step a login's refusal carries, or null for any other failure. */
export function secondStepOf(error: unknown): SecondStep | null {
  const errors = (error as { errors?: { extensions?: { code?: string; secondFactor?: SecondStep } }[] } | undefined)?.errors ?? [];
  const first = errors[0]?.extensions;
  return first?.code === 'SECOND_FACTOR_REQUIRED' && first.secondFactor ? first.secondFactor : null;
}
