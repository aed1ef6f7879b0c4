import { type FormEvent, type ReactNode, useEffect, useId, useState } from 'react';
import { styled, Alert, Button, Spinner, TextField } from 'ui';
import { officeMomentOf, officeWallTime, serverMessage } from 'web-kit';
import { useQuery } from 'web-kit/graphql';
import type { DrawMode, SelectionProcessInput } from '../../gql/graphql';
import { formFailure } from '../../shared/form-failure';
import { YEARS_OF_STUDY } from '../../shared/years-of-study';
import { at, choiceOf, DRAW_WORD, GENDER_CHOICE_WORD, gendersOf, type GenderChoice } from './process-words';
import { PREVIEW_PROCESS, PROCESS_HOSTELS, type SelectionProcessRow } from './selection-process.operations';

/** What the form holds, as typed: times as the office's wall clock reads them, numbers as text. */
export interface ProcessValues {
  name: string;
  hostelIds: string[];
  gender: GenderChoice;
  years: number[];
  draw: DrawMode;
  seed: string;
  firstSlotAt: string;
  slotMinutes: string;
  perSlot: string;
  closesAt: string;
}

/** The input's fields, which the server names in `extensions.fields`; a field's message shows beside it. */
export const PROCESS_FIELDS_NAMED = ['name', 'hostelIds', 'genders', 'yearsOfStudy', 'draw', 'seed', 'firstSlotAt', 'slotMinutes', 'perSlot', 'closesAt'] as const;
export type ProcessField = (typeof PROCESS_FIELDS_NAMED)[number];
export type ProcessFieldErrors = Partial<Record<ProcessField, string>>;


export const EMPTY_PROCESS: ProcessValues = {
  name: '',
  hostelIds: [],
  gender: 'BOTH',
  years: [],
  draw: 'YEAR_THEN_RANDOM',
  seed: '',
  firstSlotAt: '',
  slotMinutes: '10',
  perSlot: '40',
  closesAt: '',
};

/** A draft's values, to change it. */
export const valuesOf = (process: SelectionProcessRow): ProcessValues => ({
  name: process.name,
  hostelIds: process.hostels.map((h) => h.id),
  gender: choiceOf(process.genders),
  years: [...process.yearsOfStudy],
  draw: process.draw,
  seed: process.seed,
  firstSlotAt: officeWallTime(process.firstSlotAt),
  slotMinutes: String(process.slotMinutes),
  perSlot: String(process.perSlot),
  closesAt: officeWallTime(process.closesAt),
});

const wholeNumber = (text: string): number | null => (/^\s*\d+\s*$/.test(text) ? Number(text) : null);

/**
 * What the server is sent, or null while the form is not complete enough to send (no hostel, a
 * time or a number missing). Times typed are the office's, whatever zone the browser keeps.
 */
export function inputOf(values: ProcessValues): SelectionProcessInput | null {
  const firstSlotAt = officeMomentOf(values.firstSlotAt);
  const closesAt = officeMomentOf(values.closesAt);
  const slotMinutes = wholeNumber(values.slotMinutes);
  const perSlot = wholeNumber(values.perSlot);
  if (values.hostelIds.length === 0 || !firstSlotAt || !closesAt || slotMinutes === null || perSlot === null) return null;
  return {
    name: values.name.trim(),
    hostelIds: values.hostelIds,
    genders: gendersOf(values.gender),
    yearsOfStudy: [...values.years].sort((a, b) => a - b),
    draw: values.draw,
    seed: values.seed.trim() || null,
    firstSlotAt: firstSlotAt.toISOString(),
    slotMinutes,
    perSlot,
    closesAt: closesAt.toISOString(),
  };
}

/** The form's own checks before Save: what it cannot send at all (the server checks the rest). */
export function checkProcess(values: ProcessValues): ProcessFieldErrors {
  const errors: ProcessFieldErrors = {};
  if (!values.name.trim()) errors.name = 'Name the process.';
  if (values.hostelIds.length === 0) errors.hostelIds = 'Choose at least one hostel.';
  if (!officeMomentOf(values.firstSlotAt)) errors.firstSlotAt = 'Enter the date and time the first slot opens.';
  if (!officeMomentOf(values.closesAt)) errors.closesAt = 'Enter the date and time the process closes.';
  if (wholeNumber(values.slotMinutes) === null) errors.slotMinutes = 'Slot length is whole minutes.';
  if (wholeNumber(values.perSlot) === null) errors.perSlot = 'Students per slot is a whole number.';
  return errors;
}

/** How long the form waits after the last change before it asks for a preview. */
export const PREVIEW_DELAY_MS = 400;

