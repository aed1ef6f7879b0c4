import { useToast } from 'ui';
import { useMutation } from 'web-kit/graphql';
import { DECIDE_OUTPASS, PENDING_OUTPASSES, type Decision, type PendingOutpass } from './outpass-requests.operations';

const DONE: Record<Decision, string> = { APPROVED: 'approved', REJECTED: 'rejected' };

/**
 * Approves or rejects one outpass (a rejection with the reason the student is told). The decided
 * row leaves the cached list as soon as the server agrees and a toast says so; a refusal is thrown
 * to the dialog that asked, which shows the server's words and stays open.
 */
export function useDecideOutpass() {
  const toast = useToast();
  const [mutate] = useMutation(DECIDE_OUTPASS, {
    update(data, _variables, cache) {
      const decided = data.decideOutpass.id;
      cache.updateQuery(PENDING_OUTPASSES, undefined, (previous) =>
        // Not read yet: the list will come without it.
        previous ? { pendingOutpasses: previous.pendingOutpasses.filter((item) => item.id !== decided) } : undefined,
      );
    },
  });

  return async (outpass: PendingOutpass, decision: Decision, reason?: string) => {
    await mutate({ variables: reason ? { id: outpass.id, decision, reason } : { id: outpass.id, decision } });
    toast.show({ tone: 'success', title: `Outpass ${DONE[decision]}`, message: `${outpass.name}'s outpass was ${DONE[decision]}.` });
  };
}
