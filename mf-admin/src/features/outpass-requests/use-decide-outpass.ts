import { useState } from 'react';
import { useToast } from 'ui';
import { useMutation } from 'web-kit/graphql';
import { DECIDE_OUTPASS, PENDING_OUTPASSES, type Decision, type PendingOutpass } from './outpass-requests.operations';

const DONE: Record<Decision, string> = { APPROVED: 'approved', REJECTED: 'rejected' };

/**
 * Approves or rejects one outpass. The decided row leaves the cached list as soon as the server
 * agrees, and a toast says what happened (or the server's reason when it refused).
 */
export function useDecideOutpass() {
  const toast = useToast();
  // Which row is being decided: only its buttons are disabled, the rest of the table stays usable.
  const [busyId, setBusyId] = useState<string | null>(null);
  const [mutate] = useMutation(DECIDE_OUTPASS, {
    update(data, _variables, cache) {
      const decided = data.decideOutpass.id;
      cache.updateQuery(PENDING_OUTPASSES, undefined, (previous) =>
        // Not read yet: the list will come without it.
        previous ? { pendingOutpasses: previous.pendingOutpasses.filter((item) => item.id !== decided) } : undefined,
      );
    },
  });

  const decide = async (outpass: PendingOutpass, decision: Decision) => {
    setBusyId(outpass.id);
    try {
      await mutate({ variables: { id: outpass.id, decision } });
      toast.show({ tone: 'success', title: `Outpass ${DONE[decision]}`, message: `${outpass.name}'s outpass was ${DONE[decision]}.` });
    } catch (error) {
      toast.show({ tone: 'error', title: 'Could not decide the outpass', message: error instanceof Error ? error.message : String(error) });
    } finally {
      setBusyId(null);
    }
  };

  return { decide, busyId };
}
