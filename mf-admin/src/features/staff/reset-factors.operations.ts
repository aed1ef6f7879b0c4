import { graphql } from '../../gql';

/** Clears a staff member's passkeys, authenticator apps and recovery codes (audited, mailed to them). */
export const RESET_FACTORS = graphql(`
  mutation AdminResetSecondFactors($userId: ID!) {
    resetSecondFactors(userId: $userId)
  }
`);
