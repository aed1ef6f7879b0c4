import { type ReactNode, useState } from 'react';
import { styled, Alert, type ButtonVariant, TextAreaField } from 'ui';
import { serverFieldErrors, serverMessage } from 'web-kit';
import { ConfirmShell, useConfirmRun } from './confirm-shell';

/** Messages by field name: the dialog's own checks and the server's `extensions.fields`. */
export type FieldErrors = Record<string, string>;

/** Props of {@link ReasonDialog}. */
export interface ReasonDialogProps {
  /** The dialog's heading and accessible name. */
  title: string;
  /** What will happen, and who reads the reason. */
  description: ReactNode;
  /** The submit button's text, e.g. "Move". */
  confirmLabel: string;
  confirmVariant?: ButtonVariant;
  onClose: () => void;
  /** Checks the dialog's other fields before anything is sent; returns their messages. */
  validate?: () => FieldErrors;
  /** Does the work with the trimmed reason; whatever it throws is shown in the dialog. */
  onConfirm: (reason: string) => Promise<void>;
  /** The other fields, given the messages to show under them. */
  children?: (errors: FieldErrors) => ReactNode;
}

const Description = styled.div`
  margin: 0 0 1rem;

  p {
    margin: 0 0 0.5rem;
  }
`;

export const REASON_REQUIRED = 'Give a reason.';

/**
 * A staff action that needs a reason (kept in the audit log, often told to the student): the
 * reason is required and checked here, with a message under the field, before anything is sent.
 * A refusal keeps the dialog open with the server's message, as it is, and its per-field
 * messages under their fields. Mount it only while open, so every opening starts empty.
 */
export function ReasonDialog({ title, description, confirmLabel, confirmVariant = 'primary', onClose, validate, onConfirm, children }: ReasonDialogProps) {
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const { busy, failure, run, clearFailure } = useConfirmRun();
  // A new object on each try found wrong here: the focus goes to the first field to put right.
  const [invalid, setInvalid] = useState<object | null>(null);

  const submit = () => {
    const found: FieldErrors = { ...validate?.(), ...(reason.trim() ? {} : { reason: REASON_REQUIRED }) };
    setErrors(found);
    clearFailure();
    const wrong = Object.keys(found).length > 0;
    setInvalid(wrong ? {} : null);
    if (wrong) return;
    // On success the owner closes (unmounts) the dialog.
    void run(() => onConfirm(reason.trim()), (error) => setErrors(serverFieldErrors(error)));
  };

  return (
    <ConfirmShell
      title={title}
      confirmLabel={confirmLabel}
      confirmVariant={confirmVariant}
      busy={busy}
      onClose={onClose}
      onConfirm={submit}
      form
      problem={failure ?? invalid}
      failure={failure && <Alert>{serverMessage(failure.error, 'That did not work. Try again.')}</Alert>}
    >
      <Description>{description}</Description>
      {children?.(errors)}
      <TextAreaField
        label="Reason"
        name="reason"
        rows={3}
        maxLength={500}
        required
        value={reason}
        onChange={(text) => {
          setReason(text);
          // A reason typed answers "Give a reason."; a server's word on it stays until the next try.
          if (text.trim() && errors.reason === REASON_REQUIRED) setErrors(({ reason: _answered, ...rest }) => rest);
        }}
        error={errors.reason}
      />
    </ConfirmShell>
  );
}
