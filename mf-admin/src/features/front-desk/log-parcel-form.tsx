import { useId, useRef, useState, type FormEvent } from 'react';
import { styled, Alert, TextField } from 'ui';
import { useMutation } from 'web-kit/graphql';
import { formFailure } from '../../shared/form-failure';
import type { SayOptions } from '../../shared/status-message';
import { DESK_LOG_PARCEL, type ParcelRecipient } from './front-desk.operations';
import { QUICK_COURIERS } from './parcel-words';
import { RecipientSearch } from './recipient-search';
import { DeskForm, ErrorText, FieldLabel, Section, WideButton } from './desk-styles';
import { rememberShelf, rememberedShelf } from './remembered-shelf';

const FIELDS = ['studentId', 'courier', 'trackingNumber', 'shelf', 'perishable'] as const;
type Field = (typeof FIELDS)[number];

const Couriers = styled.div`
  min-width: 0;
`;

const Quick = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin-bottom: 0.5rem;
`;

const QuickChoice = styled.button`
  min-height: 2.75rem;
  padding: 0.25rem 0.875rem;
  border: 2px solid ${({ theme }) => theme.colors.border};
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.surface};
  color: inherit;
  font: inherit;
  cursor: pointer;

  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primary};
    color: #ffffff;
  }
`;

const Check = styled.label`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  min-height: 3rem;
  font-size: 1.0625rem;

  input {
    width: 1.5rem;
    height: 1.5rem;
  }
`;

/**
 * Logging a parcel as it arrives, at most three taps and some typing: the resident (found as the
 * guard types), the courier (a quick choice, kept), the shelf (kept from the last parcel), then
 * Log parcel. The form is ready for the next parcel at once, the focus back in the search.
 */
export function LogParcelForm({ say }: { say: (text: string, options?: SayOptions) => void }) {
  const search = useRef<HTMLInputElement>(null);
  const courierHint = useId();
  const [text, setText] = useState('');
  const [recipient, setRecipient] = useState<ParcelRecipient | null>(null);
  const [courier, setCourier] = useState('');
  const [tracking, setTracking] = useState('');
  const [shelf, setShelf] = useState(rememberedShelf);
  const [perishable, setPerishable] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [log, { loading }] = useMutation(DESK_LOG_PARCEL);

  const type = (next: string) => {
    setText(next);
    setRecipient(null);
  };
  const choose = (chosen: ParcelRecipient) => {
    setRecipient(chosen);
    setText(chosen.name);
    setErrors(({ studentId: _, ...rest }) => rest);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!recipient) {
      setErrors({ studentId: 'Choose the resident from the list.' });
      search.current?.focus();
      return;
    }
    const input = { studentId: recipient.studentId, courier: courier.trim(), trackingNumber: tracking.trim() || null, shelf: shelf.trim(), perishable };
    try {
      const { data } = await log({ variables: { input } });
      if (!data) return;
      const logged = data.logParcel;
      say(`Parcel for ${logged.studentName} logged on shelf ${logged.shelf}.`, { focus: false });
      rememberShelf(logged.shelf);
      setErrors({});
      setRefusal(null);
      type('');
      setTracking('');
      setPerishable(false);
      search.current?.focus();
    } catch (error) {
      const failure = formFailure(error, FIELDS, 'The parcel was not logged: the server did not answer. Try again.');
      setErrors(failure.fieldErrors);
      setRefusal(failure.message);
    }
  };

  return (
    <Section aria-labelledby={`${courierHint}-heading`}>
      <h2 id={`${courierHint}-heading`}>Log a parcel</h2>
      <DeskForm aria-label="Log a parcel" noValidate onSubmit={(event) => void submit(event)}>
        <RecipientSearch text={text} onText={type} chosen={recipient} onChoose={choose} error={errors.studentId} inputRef={search} />
        <Couriers role="group" aria-labelledby={courierHint}>
          <FieldLabel as="span" id={courierHint}>
            Courier
          </FieldLabel>
          <Quick>
            {QUICK_COURIERS.map((name) => (
              <QuickChoice key={name} type="button" aria-pressed={courier === name} onClick={() => setCourier(name)}>
                {name}
              </QuickChoice>
            ))}
          </Quick>
        </Couriers>
        <TextField label="Courier (or type another)" name="courier" value={courier} onChange={setCourier} error={errors.courier} autoComplete="off" />
        <TextField label="Tracking number (optional)" name="trackingNumber" value={tracking} onChange={setTracking} error={errors.trackingNumber} autoComplete="off" />
        <TextField label="Shelf" name="shelf" value={shelf} onChange={setShelf} error={errors.shelf} autoComplete="off" />
        <Check>
          <input type="checkbox" name="perishable" checked={perishable} onChange={(event) => setPerishable(event.target.checked)} />
          Perishable (the student is told at once)
        </Check>
        {errors.perishable && <ErrorText>{errors.perishable}</ErrorText>}
        {refusal && <Alert>{refusal}</Alert>}
        <WideButton type="submit" loading={loading}>
          Log parcel
        </WideButton>
      </DeskForm>
    </Section>
  );
}
