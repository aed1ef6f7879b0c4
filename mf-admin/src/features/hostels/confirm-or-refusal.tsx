import { type ReactNode, useState } from 'react';
import { styled, Button, Dialog } from 'ui';
import { Refusal } from './refusal';

const Message = styled.p`
  margin: 0 0 1rem;
`;

/** Props of {@link ConfirmOrRefusal}. */
export interface ConfirmOrRefusalProps {
  title: string;
  /** What will happen. */
  message: ReactNode;
  confirmLabel: string;
  /** What to say when the server refuses without a sentence of its own. */
  fallback: string;
  onClose: () => void;
  /** Does the work; whatever it throws is shown in the dialog. */
  onConfirm: () => Promise<void>;
  /** More about a refusal, below its sentence (who lives in a room…). */
  explain?: (error: unknown) => ReactNode;
}

/**
 * A yes/no question for a step that cannot be undone (retiring a hostel or a room). Cancel comes
 * first and takes focus. A refusal keeps the dialog open with the server's sentence, which lists
 * what stands in the way (who lives there, what is pending). Mount it only while open.
 */
export function ConfirmOrRefusal({ title, message, confirmLabel, fallback, onClose, onConfirm, explain }: ConfirmOrRefusalProps) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  const confirm = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await onConfirm();
      // On success the owner closes (unmounts) the dialog.
    } catch (error) {
      setFailure({ error });
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
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button variant="danger" onClick={() => void confirm()} loading={busy}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <Message>{message}</Message>
      {failure && (
        <>
          <Refusal error={failure.error} fallback={fallback} />
          {explain?.(failure.error)}
        </>
      )}
    </Dialog>
  );
}
