import { useState } from 'react';
import { Alert, Button, ConfirmDialog } from 'ui';
import { serverMessage } from 'web-kit';
import { useMutation } from 'web-kit/graphql';
import { whenWords } from './visit-words';
import { CANCEL_VISIT, type Visit } from './visitors.operations';

/** The element of a visit in the list, which takes the focus after it is cancelled. */
export const visitElementId = (visitId: string) => `visit-${visitId}`;

/** Whether the student may still cancel a visit: one to come (expected, or waiting for a warden), as the gateway allows. */
/** The gateway says whether a visit may still be cancelled (a visit still to come). */
export const mayCancel = (visit: Pick<Visit, 'canCancel'>) => visit.canCancel;

/**
 * Cancel, after asking. The answer is the visit as the gateway now has it, written over the
 * cached one, so the card shows the server's word; a refusal is said in its words.
 */
export function CancelVisit({ visit }: { visit: Visit }) {
  const [asking, setAsking] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [cancelVisit, { loading }] = useMutation(CANCEL_VISIT);

  async function cancel() {
    setFailure(null);
    try {
      await cancelVisit({ variables: { id: visit.id } });
      setAsking(false);
      // The button pressed is gone with the old state: the focus goes to the visit, after the dialog hands it back.
      setTimeout(() => document.getElementById(visitElementId(visit.id))?.focus());
    } catch (error) {
      setAsking(false);
      setFailure(serverMessage(error, 'The visit could not be cancelled. Try again.'));
    }
  }

  if (!mayCancel(visit) && !failure) return null;
  return (
    <>
      {failure && <Alert>{failure}</Alert>}
      {mayCancel(visit) && (
        <div>
          <Button variant="secondary" onClick={() => setAsking(true)}>
            Cancel visit
          </Button>
        </div>
      )}
      <ConfirmDialog
        open={asking}
        title={`Cancel ${visit.visitorName}'s visit?`}
        message={`${whenWords(visit)}: ${visit.pass ? 'the pass stops working. ' : ''}You can register them again later.`}
        confirmLabel="Yes, cancel it"
        cancelLabel="Keep it"
        confirmVariant="danger"
        loading={loading}
        onCancel={() => setAsking(false)}
        onConfirm={() => void cancel()}
      />
    </>
  );
}
