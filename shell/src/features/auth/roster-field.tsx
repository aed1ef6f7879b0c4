import { useId } from 'react';
import { styled } from 'ui';

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.375rem;
  margin-bottom: 1rem;

  label {
    font-size: 0.875rem;
    font-weight: 600;
  }
  input {
    width: 100%;
    padding: 0.5rem 0.75rem;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
  }
  input[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
  /* ui's field error: the same size and red. */
  p {
    margin: 0;
    font-size: 0.8125rem;
    color: ${({ theme }) => theme.colors.danger};
  }
`;

/**
 * A field the hostel office's roster fills (an invitation's name, email, enrollment ID, gender):
 * read, focused and copied like any field, not changed. ui's TextField has no read-only state and
 * a disabled input is skipped by the keyboard and greyed as unavailable, so it is drawn here in
 * ui's field layout. Its `autoComplete` lets a password manager file the new password under it.
 */
export function RosterField({ label, name, value, error, autoComplete }: { label: string; name: string; value: string; error?: string; autoComplete?: string }) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <Field>
      <label htmlFor={id}>{label}</label>
      <input id={id} name={name} value={value} readOnly autoComplete={autoComplete} aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} />
      {error && (
        <p id={errorId} role="alert">
          {error}
        </p>
      )}
    </Field>
  );
}
