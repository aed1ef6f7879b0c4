import { useNavigate } from 'react-router-dom';
import { useToast } from 'ui';
import { useMutation } from 'web-kit/graphql';
import { DECIDE_ROOM_REQUEST, PENDING_ROOM_REQUESTS, type Decision } from './room-requests.operations';

const DONE: Record<Decision, string> = { APPROVED: 'approved', REJECTED: 'rejected' };

/**
 * Approves or rejects one room request (a rejection with the reason the student is told), then
 * returns to the list, with the request already gone from the cached list. A refusal, such as a
 * CONFLICT because the room filled up meanwhile, is thrown to the caller: the request is still
 * pending and decidable, and the admin stays to read why.
 */
export function useDecideRoomRequest(id: string) {
  const navigate = useNavigate();
  const toast = useToast();
  const [mutate] = useMutation(DECIDE_ROOM_REQUEST, {
    update(_data, variables, cache) {
      cache.updateQuery(PENDING_ROOM_REQUESTS, undefined, (previous) =>
        // Not read yet: the list will come without it.
        previous ? { pendingRoomRequests: previous.pendingRoomRequests.filter((item) => item.id !== variables.id) } : undefined,
      );
    },
  });

  return async (decision: Decision, reason?: string) => {
    await mutate({ variables: reason ? { id, decision, reason } : { id, decision } });
    toast.show({ tone: 'success', title: `Booking request ${DONE[decision]}` });
    navigate('/adminpage/roomrequests');
  };
}
