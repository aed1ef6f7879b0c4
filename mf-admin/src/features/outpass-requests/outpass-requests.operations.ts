import { gql, type TypedDocumentNode } from '@apollo/client';

/** A pending outpass as the admin's table shows it. */
export interface PendingOutpass {
  id: string;
  name: string;
  rollNo: string;
  where: string;
  /** 'Yes' or 'No'. */
  responsibility: string;
  reason: string;
  /** YYYY-MM-DD. */
  dateOfArrival: string;
  /** HH:MM. */
  outTime: string;
}

/** The admin's answer to a request. */
export type Decision = 'APPROVED' | 'REJECTED';

export const PENDING_OUTPASSES: TypedDocumentNode<{ pendingOutpasses: PendingOutpass[] }, Record<string, never>> = gql`
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
`;

export const DECIDE_OUTPASS: TypedDocumentNode<
  { decideOutpass: { id: string; status: 'PENDING' | Decision } },
  { id: string; decision: Decision }
> = gql`
  mutation AdminDecideOutpass($id: ID!, $decision: Decision!) {
    decideOutpass(id: $id, decision: $decision) {
      id
      status
    }
  }
`;

/** Only what tells whether an event concerns an outpass: the list itself is re-read. */
export const OUTPASS_FEED: TypedDocumentNode<
  { adminFeed: { kind: 'CREATED' | 'RESOLVED'; activity: { id: string; outpassId: string | null } } },
  Record<string, never>
> = gql`
  subscription AdminOutpassFeed {
    adminFeed {
      kind
      activity {
        id
        outpassId
      }
    }
  }
`;
