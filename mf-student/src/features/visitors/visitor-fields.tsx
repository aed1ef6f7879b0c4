import { useId } from 'react';
import { styled, SelectField, TextField } from 'ui';
import { dayAfter, hoursWords } from './visit-words';
import { MAX_DAYS_AHEAD, type VisitorErrors, type VisitorField, type VisitorFormValues } from './visitor-form-values';
import type { VisitorRules } from './visitors.operations';
import { Hint, WithHint } from '../../components/field-hint';

const GENDERS = [
  { value: 'FEMALE', label: 'Female' },
  { value: 'MALE', label: 'Male' },
];

const Hours = styled(Hint)`
  color: ${({ theme }) => theme.colors.text};
  font-size: 0.875rem;
  font-weight: 600;
`;

const Overnight = styled.div`
  margin-bottom: 1rem;
`;

/** The checkbox's whole row answers a tap; the box itself is 24 px. */
const Check = styled.label`
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

const ErrorText = styled.p`
  margin: 0.25rem 0 0;
  font-size: 0.8125rem;
  color: ${({ theme }) => theme.colors.danger};
`;

/** Props of {@link VisitorFields}. */
export interface VisitorFieldsProps {
  /** Each control's id, so the first error can take the focus. */
  idOf: (field: VisitorField) => string;
  values: VisitorFormValues;
  errors: VisitorErrors;
  onChange: <F extends VisitorField>(field: F, value: VisitorFormValues[F]) => void;
  /** The hostel's rules; undefined while read, null without a bed. */
  rules: VisitorRules | null | undefined;
  today: string;
  disabled: boolean;
}

/**
 * The visitor (name, phone, relation, gender for the common-room rule), then when: the day, with
 * its visiting hours said under it, whether they stay the night, and the hours expected. TextField
 * has no hint prop; it hands native attributes to its control, so a hint is tied to it that way
 * (an error, when shown, describes the control instead).
 */
export function VisitorFields({ idOf, values, errors, onChange, rules, today, disabled }: VisitorFieldsProps) {
  const genderHint = useId();
  const hoursId = useId();
  const overnightHint = useId();
  const describedBy = (id: string) => ({ 'aria-describedby': id });
  const text = (field: 'visitorName' | 'visitorPhone' | 'relation' | 'day' | 'expectedFrom' | 'expectedTo') => ({
    id: idOf(field),
    name: field,
    value: values[field],
    error: errors[field],
    onChange: (value: string) => onChange(field, value),
    required: true,
    disabled,
  });
  const hostel = rules?.hostelName ?? 'your hostel';
  return (
    <>
      <TextField label="Visitor's name" autoComplete="off" {...text('visitorName')} />
      <TextField label="Visitor's phone" type="tel" autoComplete="off" {...text('visitorPhone')} />
      <TextField label="Relation" placeholder="e.g. Mother, friend" {...text('relation')} />
      <WithHint>
        <SelectField
          id={idOf('visitorGender')}
          label="Visitor's gender (optional)"
          name="visitorGender"
          placeholder="Not said"
          options={GENDERS}
          value={values.visitorGender}
          onChange={(value) => onChange('visitorGender', value as VisitorFormValues['visitorGender'])}
          error={errors.visitorGender}
          disabled={disabled}
          {...describedBy(genderHint)}
        />
        <Hint id={genderHint}>{rules?.otherGenderCommonRoom === false ? `${hostel} has no common-room rule: visitors may come to your room.` : `At ${hostel}, a visitor of another gender than yours meets you in the common room.`}</Hint>
      </WithHint>
      <WithHint>
        <TextField label="Day" type="date" min={today} max={dayAfter(today, MAX_DAYS_AHEAD)} {...text('day')} {...describedBy(hoursId)} />
        <Hours id={hoursId}>{rules && values.day ? hoursWords(rules, values.day) : `Choose a day from today to ${MAX_DAYS_AHEAD} days ahead.`}</Hours>
      </WithHint>
      <Overnight>
        <Check>
          <input
            id={idOf('overnight')}
            type="checkbox"
            name="overnight"
            checked={values.overnight}
            onChange={(event) => onChange('overnight', event.target.checked)}
            disabled={disabled}
            aria-describedby={errors.overnight ? `${idOf('overnight')}-error` : values.overnight ? overnightHint : undefined}
          />
          Stays overnight
        </Check>
        {errors.overnight && (
          <ErrorText id={`${idOf('overnight')}-error`} role="alert">
            {errors.overnight}
          </ErrorText>
        )}
        {values.overnight && (
          <Hint id={overnightHint}>
            {rules?.overnightNeedsApproval === false
              ? `${hostel} needs no warden's approval for an overnight guest: the pass comes at once.`
              : `An overnight guest at ${hostel} ${rules ? 'needs' : 'may need'} a warden's approval: the pass comes once a warden approves.`}
            {rules && ` They leave by ${rules.overnightLeaveBy} the next day.`}
          </Hint>
        )}
      </Overnight>
      <TextField label="Expected from" type="time" {...text('expectedFrom')} {...describedBy(hoursId)} />
      <TextField label={values.overnight ? 'Leaving the next day at' : 'Expected until'} type="time" {...text('expectedTo')} {...describedBy(hoursId)} />
    </>
  );
}
