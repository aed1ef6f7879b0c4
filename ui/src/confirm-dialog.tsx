import type { ReactNode } from 'react';
import { styled } from './styled';
import { Button, type ButtonVariant } from './button';
import { Dialog } from './dialog';

/** Props of {@link ConfirmDialog}. */
export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  message: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  onConfirm: () => void;
  /** Called by the cancel button, Escape and a click on the backdrop. */
  onCancel: () => void;
  /** Use `danger` for destructive actions. */
  confirmVariant?: ButtonVariant;
  /** Shows a spinner on the confirm button and disables both while the action runs. */
  loading?: boolean;
}

const Message = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
`;

/** A yes/no question in a {@link Dialog}; the cancel button comes first and takes focus. */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel = 'Yes',
  cancelLabel = 'No',
  onConfirm,
  onCancel,
  confirmVariant = 'primary',
  loading = false,
}: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      title={title}
      onClose={onCancel}
      actions={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={loading}>
            {cancelLabel}
          </Button>
          <Button variant={confirmVariant} onClick={onConfirm} loading={loading}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <Message>{message}</Message>
    </Dialog>
  );
}
