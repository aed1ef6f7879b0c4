import { useState } from 'react';
import { ConfirmDialog } from 'ui';
import { serverMessage } from 'web-kit';
import { ReasonDialog } from '../../shared/reason-dialog';
import { backBy } from '../../shared/outpass-times';
import type { Decision, PendingOutpass } from './outpass-requests.operations';

/** Props of {@link OutpassDecisionDialog}. */
export interface OutpassDecisionDialogProps {
  outpass: PendingOutpass;
  decision: Decision;
  onClose: () => void;
  /** Sends the decision; throws the server's refusal. */
  onDecide: (reason?: string) => Promise<void>;
}

/** Approve, asked once more: the student may leave as soon as it is done. */
function ApproveDialog({ outpass, onClose, onDecide }: Omit<OutpassDecisionDialogProps, 'decision'>) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const approve = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await onDecide();
    } catch (error) {
      setFailure(serverMessage(error, 'Could not decide the outpass.'));
      setBusy(false);
    }
  };
  return (
    <ConfirmDialog
      open
      title={`Approve ${outpass.name}'s outpass?`}
      message={failure ?? `${outpass.name} may go to ${outpass.where} and must be back by ${backBy(outpass)}. Their gate pass works at once.`}
      confirmLabel="Approve"
      cancelLabel="Cancel"
      confirmVariant="success"
      loading={busy}
      onCancel={() => !busy && onClose()}
      onConfirm={() => void approve()}
    />
  );
}

/**
 * The question before an outpass is decided: Approve asks to confirm; Reject asks for the reason
 * the student is told (required). Mount it only while open, so every opening starts empty.
 */
export function OutpassDecisionDialog({ outpass, decision, onClose, onDecide }: OutpassDecisionDialogProps) {
  if (decision === 'APPROVED') return <ApproveDialog outpass={outpass} onClose={onClose} onDecide={onDecide} />;
  return (
    <ReasonDialog
      title={`Reject ${outpass.name}'s outpass`}
      description={<p>{`The outpass to ${outpass.where}, back by ${backBy(outpass)}, is turned down. ${outpass.name} is told your reason.`}</p>}
      confirmLabel="Reject"
      confirmVariant="danger"
      onClose={onClose}
      onConfirm={(reason) => onDecide(reason)}
    />
  );
}
