import type { ReactNode } from 'react';
import { styled } from './styled';
import { controlStyles } from './control-styles';
import { FieldFrame } from './field-frame';
import { useFieldIds } from './use-field-ids';

/** One choice of a {@link SelectField}. */
export interface SelectOption {
  value: string;
  label: string;
}

/** Props of {@link SelectField}. */
export interface SelectFieldProps {
  label: ReactNode;
  name: string;
  value: string;
  /** Receives the chosen option's value. */
  onChange: (value: string) => void;
  options: SelectOption[];
  /** When given, the first option, with an empty value (e.g. "Choose a block"). */
  placeholder?: string;
  required?: boolean;
  error?: string;
  id?: string;
  disabled?: boolean;
  onBlur?: () => void;
}

const Select = styled.select`
  ${controlStyles}
`;

/** A labelled native `<select>` with an optional empty placeholder option and error message. */
export function SelectField({ label, error, id, onChange, options, placeholder, ...selectProps }: SelectFieldProps) {
  const ids = useFieldIds(id, error);
  return (
    <FieldFrame id={ids.id} errorId={ids.errorId} label={label} error={error}>
      <Select
        {...selectProps}
        {...ids.controlAria}
        id={ids.id}
        onChange={(event) => onChange(event.target.value)}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </FieldFrame>
  );
}
