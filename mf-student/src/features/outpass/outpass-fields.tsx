import { SelectField, TextAreaField, TextField } from 'ui';
import type { OutpassErrors, OutpassField, OutpassFormValues } from './outpass-form-values';

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

/** Today as YYYY-MM-DD in the student's time zone: the date picker's lower bound. */
function today(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The outpass form's six controls, each with its own error under it. */
export function OutpassFields({ values, errors, onChange, disabled }: OutpassFieldsProps) {
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
      <TextAreaField label="Reason" {...common('reason')} />
    </>
  );
}
