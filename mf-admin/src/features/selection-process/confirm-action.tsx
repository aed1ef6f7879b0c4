import { styled } from 'ui';
import { ConfirmStep, type ConfirmStepProps } from '../../shared/confirm-shell';

const Body = styled.div`
  p {
    margin: 0 0 1rem;
  }
`;

/** Props of {@link ConfirmAction}. */
export interface ConfirmActionProps extends Omit<ConfirmStepProps, 'confirmVariant' | 'explain'> {
  /** `danger` for what cannot be undone or deletes. */
  variant?: 'primary' | 'danger';
}

/**
 * A question before a step of the process (publish, delete, undo, tell everyone). Cancel comes
 * first and takes focus. A refusal keeps the dialog open with the server's sentence. Mount it
 * only while open; the owner closes it on success.
 */
export function ConfirmAction({ children, variant = 'primary', ...step }: ConfirmActionProps) {
  return (
    <ConfirmStep {...step} confirmVariant={variant}>
      <Body>{children}</Body>
    </ConfirmStep>
  );
}
