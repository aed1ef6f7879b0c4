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
    }
  }
`);

export const DECIDE_OUTPASS = graphql(`
  mutation AdminDecideOutpass($id: ID!, $decision: Decision!) {
    decideOutpass(id: $id, decision: $decision) {
      id
      status
    }
  }
`);

/** Only what tells whether an event concerns an outpass: the list itself is re-read. */
export const OUTPASS_FEED = graphql(`
  subscription AdminOutpassFeed {
    adminFeed {
      kind
      activity {
        id
        outpassId
      }
    }
  }
`);
