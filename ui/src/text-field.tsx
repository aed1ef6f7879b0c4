import type { ReactNode } from 'react';
import { styled } from './styled';
import { controlStyles } from './control-styles';
import { FieldFrame } from './field-frame';
import { useFieldIds } from './use-field-ids';

/** The input types {@link TextField} supports. */
export type TextFieldType = 'text' | 'email' | 'password' | 'date' | 'time' | 'datetime-local' | 'tel' | 'number' | 'url' | 'search';

/** Props of {@link TextField}. */
export interface TextFieldProps {
  label: ReactNode;
  name: string;
  value: string;
  /** Receives the new value, not the event. */
  onChange: (value: string) => void;
  type?: TextFieldType;
  required?: boolean;
  /** Shown under the control; also marks it `aria-invalid`. */
  error?: string;
  placeholder?: string;
  autoComplete?: string;
  /** Defaults to a generated id. */
  id?: string;
  disabled?: boolean;
  min?: string | number;
  max?: string | number;
  onBlur?: () => void;
}

const Input = styled.input`
  ${controlStyles}
`;

/** A labelled single-line input with an optional error message. */
export function TextField({ label, error, id, onChange, type = 'text', ...inputProps }: TextFieldProps) {
  const ids = useFieldIds(id, error);
  return (
    <FieldFrame id={ids.id} errorId={ids.errorId} label={label} error={error}>
      <Input
        {...inputProps}
        {...ids.controlAria}
        id={ids.id}
        type={type}
        onChange={(event) => onChange(event.target.value)}
      />
    </FieldFrame>
  );
}
