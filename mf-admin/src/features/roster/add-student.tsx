import { type FormEvent, useEffect, useId, useState } from 'react';
import { styled, Alert, Button, Card, SelectField, TextField, useToast } from 'ui';
import { GENDER, serverFieldErrors, serverMessage } from 'web-kit';
import { useMutation } from 'web-kit/graphql';
import type { Gender, RosterStudentInput } from '../../gql/graphql';
import { YEARS_OF_STUDY } from '../../shared/years-of-study';
import { ADD_ROSTER_STUDENT, ROSTER } from './roster.operations';

/** The form's fields, named as the input's (the server's field errors use the same names). */
const FIELDS = ['enrollmentId', 'name', 'email', 'gender', 'yearOfStudy', 'programme'] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;
type FieldErrors = Partial<Record<Field, string>>;

const EMPTY: Values = { enrollmentId: '', name: '', email: '', gender: '', yearOfStudy: '', programme: '' };

/** What a blank field is told (the server says the same; asking it first would cost a round trip). */
const BLANK: Record<Field, string> = {
  enrollmentId: 'Enter the student’s enrollment ID.',
  name: 'Enter the student’s name.',
  email: 'Enter the student’s email.',
  gender: 'Choose the student’s gender.',
  yearOfStudy: 'Choose the student’s year of study.',
  programme: 'Enter the student’s programme, for example B.Tech Civil Engineering.',
};

const GENDERS = (Object.keys(GENDER) as Gender[]).map((value) => ({ value, label: GENDER[value] }));
const YEARS = YEARS_OF_STUDY.map((year) => ({ value: String(year), label: `Year ${year}` }));

const Grid = styled.div`
  display: grid;
  gap: 0 1rem;
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
  margin-bottom: 0.5rem;
`;

const Hint = styled.p`
  margin: 0 0 1rem;
  color: ${({ theme }) => theme.colors.muted};
`;

// A native checkbox with its label, the whole line a 44 px target (as the hostel form's).
const Check = styled.label`
  align-items: center;
  display: inline-flex;
  gap: 0.5rem;
  min-height: 44px;
  margin-bottom: 0.5rem;
`;

/** The blank fields of `values`, each with its sentence. */
function blanks(values: Values): FieldErrors {
  return Object.fromEntries(FIELDS.filter((field) => values[field].trim() === '').map((field) => [field, BLANK[field]]));
}

const inputOf = (values: Values, needsAccessibleRoom: boolean): RosterStudentInput => ({
  enrollmentId: values.enrollmentId.trim(),
  name: values.name.trim(),
  email: values.email.trim(),
  gender: values.gender as Gender,
  yearOfStudy: Number(values.yearOfStudy),
  programme: values.programme.trim(),
  needsAccessibleRoom,
});

/**
 * Adds one student to the roster, or brings theirs up to date (the same enrollment ID). Each of
 * the server's field messages shows beside its field, and the first field with one takes focus;
 * any other refusal is said above the button.
 */
export function AddRosterStudent() {
  const toast = useToast();
  const ids = useId();
  const idOf = (field: Field) => `${ids}-${field}`;
  const [values, setValues] = useState<Values>(EMPTY);
  const [accessible, setAccessible] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  // The field to take focus after a refused submit: a new object each time, so focus moves even when the same field is wrong again.
  const [refused, setRefused] = useState<{ field: Field } | null>(null);
  const [add, adding] = useMutation(ADD_ROSTER_STUDENT, { refetchQueries: [ROSTER] });

  // After the render that shows the messages, so a screen reader reads the field with its message.
  useEffect(() => {
    if (refused) document.getElementById(`${ids}-${refused.field}`)?.focus();
  }, [refused, ids]);

  const set = (field: Field) => (value: string) => {
    setValues((before) => ({ ...before, [field]: value }));
    setErrors((before) => ({ ...before, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const missing = blanks(values);
    if (Object.keys(missing).length > 0) {
      setErrors(missing);
      setRefused({ field: FIELDS.find((field) => missing[field])! });
      return;
    }
    setErrors({});
    let added;
    try {
      added = (await add({ variables: { input: inputOf(values, accessible) } })).data?.addRosterStudent;
    } catch (error) {
      const all = serverFieldErrors(error);
      const placed: FieldErrors = Object.fromEntries(Object.entries(all).filter(([field]) => (FIELDS as readonly string[]).includes(field)));
      setErrors(placed);
      // Every message found its field: that is the whole answer. Otherwise the server's sentence says the rest.
      const whole = Object.keys(all).length > 0 && Object.keys(placed).length === Object.keys(all).length;
      if (!whole) setFailure(serverMessage(error, 'Could not add the student. Try again in a moment.'));
      const first = FIELDS.find((field) => placed[field]);
      if (first) setRefused({ field: first });
      return;
    }
    const { name, enrollmentId } = added ?? inputOf(values, accessible);
    toast.show({ tone: 'success', title: `${name} (${enrollmentId}) is on the roster.` });
    setValues(EMPTY);
    setAccessible(false);
  };

  const text = (field: Field, label: string, type: 'text' | 'email' = 'text') => (
    <TextField id={idOf(field)} label={label} name={field} type={type} value={values[field]} onChange={set(field)} error={errors[field]} autoComplete="off" />
  );

  return (
    <Card title="Add a student" headingLevel={2}>
      <Hint>An enrollment ID already on the roster is brought up to date with what you enter.</Hint>
      <form aria-label="Add a student" onSubmit={(event) => void submit(event)} noValidate>
        <Grid>
          {text('enrollmentId', 'Enrollment ID')}
          {text('name', 'Name')}
          {text('email', 'Email', 'email')}
          <SelectField id={idOf('gender')} label="Gender" name="gender" value={values.gender} onChange={set('gender')} options={GENDERS} placeholder="Choose a gender" error={errors.gender} />
          <SelectField id={idOf('yearOfStudy')} label="Year of study" name="yearOfStudy" value={values.yearOfStudy} onChange={set('yearOfStudy')} options={YEARS} placeholder="Choose a year" error={errors.yearOfStudy} />
          {text('programme', 'Programme')}
        </Grid>
        <Check>
          <input type="checkbox" name="needsAccessibleRoom" checked={accessible} onChange={(event) => setAccessible(event.target.checked)} />
          Needs an accessible room (placed in one first)
        </Check>
        {failure && <Alert>{failure}</Alert>}
        <p>
          <Button type="submit" loading={adding.loading}>
            Add to the roster
          </Button>
        </p>
      </form>
    </Card>
  );
}
