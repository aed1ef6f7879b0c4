import { type ReactNode, useState } from 'react';
import { styled, Alert, Button, Dialog } from 'ui';
import { serverMessage } from 'web-kit';

const Body = styled.div`
  p {
    margin: 0 0 1rem;
  }
`;

// The dialog's buttons, a whole tap target each (the dialog is drawn outside the page's styles).
const DialogButton = styled(Button)`
  min-height: 44px;
`;

/** Props of {@link ConfirmAction}. */
export interface ConfirmActionProps {
  title: string;
  /** What will happen, in sentences. */
  children: ReactNode;
  confirmLabel: string;
  /** `danger` for what cannot be undone or deletes. */
  variant?: 'primary' | 'danger';
  /** What to say when the server refuses without a sentence of its own. */
  fallback: string;
  onClose: () => void;
  /** Does the work; whatever it throws is shown in the dialog, which stays open. */
  onConfirm: () => Promise<void>;
}

/**
 * A question before a step of the process (publish, delete, undo, tell everyone). Cancel comes
 * first and takes focus. A refusal keeps the dialog open with the server's sentence. Mount it
 * only while open; the owner closes it on success.
 */
export function ConfirmAction({ title, children, confirmLabel, variant = 'primary', fallback, onClose, onConfirm }: ConfirmActionProps) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const confirm = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await onConfirm();
    } catch (error) {
      setFailure(serverMessage(error, fallback));
      setBusy(false);
    }
  };
  return (
    <Dialog
      open
      title={title}
      onClose={() => !busy && onClose()}
      actions={
        <>
          <DialogButton variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </DialogButton>
          <DialogButton variant={variant} onClick={() => void confirm()} loading={busy}>
            {confirmLabel}
          </DialogButton>
        </>
      }
    >
      <Body>{children}</Body>
      {failure && <Alert>{failure}</Alert>}
    </Dialog>
  );
}
