import { graphql } from '../../gql';

export const EARLY_EXIT_RULES = graphql(`
  query AdminEarlyExitRules {
    hostels {
      id
      name
      earlyExit
    }
  }
`);

export const SET_EARLY_EXIT_RULE = graphql(`
  mutation AdminSetEarlyExitRule($hostelId: ID!, $rule: EarlyExitRule!) {
    setEarlyExitRule(hostelId: $hostelId, rule: $rule) {
      id
      earlyExit
    }
  }
`);