/** `value`, once it has stayed the same for `ms` (keyed by its JSON: a new equal object is no change). */
function useSettled<T>(value: T, ms: number): T {
  const key = JSON.stringify(value);
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the key is the identity of the value
  }, [key, ms]);
  return settled;
}

const Grid = styled.div`
  display: grid;
  gap: 0 1rem;
  grid-template-columns: repeat(auto-fit, minmax(min(14rem, 100%), 1fr));
`;

// A group of checkboxes or radios under its legend; each line a 44 px target, wrapping on a phone.
const Group = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: 0 1.25rem;
  min-width: 0;
  margin: 0 0 1rem;
  padding: 0.5rem 0.75rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};

  legend {
    padding: 0 0.25rem;
    font-size: 0.875rem;
    font-weight: 600;
  }

  label {
    align-items: center;
    display: inline-flex;
    gap: 0.5rem;
    min-height: 44px;
  }
`;

const GroupError = styled.p`
  flex-basis: 100%;
  margin: 0 0 0.5rem;
  color: ${({ theme }) => theme.colors.danger};
  font-size: 0.8125rem;
`;

const Hint = styled.p`
  flex-basis: 100%;
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.8125rem;
`;

const Preview = styled.section`
  margin: 0 0 1rem;
  padding: 0.75rem 1rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.background};

  h2 {
    margin: 0 0 0.5rem;
    font-size: 1rem;
  }

  dl {
    display: grid;
    grid-template-columns: max-content minmax(0, 1fr);
    gap: 0.25rem 1rem;
    margin: 0 0 0.5rem;
  }

  dt {
    font-weight: 600;
  }

  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }

  p {
    margin: 0;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

/** A group of choices with its legend, its error (beside it, announced) and a hint. */
function ChoiceGroup({ legend, error, hint, children }: { legend: string; error?: string; hint?: string; children: ReactNode }) {
  const errorId = useId();
  return (
    <Group aria-describedby={error ? errorId : undefined}>
      <legend>{legend}</legend>
      {children}
      {hint && <Hint>{hint}</Hint>}
      {error && (
        <GroupError id={errorId} role="alert">
          {error}
        </GroupError>
      )}
    </Group>
  );
}

const toggle = <T,>(list: readonly T[], item: T, on: boolean): T[] => (on ? [...list, item] : list.filter((x) => x !== item));

/** The preview of the settings as they stand: the server counts who takes part and when the last slot opens. */
function ProcessPreview({ input }: { input: SelectionProcessInput | null }) {
  const { data, error, loading } = useQuery(PREVIEW_PROCESS, { variables: { input: input! }, skip: !input, fetchPolicy: 'network-only' });
  let body;
  if (!input) body = <p>Choose the hostels and enter both times to see who takes part and when the last slot opens.</p>;
  else if (error && !data) body = <Alert>{serverMessage(error, 'Could not work out the preview.')}</Alert>;
  else if (!data || loading) body = <Spinner label="Working out the preview" />;
  else {
    const preview = data.previewSelectionProcess;
    body = (
      <>
        <dl>
          <dt>Entrants</dt>
          <dd>{preview.entrants.toLocaleString('en')}</dd>
          <dt>Slots</dt>
          <dd>{preview.slots.toLocaleString('en')}</dd>
          <dt>Last slot opens</dt>
          <dd>{at(preview.lastSlotAt)}</dd>
        </dl>
        {/* The server's sentence names its moments in its own style: said only when it refuses, beside the dates above. */}
        {preview.fits ? <p>{`The last slot opens before the close (${at(preview.closesAt)}): it can be published.`}</p> : <Alert tone="warning">{preview.message} It cannot be published like this.</Alert>}
      </>
    );
  }
  return (
    <Preview aria-labelledby="process-preview-heading" aria-live="polite" aria-busy={Boolean(input) && loading}>
      <h2 id="process-preview-heading">Preview</h2>
      {body}
    </Preview>
  );
}

/** Props of {@link ProcessForm}. */
export interface ProcessFormProps {
  initial: ProcessValues;
  /** The form's accessible name. */
  label: string;
  submitLabel: string;
  /** Sends the input; whatever it throws is shown (field messages beside their fields). */
  onSubmit: (input: SelectionProcessInput) => Promise<void>;
  cancel: ReactNode;
  /** The draft's own hostels: offered even when no longer in service (the server then says why not). */
  known?: readonly { id: string; name: string }[];
}

/**
 * A selection process's settings (a new one, or a draft's), with a live preview from the server:
 * how many students take part, in how many slots, and whether the last slot opens before the
 * close. Publishing waits for that; a draft may be saved either way.
 */
export function ProcessForm({ initial, label, submitLabel, onSubmit, cancel, known = [] }: ProcessFormProps) {
  const hostels = useQuery(PROCESS_HOSTELS, { fetchPolicy: 'cache-and-network' });
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<ProcessFieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const input = useSettled(inputOf(values), PREVIEW_DELAY_MS);

  const change = <K extends keyof ProcessValues>(field: K, value: ProcessValues[K], named: ProcessField) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [named]: _answered, ...rest }) => rest);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const found = checkProcess(values);
    setErrors(found);
    const sent = inputOf(values);
    if (Object.keys(found).length > 0 || !sent) return;
    setBusy(true);
    try {
      await onSubmit(sent);
    } catch (error) {
      const { fieldErrors, message } = formFailure(error, PROCESS_FIELDS_NAMED, 'Could not save the process. Try again.');
      setErrors(fieldErrors);
      setFailure(message);
      setBusy(false);
    }
  };

  // Hostels on offer: those in service, and any the draft already has (named as the process names them).
  const offered = hostels.data?.hostels ?? [];
  const hostelList = [...offered, ...known.filter((k) => !offered.some((h) => h.id === k.id))];

  return (
    <form aria-label={label} noValidate onSubmit={(event) => void submit(event)}>
      <TextField label="Name" name="name" value={values.name} onChange={(name) => change('name', name, 'name')} error={errors.name} required autoComplete="off" placeholder="Selection day 2027" />
      {hostels.error && !hostels.data ? (
        <Alert>{serverMessage(hostels.error, 'Could not load the hostels.')}</Alert>
      ) : !hostels.data ? (
        <Spinner label="Loading the hostels" />
      ) : (
        <ChoiceGroup legend="Hostels" error={errors.hostelIds}>
          {hostelList.map((hostel) => (
            <label key={hostel.id}>
              <input type="checkbox" name="hostelIds" value={hostel.id} checked={values.hostelIds.includes(hostel.id)} onChange={(event) => change('hostelIds', toggle(values.hostelIds, hostel.id, event.target.checked), 'hostelIds')} />
              {hostel.name}
            </label>
          ))}
        </ChoiceGroup>
      )}
      <ChoiceGroup legend="Who takes part" error={errors.genders}>
        {(Object.keys(GENDER_CHOICE_WORD) as GenderChoice[]).map((choice) => (
          <label key={choice}>
            <input type="radio" name="gender" value={choice} checked={values.gender === choice} onChange={() => change('gender', choice, 'genders')} />
            {GENDER_CHOICE_WORD[choice]}
          </label>
        ))}
      </ChoiceGroup>
      <ChoiceGroup legend="Years of study" hint="None ticked: every year takes part." error={errors.yearsOfStudy}>
        {[...new Set([...YEARS_OF_STUDY, ...initial.years])]
          .sort((a, b) => a - b)
          .map((year) => (
            <label key={year}>
              <input type="checkbox" name="yearsOfStudy" value={year} checked={values.years.includes(year)} onChange={(event) => change('years', toggle(values.years, year, event.target.checked), 'yearsOfStudy')} />
              Year {year}
            </label>
          ))}
      </ChoiceGroup>
      <ChoiceGroup legend="Lottery numbers" error={errors.draw}>
        {(Object.keys(DRAW_WORD) as DrawMode[]).map((draw) => (
          <label key={draw}>
            <input type="radio" name="draw" value={draw} checked={values.draw === draw} onChange={() => change('draw', draw, 'draw')} />
            {DRAW_WORD[draw]}
          </label>
        ))}
      </ChoiceGroup>
      <Grid>
        <TextField label="Seed (left empty: drawn at random and recorded)" name="seed" value={values.seed} onChange={(seed) => change('seed', seed, 'seed')} error={errors.seed} autoComplete="off" />
        <TextField label="First slot opens" name="firstSlotAt" type="datetime-local" value={values.firstSlotAt} onChange={(text) => change('firstSlotAt', text, 'firstSlotAt')} error={errors.firstSlotAt} required />
        <TextField label="Slot length (minutes)" name="slotMinutes" type="number" min={1} max={1440} value={values.slotMinutes} onChange={(text) => change('slotMinutes', text, 'slotMinutes')} error={errors.slotMinutes} required />
        <TextField label="Students per slot" name="perSlot" type="number" min={1} value={values.perSlot} onChange={(text) => change('perSlot', text, 'perSlot')} error={errors.perSlot} required />
        <TextField label="Closes" name="closesAt" type="datetime-local" value={values.closesAt} onChange={(text) => change('closesAt', text, 'closesAt')} error={errors.closesAt} required />
      </Grid>
      <ProcessPreview input={input} />
      {failure && <Alert>{failure}</Alert>}
      <Actions>
        <Button type="submit" loading={busy}>
          {submitLabel}
        </Button>
        {cancel}
      </Actions>
    </form>
  );
}
