import { useId, useState, type FormEvent } from 'react';
import { styled, Alert, Button } from 'ui';
import { officeDay, serverFieldErrors, serverMessage } from 'web-kit';
import { useMutation } from 'web-kit/graphql';
import { useFormErrors } from '../../components/use-form-errors';
import { whenWords } from './visit-words';
import { VisitorFields } from './visitor-fields';
import { emptyVisitor, FIELD_ORDER, isVisitorField, toVisitorInput, validateVisitor, type VisitorErrors, type VisitorField, type VisitorFormValues } from './visitor-form-values';
import { MY_VISITS, REGISTER_VISITOR, type Visit, type VisitorRules } from './visitors.operations';

const Status = styled.p`
  margin: 0 0 1rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.success};

  &:empty {
    display: none;
  }

  &:focus {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 2px;
  }
`;

const Failure = styled.div`
  margin-bottom: 1rem;

  &:focus {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
  }
`;

const Notice = styled.div`
  margin-bottom: 1rem;
`;

/** What the student is told once the gateway has the visit: its pass, or the warden still to answer. */
const registeredWords = (visit: Visit): string =>
  visit.status === 'PENDING_APPROVAL'
    ? `${visit.visitorName} is registered for ${whenWords(visit)}, and waits for a warden's approval: the pass comes once a warden approves.`
    : `${visit.visitorName} is registered for ${whenWords(visit)}. Their pass is under Your visitors: share it with them.`;

/** Props of {@link RegisterVisitorForm}. */
export interface RegisterVisitorFormProps {
  /** The hostel's rules: undefined while read, null while the student holds no bed. */
  rules: VisitorRules | null | undefined;
}

/**
 * "Register a visitor": who, the day (its visiting hours said under it), whether they stay the
 * night, and the hours expected. A refusal (ours or the gateway's) is said beside its field, or
 * above the form when it names none (ten visits still to come), and the focus goes to the first;
 * nothing typed is lost. Once registered, the visit joins the list and the focus goes to the
 * status saying so. Without a bed every control is off, under the notice saying why.
 */
export function RegisterVisitorForm({ rules }: RegisterVisitorFormProps) {
  const base = useId();
  const idOf = (field: VisitorField) => `${base}-${field}`;
  const today = officeDay();
  const [values, setValues] = useState<VisitorFormValues>(() => emptyVisitor(today));
  const { errors, failure, show, fixed, focusAfterRender } = useFormErrors<VisitorField>(FIELD_ORDER, idOf, `${base}-failure`);
  const [status, setStatus] = useState('');
  const noBed = rules === null;
  const [registerVisitor, { loading }] = useMutation(REGISTER_VISITOR, {
    // At the top of the list at once; the live refresh that follows puts it in the gateway's order.
    update: ({ registerVisitor: visit }, _variables, cache) =>
      cache.updateQuery(MY_VISITS, undefined, (held) => held && { myVisits: [visit, ...held.myVisits.filter((other) => other.id !== visit.id)] }),
  });
  const change = <F extends VisitorField>(field: F, value: VisitorFormValues[F]) => {
    setValues((current) => ({ ...current, [field]: value }));
    fixed(field);
    setStatus('');
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setStatus('');
    const found = validateVisitor(values);
    if (Object.keys(found).length > 0) return show(found, null);
    try {
      const { data } = await registerVisitor({ variables: { input: toVisitorInput(values) } });
      show({}, null);
      setValues(emptyVisitor(values.day));
      if (data) setStatus(registeredWords(data.registerVisitor));
      focusAfterRender(`${base}-status`);
    } catch (error) {
      const fields = Object.entries(serverFieldErrors(error));
      const mine = Object.fromEntries(fields.filter(([field]) => isVisitorField(field))) as VisitorErrors;
      // A message whose field is not on the form (or none named) is said above it.
      const elsewhere = fields.length === 0 || fields.some(([field]) => !isVisitorField(field));
      show(mine, elsewhere ? serverMessage(error, 'The visitor was not registered. Try again in a moment.') : null);
    }
  }

  return (
    // noValidate: our messages (and the gateway's) replace the browser's bubbles.
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Register a visitor">
      <Status id={`${base}-status`} role="status" tabIndex={-1}>
        {status}
      </Status>
      {noBed && (
        <Notice>
          <Alert tone="info">You hold no bed yet: visitors come to residents of a hostel. You can register a visitor once you have a room.</Alert>
        </Notice>
      )}
      {failure && (
        <Failure id={`${base}-failure`} tabIndex={-1}>
          <Alert>{failure}</Alert>
        </Failure>
      )}
      <VisitorFields idOf={idOf} values={values} errors={errors} onChange={change} rules={rules} today={today} disabled={loading || noBed} />
      <Button type="submit" loading={loading} disabled={noBed}>
        Register the visitor
      </Button>
    </form>
  );
}
