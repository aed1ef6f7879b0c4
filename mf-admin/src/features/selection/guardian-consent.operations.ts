import { graphql } from '../../gql';

export const GUARDIAN_CONSENT = graphql(`
  query AdminGuardianConsent {
    hostels {
      id
      name
      guardianConsentRequired
    }
  }
`);

export const SET_GUARDIAN_CONSENT = graphql(`
  mutation AdminSetGuardianConsentRequired($hostelId: ID!, $required: Boolean!) {
    setGuardianConsentRequired(hostelId: $hostelId, required: $required) {
      id
      guardianConsentRequired
    }
  }
`);
