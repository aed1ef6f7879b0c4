import { useNavigate } from 'react-router-dom';
import { useMutation } from 'web-kit/graphql';
import { ROOM_REQUESTS_PATH, type ListState } from './request-words';
import { DECIDE_ROOM_REQUEST, PENDING_ROOM_REQUESTS, type Decision } from './room-requests.operations';

const DONE: Record<Decision, string> = { APPROVED: 'approved', REJECTED: 'rejected' };

/**
 * Approves or rejects one room request (a rejection with the reason the student is told), then
 * returns to the list, with the request already gone from the cached list, and the sentence of
 * what was done (`student`'s request approved) for the list to say and focus. A refusal, such as
 * a CONFLICT because the room filled up meanwhile, is thrown to the caller: the request is still
 * pending and decidable, and the admin stays to read why.
 */
export function useDecideRoomRequest(id: string) {
  const navigate = useNavigate();
  const [mutate] = useMutation(DECIDE_ROOM_REQUEST, {
    update(_data, variables, cache) {
      cache.updateQuery(PENDING_ROOM_REQUESTS, undefined, (previous) =>
        // Not read yet: the list will come without it.
        previous ? { pendingRoomRequests: previous.pendingRoomRequests.filter((item) => item.id !== variables.id) } : undefined,
      );
    },
  });

  return async (decision: Decision, student: string, reason?: string) => {
    await mutate({ variables: reason ? { id, decision, reason } : { id, decision } });
    navigate(ROOM_REQUESTS_PATH, { state: { status: `The room request of ${student} is ${DONE[decision]}.` } satisfies ListState });
  };
}
