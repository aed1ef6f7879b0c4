import { styled } from 'ui';
import { BoxedFieldset } from '../../components/boxed-fieldset';

/** A radio's or a checkbox's label: the whole row answers a tap, and the box itself is 24 px. */
export const ChoiceLabel = styled.label`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  min-height: 2.75rem;
  cursor: pointer;

  input {
    width: 1.5rem;
    height: 1.5rem;
    margin: 0;
    flex: none;
  }
`;

export const ErrorText = styled.p`
  margin: 0.25rem 0 0;
  font-size: 0.8125rem;
  color: ${({ theme }) => theme.colors.danger};
`;

/** Props of {@link ChoiceFieldset}. */
export interface ChoiceFieldsetProps<V extends string> {
  /** The group's id: its first radio is `${id}-0`, its error `${id}-error`. */
  id: string;
  legend: string;
  name: string;
  value: V | '';
  options: readonly { value: V; label: string }[];
  onChange: (value: V) => void;
  error?: string;
  disabled?: boolean;
}

/** A radio group in a fieldset with its legend; an error is said under it and describes each radio. */
export function ChoiceFieldset<V extends string>({ id, legend, name, value, options, onChange, error, disabled }: ChoiceFieldsetProps<V>) {
  const errorId = `${id}-error`;
  return (
    <BoxedFieldset>
      <legend>{legend}</legend>
      {options.map((option, index) => (
        <ChoiceLabel key={option.value}>
          <input
            id={`${id}-${index}`}
            type="radio"
            name={name}
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
            disabled={disabled}
            aria-describedby={error ? errorId : undefined}
          />
          {option.label}
        </ChoiceLabel>
      ))}
      {error && (
        <ErrorText id={errorId} role="alert">
          {error}
        </ErrorText>
      )}
    </BoxedFieldset>
  );
}
