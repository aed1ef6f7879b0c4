import { graphql } from '../../gql';
import type { ShellGuardianRequestQuery } from '../../gql/graphql';

/** What the student asks, as the guardian's link shows it. */
export type GuardianRequest = ShellGuardianRequestQuery['guardianRequest'];

export const GUARDIAN_REQUEST = graphql(`
  query ShellGuardianRequest($token: String!) {
    guardianRequest(token: $token) {
      studentName
      hostelName
      where
      reason
      outTime
      dateOfArrival
      expectedReturnAt
      returnTime
      consent
    }
  }
`);

/** The guardian's answer; the link stops working once it is given. */
export const ANSWER_GUARDIAN_REQUEST = graphql(`
  mutation ShellAnswerGuardianRequest($token: String!, $consent: Boolean!) {
    answerGuardianRequest(token: $token, consent: $consent)
  }
`);
