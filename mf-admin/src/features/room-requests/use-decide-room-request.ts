import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useToast } from 'ui';
import { graphQLErrors, useMutation } from 'web-kit/graphql';
import { DECIDE_ROOM_REQUEST, PENDING_ROOM_REQUESTS, type Decision } from './room-requests.operations';

const DONE: Record<Decision, string> = { APPROVED: 'approved', REJECTED: 'rejected' };

/** The server's own words: the first GraphQL error's message, else the error's. */
function messageOf(error: unknown): string {
  const [first] = graphQLErrors(error);
  if (first) return first.message;
  return error instanceof Error ? error.message : String(error);
}

/**
 * Approves or rejects one room request, then returns to the list (with the request already gone
 * from the cached list). A refusal, such as a CONFLICT because the room filled up meanwhile,
 * keeps the admin here with the server's message: the request is still pending and decidable.
 */
export function useDecideRoomRequest(id: string) {
  const navigate = useNavigate();
  const toast = useToast();
  const [failure, setFailure] = useState<string | null>(null);
  const [mutate, { loading }] = useMutation(DECIDE_ROOM_REQUEST, {
    update(_data, variables, cache) {
      cache.updateQuery(PENDING_ROOM_REQUESTS, undefined, (previous) =>
        // Not read yet: the list will come without it.
        previous ? { pendingRoomRequests: previous.pendingRoomRequests.filter((item) => item.id !== variables.id) } : undefined,
      );
    },
  });

  const decide = async (decision: Decision, reason?: string) => {
    setFailure(null);
    try {
      await mutate({ variables: reason ? { id, decision, reason } : { id, decision } });
    } catch (error) {
      setFailure(messageOf(error));
      return;
    }
    toast.show({ tone: 'success', title: `Booking request ${DONE[decision]}` });
    navigate('/adminpage/roomrequests');
  };

  return { decide, deciding: loading, failure };
}
