import type { ReactNode } from 'react';
import { styled } from './styled';

/** Props of {@link FieldFrame}. */
export interface FieldFrameProps {
  id: string;
  errorId: string;
  label: ReactNode;
  error?: string;
  children: ReactNode;
}

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.375rem;
  margin-bottom: 1rem;
`;

const Label = styled.label`
  font-size: 0.875rem;
  font-weight: 600;
`;

const ErrorText = styled.p`
  margin: 0;
  font-size: 0.8125rem;
  color: ${({ theme }) => theme.colors.danger};
`;

/** A form field's label, control slot and error text; the fields share it so they stay alike. */
export function FieldFrame({ id, errorId, label, error, children }: FieldFrameProps) {
  return (
    <Wrapper>
      <Label htmlFor={id}>{label}</Label>
      {children}
      {error && (
        <ErrorText id={errorId} role="alert">
          {error}
        </ErrorText>
      )}
    </Wrapper>
  );
}
