import type { ReactNode } from 'react';
import { styled } from 'ui';
import { ConfirmStep, type ConfirmStepProps } from '../../shared/confirm-shell';

const Message = styled.p`
  margin: 0 0 1rem;
`;

/** Props of {@link ConfirmOrRefusal}. */
export interface ConfirmOrRefusalProps extends Omit<ConfirmStepProps, 'children' | 'confirmVariant'> {
  /** What will happen. */
  message: ReactNode;
}

/**
 * A yes/no question for a step that cannot be undone (retiring a hostel or a room). Cancel comes
 * first and takes focus. A refusal keeps the dialog open with the server's sentence, which lists
 * what stands in the way (who lives there, what is pending). Mount it only while open.
 */
export function ConfirmOrRefusal({ message, ...step }: ConfirmOrRefusalProps) {
  return (
    <ConfirmStep {...step} confirmVariant="danger">
      <Message>{message}</Message>
    </ConfirmStep>
  );
}
