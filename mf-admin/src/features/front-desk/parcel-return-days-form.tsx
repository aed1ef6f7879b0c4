import { useId, useState, type FormEvent } from 'react';
import { Alert, Spinner, TextField } from 'ui';
import { serverMessage } from 'web-kit';
import { useMutation, useQuery } from 'web-kit/graphql';
import { formFailure } from '../../shared/form-failure';
import { RefusalMessage, StatusMessage, useStatus } from '../../shared/status-message';
import { DeskForm, Section, WideButton } from './desk-styles';
import { DESK_PARCEL_SETTINGS, DESK_SET_PARCEL_RETURN_DAYS } from './front-desk.operations';

/** The gateway's bounds (parcels.validate.ts): a whole number of days, 1 to 90. */
export const MIN_DAYS = 1;
export const MAX_DAYS = 90;
const OUT_OF_BOUNDS = `Days must be a whole number from ${MIN_DAYS} to ${MAX_DAYS}.`;

const checked = (text: string): number | null => {
  const days = /^\d+$/.test(text.trim()) ? Number(text.trim()) : NaN;
  return Number.isInteger(days) && days >= MIN_DAYS && days <= MAX_DAYS ? days : null;
};

const daysWords = (days: number) => `${days} day${days === 1 ? '' : 's'}`;

function DaysForm({ saved }: { saved: number }) {
  const [days, setDays] = useState(String(saved));
  const [error, setError] = useState<string | undefined>();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [status, say] = useStatus();
  const [setReturnDays, { loading }] = useMutation(DESK_SET_PARCEL_RETURN_DAYS, {
    update: (data, _variables, cache) => cache.updateQuery(DESK_PARCEL_SETTINGS, undefined, () => ({ parcelSettings: data.setParcelReturnDays })),
    // Each waiting card says from when it may go back to sender: that moves with the period.
    refetchQueries: ['DeskParcels'],
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setRefusal(null);
    const wanted = checked(days);
    setError(wanted === null ? OUT_OF_BOUNDS : undefined);
    if (wanted === null) return;
    if (wanted === saved) return say(`Nothing to save: parcels already wait ${daysWords(saved)}.`);
    try {
      const { data } = await setReturnDays({ variables: { days: wanted } });
      if (!data) return;
      say(`Saved: the desk may return a parcel to sender ${daysWords(data.setParcelReturnDays.returnAfterDays)} after it arrived.`);
    } catch (failure) {
      const { fieldErrors, message } = formFailure(failure, ['days'], 'The period was not saved: the server did not answer. Try again.');
      setError(fieldErrors.days);
      setRefusal(message);
    }
  };

  return (
    <DeskForm aria-label="Return to sender after" noValidate onSubmit={(event) => void submit(event)}>
      <TextField label={`Days a parcel waits (${MIN_DAYS} to ${MAX_DAYS})`} name="returnAfterDays" type="number" min={MIN_DAYS} max={MAX_DAYS} value={days} error={error} onChange={setDays} />
      {refusal && <RefusalMessage>{refusal}</RefusalMessage>}
      <StatusMessage status={status} />
      <WideButton type="submit" loading={loading}>
        Save period
      </WideButton>
    </DeskForm>
  );
}

/**
 * Admin: how long a waiting parcel stays at the desk before the desk may return it to sender
 * (the office's `parcelSettings`). Parcels already waiting move with it: each may go back that many
 * days after it arrived.
 */
export function ParcelReturnDaysForm() {
  const id = useId();
  const { data, error } = useQuery(DESK_PARCEL_SETTINGS);
  let body;
  if (error && !data) body = <Alert>{serverMessage(error, 'Could not load the return period.')}</Alert>;
  else if (!data) body = <Spinner label="Loading the return period" />;
  else body = <DaysForm saved={data.parcelSettings.returnAfterDays} />;
  return (
    <Section aria-labelledby={id}>
      <h2 id={id}>Return to sender</h2>
      <p>The desk may return a parcel nobody collected to sender this many days after it arrived. The student is told.</p>
      {body}
    </Section>
  );
}
