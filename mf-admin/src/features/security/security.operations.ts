import { graphql } from '../../gql';

export const SIGN_IN_SECURITY = graphql(`
  query AdminSignInSecurity {
    mySignInSecurity {
      ...AdminSignInSecurity_factors
    }
  }
`);

export const SIGN_IN_SECURITY_FIELDS = graphql(`
  fragment AdminSignInSecurity_factors on SignInSecurity {
    required
    recoveryCodesLeft
    factors {
      id
      kind
      name
      createdAt
      lastUsedAt
    }
  }
`);

export const START_PASSKEY = graphql(`
  mutation AdminStartPasskeyEnrolment {
    startPasskeyEnrolment
  }
`);

export const FINISH_PASSKEY = graphql(`
  mutation AdminFinishPasskeyEnrolment($response: String!, $name: String) {
    finishPasskeyEnrolment(response: $response, name: $name) {
      recoveryCodes
      factors {
        ...AdminSignInSecurity_factors
      }
    }
  }
`);

export const START_TOTP = graphql(`
  mutation AdminStartTotpEnrolment {
    startTotpEnrolment {
      secret
      uri
      qrCode
    }
  }
`);

export const FINISH_TOTP = graphql(`
  mutation AdminFinishTotpEnrolment($code: String!, $name: String) {
    finishTotpEnrolment(code: $code, name: $name) {
      recoveryCodes
      factors {
        ...AdminSignInSecurity_factors
      }
    }
  }
`);

export const REGENERATE_RECOVERY_CODES = graphql(`
  mutation AdminRegenerateRecoveryCodes {
    regenerateRecoveryCodes
  }
`);

export const REMOVE_FACTOR = graphql(`
  mutation AdminRemoveSecondFactor($id: ID!) {
    removeSecondFactor(id: $id) {
      ...AdminSignInSecurity_factors
    }
  }
`);
