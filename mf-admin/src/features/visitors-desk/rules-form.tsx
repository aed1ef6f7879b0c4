import { useId, useState, type FormEvent } from 'react';
import { styled, SelectField } from 'ui';
import { useMutation } from 'web-kit/graphql';
import { formFailure } from '../../shared/form-failure';
import type { SayOptions } from '../../shared/status-message';
import { DeskForm, ErrorText, WideButton } from '../front-desk/desk-styles';
import { DayHoursFields } from './day-hours-fields';
import { dayProblem, draftOf, inputOf, WEEKDAYS, type RulesDraft } from './rules-draft';
import { SET_VISITOR_RULES, VISITOR_RULES, type VisitorRules } from './visitors-desk.operations';

const FIELDS = ['hours', 'maxAtOnce', 'otherGenderCommonRoom', 'overnightNeedsApproval'] as const;
type Field = (typeof FIELDS)[number];

const AT_ONCE = Array.from({ length: 10 }, (_, i) => ({ value: String(i + 1), label: String(i + 1) }));

const Week = styled.fieldset`
  display: grid;
  gap: 0.75rem;
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    margin-bottom: 0.5rem;
    font-weight: 600;
  }
`;

const Check = styled.label`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  min-height: 3rem;

  input {
    flex: none;
    width: 1.5rem;
    height: 1.5rem;
  }
`;

/** Props of {@link RulesForm}. */
export interface RulesFormProps {
  rules: VisitorRules;
  say: (text: string, options?: SayOptions) => void;
}

/**
 * One hostel's visiting rules: the hours of each day (Sunday first; a day closed has none), how
 * many visitors a student may have in at once, the common-room rule and overnight approval.
 * A day's own mistake is said beside it before anything is sent; the server's words beside theirs.
 */
export function RulesForm({ rules, say }: RulesFormProps) {
  const id = useId();
  const [draft, setDraft] = useState<RulesDraft>(() => draftOf(rules));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [shown, setShown] = useState(false);
  const [save, { loading }] = useMutation(SET_VISITOR_RULES, {
    update: (data, variables, cache) => cache.updateQuery(VISITOR_RULES, { hostelId: variables.input.hostelId }, () => ({ visitorRules: data.setVisitorRules })),
  });
  const change = <K extends keyof RulesDraft>(key: K, value: RulesDraft[K]) => setDraft((now) => ({ ...now, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setShown(true);
    if (draft.days.some((day) => dayProblem(day))) return say('Not saved: check the days marked.', { tone: 'error' });
    try {
      const { data } = await save({ variables: { input: inputOf(rules.hostelId, draft) } });
      if (!data) return;
      setErrors({});
      say(`Saved the visiting rules of ${data.setVisitorRules.hostelName}.`);
    } catch (error) {
      const failure = formFailure(error, FIELDS, 'The rules were not saved: the server did not answer. Try again.');
      setErrors(failure.fieldErrors);
      say(failure.message ?? 'Not saved: check the fields marked.', { tone: 'error' });
    }
  };

  return (
    <DeskForm aria-label={`Visiting rules of ${rules.hostelName}`} noValidate onSubmit={(event) => void submit(event)}>
      <Week aria-describedby={errors.hours ? `${id}-hours` : undefined}>
        <legend>Visiting hours, Sunday first</legend>
        {errors.hours && <ErrorText id={`${id}-hours`}>{errors.hours}</ErrorText>}
        {WEEKDAYS.map((weekday, day) => (
          <DayHoursFields
            key={weekday}
            weekday={weekday}
            value={draft.days[day]!}
            error={shown ? dayProblem(draft.days[day]!) : undefined}
            onChange={(value) => change('days', draft.days.map((old, i) => (i === day ? value : old)))}
          />
        ))}
      </Week>
      <SelectField label="Visitors one student may have in at once" name="maxAtOnce" value={draft.maxAtOnce} options={AT_ONCE} error={errors.maxAtOnce} onChange={(value) => change('maxAtOnce', value)} />
      <Check>
        <input type="checkbox" name="otherGenderCommonRoom" checked={draft.otherGenderCommonRoom} onChange={(event) => change('otherGenderCommonRoom', event.target.checked)} />
        A visitor of another gender than their host stays in the common room
      </Check>
      {errors.otherGenderCommonRoom && <ErrorText>{errors.otherGenderCommonRoom}</ErrorText>}
      <Check>
        <input type="checkbox" name="overnightNeedsApproval" checked={draft.overnightNeedsApproval} onChange={(event) => change('overnightNeedsApproval', event.target.checked)} />
        An overnight guest waits for a warden&apos;s approval
      </Check>
      {errors.overnightNeedsApproval && <ErrorText>{errors.overnightNeedsApproval}</ErrorText>}
      <WideButton type="submit" loading={loading}>
        Save rules
      </WideButton>
    </DeskForm>
  );
}
