import { useId, useState, type FormEvent } from 'react';
import { Alert, Spinner, TextField } from 'ui';
import { serverMessage } from 'web-kit';
import { useMutation, useQuery } from 'web-kit/graphql';
import { formFailure } from '../../shared/form-failure';
import { StatusMessage, useStatus } from '../../shared/status-message';
import { DeskForm, Section, WideButton } from '../front-desk/desk-styles';
import { SET_RETENTION_DAYS, VISITOR_SETTINGS } from './visitors-desk.operations';

/** The gateway's bounds (visitors.validate.ts): a whole number of days, 7 to 365. */
export const MIN_DAYS = 7;
export const MAX_DAYS = 365;
const OUT_OF_BOUNDS = `Days must be a whole number from ${MIN_DAYS} to ${MAX_DAYS}.`;

const checked = (text: string): number | null => {
  const days = /^\d+$/.test(text.trim()) ? Number(text.trim()) : NaN;
  return Number.isInteger(days) && days >= MIN_DAYS && days <= MAX_DAYS ? days : null;
};

function DaysForm({ saved }: { saved: number }) {
  const [days, setDays] = useState(String(saved));
  const [error, setError] = useState<string | undefined>();
  const [status, say] = useStatus();
  const [setRetention, { loading }] = useMutation(SET_RETENTION_DAYS, {
    update: (data, _variables, cache) => cache.updateQuery(VISITOR_SETTINGS, undefined, () => ({ visitorSettings: data.setVisitorRetentionDays })),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const wanted = checked(days);
    setError(wanted === null ? OUT_OF_BOUNDS : undefined);
    if (wanted === null) return say('Not saved: check the days.', { tone: 'error' });
    try {
      const { data } = await setRetention({ variables: { days: wanted } });
      if (data) say(`Saved: a visit's record is erased ${data.setVisitorRetentionDays.retentionDays} days after the visit.`);
    } catch (failure) {
      const { fieldErrors, message } = formFailure(failure, ['days'], 'The period was not saved: the server did not answer. Try again.');
      setError(fieldErrors.days);
      say(message ?? 'Not saved: check the days.', { tone: 'error' });
    }
  };

  return (
    <DeskForm aria-label="Keep visitor records" noValidate onSubmit={(event) => void submit(event)}>
      <TextField label={`Days a visit's record is kept (${MIN_DAYS} to ${MAX_DAYS})`} name="retentionDays" type="number" min={MIN_DAYS} max={MAX_DAYS} value={days} error={error} onChange={setDays} />
      <StatusMessage status={status} />
      <WideButton type="submit" loading={loading}>
        Save period
      </WideButton>
    </DeskForm>
  );
}

/**
 * Admin: how long visitor records (names, phones, the ID's last 4) are kept after the visit;
 * then a job erases them, and the audit says so. Visitor data is personal data.
 */
export function RetentionDaysForm() {
  const id = useId();
  const { data, error } = useQuery(VISITOR_SETTINGS);
  let body;
  if (error && !data) body = <Alert>{serverMessage(error, 'Could not load the period.')}</Alert>;
  else if (!data) body = <Spinner label="Loading the period" />;
  else body = <DaysForm saved={data.visitorSettings.retentionDays} />;
  return (
    <Section aria-labelledby={id}>
      <h2 id={id}>Keeping visitor records</h2>
      <p>Each visit&apos;s record is erased this many days after the visit.</p>
      {body}
    </Section>
  );
}
