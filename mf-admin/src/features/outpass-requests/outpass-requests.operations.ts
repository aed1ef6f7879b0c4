import { graphql } from '../../gql';
import type { AdminPendingOutpassesQuery, Decision as ApiDecision } from '../../gql/graphql';

/** A pending outpass as the admin's table shows it. */
export type PendingOutpass = AdminPendingOutpassesQuery['pendingOutpasses'][number];

/** The admin's answer to a request. */
export type Decision = ApiDecision;

export const PENDING_OUTPASSES = graphql(`
  query AdminPendingOutpasses {
    pendingOutpasses {
      id
      name
      rollNo
      where
      responsibility
      reason
      dateOfArrival
      outTime
      returnTime
      expectedReturnAt
      guardianConsent
    }
  }
`);

export const DECIDE_OUTPASS = graphql(`
  mutation AdminDecideOutpass($id: ID!, $decision: Decision!, $reason: String) {
    decideOutpass(id: $id, decision: $decision, reason: $reason) {
      id
      status
    }
  }
`);

/**
 * Any outpass that changed (applied, decided, cancelled, answered by the guardian…): the fields
 * a row shows change in the cache at once, and the list itself is re-read.
 */
export const OUTPASS_CHANGED = graphql(`
  subscription AdminOutpassChanged {
    outpassChanged {
      id
      status
      guardianConsent
    }
  }
`);
