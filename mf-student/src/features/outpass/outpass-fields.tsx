import { useId } from 'react';
import { SelectField, TextAreaField, TextField } from 'ui';
import { officeDay } from 'web-kit';
import type { OutpassErrors, OutpassField, OutpassFormValues } from './outpass-form-values';
import { Hint, WithHint } from '../../components/field-hint';

const RESPONSIBILITY_OPTIONS = [
  { value: 'Yes', label: 'Yes' },
  { value: 'No', label: 'No' },
];

/** Props of {@link OutpassFields}. */
export interface OutpassFieldsProps {
  values: OutpassFormValues;
  errors: OutpassErrors;
  onChange: (field: OutpassField, value: string) => void;
  disabled?: boolean;
}

/** Today as YYYY-MM-DD at the office, whose clock the form's date and times are on (the gateway reads them so): the date picker's lower bound. */
const today = (): string => officeDay();

/** The outpass form's seven controls (all required but the return time), each with its own error under it. */
export function OutpassFields({ values, errors, onChange, disabled }: OutpassFieldsProps) {
  const hintId = useId();
  const common = (field: OutpassField) => ({
    name: field,
    value: values[field],
    error: errors[field],
    onChange: (value: string) => onChange(field, value),
    required: true,
    disabled,
  });
  return (
    <>
      <TextField label="Name" autoComplete="name" {...common('name')} />
      <TextField label="Where" {...common('where')} />
      <SelectField label="Responsibility" placeholder="Select" options={RESPONSIBILITY_OPTIONS} {...common('responsibility')} />
      <TextField label="Date of Arrival" type="date" min={today()} {...common('dateOfArrival')} />
      <TextField label="Out Time" type="time" {...common('outTime')} />
      <WithHint>
        {/* TextField has no hint prop; it hands native attributes to its input, so this one
            ties the hint to the control (an error, when shown, describes it instead). */}
        <TextField label="Return by" type="time" {...common('returnTime')} required={false} {...{ 'aria-describedby': hintId }} />
        <Hint id={hintId}>Optional: leave it empty to be back by 21:00, the hostel curfew.</Hint>
      </WithHint>
      <TextAreaField label="Reason" {...common('reason')} />
    </>
  );
}
