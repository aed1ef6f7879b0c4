import { useState } from 'react';
import { styled, Alert, Button, ConfirmDialog, Dialog, TextAreaField } from 'ui';
import { formatZonedMoment, serverMessage } from 'web-kit';
import { useMutation } from 'web-kit/graphql';
import { CANCEL_REPAIR, CONFIRM_REPAIR, REOPEN_REPAIR, type RepairJob } from './repairs.operations';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

/** The element of a report in the list, which takes the focus after a step or a new report. */
export const repairElementId = (jobId: string) => `repair-${jobId}`;

/**
 * Which of the student's steps the job allows. The gateway says whether it may be cancelled and
 * until when it may be reopened, so its rules (and the 7-day window) are not copied here.
 */
export function stepsFor(job: Pick<RepairJob, 'status' | 'canCancel' | 'reopenUntil'>, now = Date.now()): { cancel: boolean; confirm: boolean; reopen: boolean } {
  return {
    cancel: job.canCancel,
    confirm: job.status === 'FIXED',
    reopen: job.reopenUntil !== null && now < Date.parse(job.reopenUntil),
  };
}

/**
 * Cancel (while the gateway allows it, after asking), Confirm the fix, Reopen (until `reopenUntil`,
 * which is said in words, with an optional note). Each answer is the job as the gateway now has
 * it, written over the cached one, so the list shows the server's word; a refusal is said in its
 * words.
 */
export function RepairActions({ job, title }: { job: RepairJob; title: string }) {
  const steps = stepsFor(job);
  const [asking, setAsking] = useState<'cancel' | 'reopen' | null>(null);
  const [note, setNote] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [cancelRepair, cancelling] = useMutation(CANCEL_REPAIR);
  const [confirmRepair, confirming] = useMutation(CONFIRM_REPAIR);
  const [reopenRepair, reopening] = useMutation(REOPEN_REPAIR);

  async function run(step: () => Promise<unknown>, fallback: string) {
    setFailure(null);
    try {
      await step();
      setAsking(null);
      setNote('');
      // The button pressed is gone with the old state: the focus goes to the report, after the dialog hands it back.
      setTimeout(() => document.getElementById(repairElementId(job.id))?.focus());
    } catch (error) {
      setAsking(null);
      setFailure(serverMessage(error, fallback));
    }
  }

  if (!steps.cancel && !steps.confirm && !steps.reopen && !failure) return null;
  return (
    <>
      {failure && <Alert>{failure}</Alert>}
      {steps.reopen && job.reopenUntil && <p>You can reopen it until {formatZonedMoment(job.reopenUntil)}.</p>}
      <Row>
        {steps.confirm && (
          <Button variant="success" loading={confirming.loading} onClick={() => void run(() => confirmRepair({ variables: { id: job.id } }), 'The fix could not be confirmed. Try again.')}>
            Confirm the fix
          </Button>
        )}
        {steps.reopen && (
          <Button variant="secondary" onClick={() => setAsking('reopen')}>
            Reopen
          </Button>
        )}
        {steps.cancel && (
          <Button variant="secondary" onClick={() => setAsking('cancel')}>
            Cancel report
          </Button>
        )}
      </Row>
      <ConfirmDialog
        open={asking === 'cancel'}
        title="Cancel this report?"
        message={`${title}: the office will not look at it any more. You can report it again later.`}
        confirmLabel="Yes, cancel it"
        cancelLabel="Keep it"
        confirmVariant="danger"
        loading={cancelling.loading}
        onCancel={() => setAsking(null)}
        onConfirm={() => void run(() => cancelRepair({ variables: { id: job.id } }), 'The report could not be cancelled. Try again.')}
      />
      <Dialog
        open={asking === 'reopen'}
        title="Reopen this report?"
        onClose={() => !reopening.loading && setAsking(null)}
        actions={
          <>
            <Button variant="secondary" onClick={() => setAsking(null)} disabled={reopening.loading}>
              Keep it closed
            </Button>
            <Button loading={reopening.loading} onClick={() => void run(() => reopenRepair({ variables: { id: job.id, note: note.trim() || null } }), 'The report could not be reopened. Try again.')}>
              Reopen
            </Button>
          </>
        }
      >
        <TextAreaField label="What is still wrong? (optional)" name="note" value={note} onChange={setNote} maxLength={2000} rows={3} />
      </Dialog>
    </>
  );
}
