import { useId, useState, type FormEvent } from 'react';
import { styled, Alert, Button, SelectField, TextAreaField, TextField } from 'ui';
import { useFormErrors } from '../../components/use-form-errors';
import { ChoiceFieldset, ChoiceLabel, ErrorText } from './choice-fieldset';
import { PhotoPicker } from './photo-picker';
import { reportRepair } from './report-repair.api';
import { EMPTY_REPAIR, FIELD_ORDER, formFieldOf, validateRepair, type RepairErrors, type RepairField, type RepairFormValues } from './repair-form-values';
import { CATEGORY_WORDS, URGENCY_WORDS } from './repair-words';
import type { RepairCategory, RepairPriority } from './repairs.operations';

const CATEGORIES = (Object.keys(CATEGORY_WORDS) as RepairCategory[]).map((value) => ({ value, label: CATEGORY_WORDS[value] }));
const URGENCIES = (Object.keys(URGENCY_WORDS) as RepairPriority[]).map((value) => ({ value, label: URGENCY_WORDS[value] }));

const Status = styled.p`
  margin: 0 0 1rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.success};

  &:empty {
    display: none;
  }
`;

const MayEnter = styled(ChoiceLabel)`
  margin-bottom: 1rem;
`;

const Failure = styled.div`
  margin-bottom: 1rem;

  &:focus {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
  }
`;

/** The student's room as `myRoom` has it, or null when they hold no bed. */
export interface RepairRoom {
  number: number;
  hostelName: string;
}

/** Props of {@link ReportRepairForm}. */
export interface ReportRepairFormProps {
  /** Undefined while it is being read. */
  room: RepairRoom | null | undefined;
  /** After the gateway saved the report: the page shows it and moves the focus to it. */
  onReported: (jobId: string) => void;
}

/**
 * "Report a problem": what, where, how urgent, whether staff may enter, and up to 3 photos. A
 * refusal (ours or the gateway's) is said beside its field, or above the form when it names none
 * (ten open reports already), and the focus goes to the first; nothing typed or chosen is lost.
 */
export function ReportRepairForm({ room, onReported }: ReportRepairFormProps) {
  const base = useId();
  const idOf = (field: RepairField) => (field === 'place' || field === 'urgency' ? `${base}-${field}-0` : `${base}-${field}`);
  const [values, setValues] = useState<RepairFormValues>(EMPTY_REPAIR);
  const [photos, setPhotos] = useState<File[]>([]);
  const { errors, setErrors, failure, show, fixed } = useFormErrors<RepairField>(FIELD_ORDER, idOf, `${base}-failure`);
  // A student without a bed has nothing to report yet: the form stays in view, every control off, under the notice saying why.
  const noBed = room === null;
  const [sending, setSending] = useState(false);
  const [status, setStatus] = useState('');
  const change = <F extends keyof RepairFormValues>(field: F, value: RepairFormValues[F]) => {
    setValues((current) => ({ ...current, [field]: value }));
    fixed(field);
    setStatus('');
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setStatus('');
    const found = validateRepair(values);
    if (Object.keys(found).length > 0) return show(found, null);
    setSending(true);
    const answer = await reportRepair(values, photos);
    setSending(false);
    if (answer.sent) {
      setValues(EMPTY_REPAIR);
      setPhotos([]);
      show({}, null);
      setStatus('Your report was sent.');
      onReported(answer.jobId);
      return;
    }
    const fields: RepairErrors = {};
    for (const { field, message } of answer.fields) {
      const shown = formFieldOf(field, message, photos);
      if (shown && !fields[shown[0]]) fields[shown[0]] = shown[1];
    }
    show(fields, answer.message);
  }

  const place = [
    { value: 'room' as const, label: room ? `My room: Room ${room.number}, ${room.hostelName}` : 'My room' },
    { value: 'common' as const, label: 'A common area of my hostel' },
  ];

  return (
    // noValidate: our messages (and the gateway's) replace the browser's bubbles.
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Report a problem">
      <Status role="status">{status}</Status>
      {room === null && <Alert tone="info">You hold no bed yet: repairs are reported by students who live in a hostel. A common area of your hostel can be reported once you have a room.</Alert>}
      {failure && (
        <Failure id={`${base}-failure`} tabIndex={-1}>
          <Alert>{failure}</Alert>
        </Failure>
      )}
      <SelectField id={idOf('category')} label="What kind of problem?" name="category" placeholder="Choose one" options={CATEGORIES} value={values.category} onChange={(v) => change('category', v as RepairCategory)} error={errors.category} required disabled={sending || noBed} />
      <ChoiceFieldset id={`${base}-place`} legend="Where is it?" name="place" value={values.place} options={place} onChange={(v) => change('place', v)} error={errors.place} disabled={sending || noBed} />
      {values.place === 'common' && (
        <TextField id={idOf('commonArea')} label="Which common area?" name="commonArea" placeholder="e.g. 2nd floor washroom" value={values.commonArea} onChange={(v) => change('commonArea', v)} error={errors.commonArea} required disabled={sending || noBed} />
      )}
      <TextAreaField id={idOf('description')} label="What is wrong?" name="description" maxLength={2000} value={values.description} onChange={(v) => change('description', v)} error={errors.description} required disabled={sending || noBed} />
      <ChoiceFieldset id={`${base}-urgency`} legend="How urgent does it seem?" name="urgency" value={values.urgency} options={URGENCIES} onChange={(v) => change('urgency', v)} error={errors.urgency} disabled={sending || noBed} />
      <MayEnter>
        <input id={idOf('mayEnter')} type="checkbox" name="mayEnter" checked={values.mayEnter} onChange={(event) => change('mayEnter', event.target.checked)} disabled={sending || noBed} aria-describedby={errors.mayEnter ? `${base}-mayEnter-error` : undefined} />
        Staff may enter while I am out
      </MayEnter>
      {errors.mayEnter && (
        <ErrorText id={`${base}-mayEnter-error`} role="alert">
          {errors.mayEnter}
        </ErrorText>
      )}
      <PhotoPicker
        id={idOf('photos')}
        photos={photos}
        onChange={(chosen) => {
          setPhotos(chosen);
          setStatus('');
        }}
        error={errors.photos}
        onRefused={(message) => setErrors(({ photos: _old, ...rest }) => (message ? { ...rest, photos: message } : rest))}
        disabled={sending || noBed}
      />
      <Button type="submit" loading={sending} disabled={noBed}>
        Send the report
      </Button>
    </form>
  );
}
