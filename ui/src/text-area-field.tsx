import type { ReactNode } from 'react';
import { styled } from './styled';
import { controlStyles } from './control-styles';
import { FieldFrame } from './field-frame';
import { useFieldIds } from './use-field-ids';

/** Props of {@link TextAreaField}. */
export interface TextAreaFieldProps {
  label: ReactNode;
  name: string;
  value: string;
  /** Receives the new text, not the event. */
  onChange: (value: string) => void;
  required?: boolean;
  error?: string;
  rows?: number;
  id?: string;
  placeholder?: string;
  disabled?: boolean;
  maxLength?: number;
  onBlur?: () => void;
}

const TextArea = styled.textarea`
  ${controlStyles}
  resize: vertical;
`;

/** A labelled multi-line text input with an optional error message. */
export function TextAreaField({ label, error, id, onChange, rows = 4, ...areaProps }: TextAreaFieldProps) {
  const ids = useFieldIds(id, error);
  return (
    <FieldFrame id={ids.id} errorId={ids.errorId} label={label} error={error}>
      <TextArea
        {...areaProps}
        {...ids.controlAria}
        id={ids.id}
        rows={rows}
        onChange={(event) => onChange(event.target.value)}
      />
    </FieldFrame>
  );
}
