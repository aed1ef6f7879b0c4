import { type FormEvent, useState } from 'react';
import { styled, Alert, Button, Card, Spinner, TextField } from 'ui';
import { serverMessage } from 'web-kit';
import { useMutation, useQuery } from 'web-kit/graphql';
import { RefusalMessage, StatusMessage, useStatus } from '../../../shared/status-message';
import { REPAIR_PRIORITY_TIMES, SET_REPAIR_PRIORITY_TIME, type RepairPriority } from '../repairs.operations';
import { duration, PRIORITIES, PRIORITY_WORDS } from '../repair-words';

/** The gateway's bounds (repairs.people.ts): a whole number of hours, 1 to 90 days. */
export const MIN_HOURS = 1;
export const MAX_HOURS = 2160;
const OUT_OF_BOUNDS = `Hours must be a whole number from ${MIN_HOURS} to ${MAX_HOURS} (90 days).`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(11rem, 1fr));
  gap: 0 1rem;
`;

type Hours = Record<RepairPriority, string>;

const checked = (text: string): number | null => {
  const hours = /^\d+$/.test(text.trim()) ? Number(text.trim()) : NaN;
  return Number.isInteger(hours) && hours >= MIN_HOURS && hours <= MAX_HOURS ? hours : null;
};

function TimesForm({ saved }: { saved: Record<RepairPriority, number> }) {
  const [hours, setHours] = useState<Hours>(() => Object.fromEntries(PRIORITIES.map((p) => [p, String(saved[p])])) as Hours);
  const [errors, setErrors] = useState<Partial<Hours>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [status, say] = useStatus();
  const [setTime, { loading }] = useMutation(SET_REPAIR_PRIORITY_TIME, {
    update: (data, _variables, cache) => cache.updateQuery(REPAIR_PRIORITY_TIMES, undefined, () => ({ repairPriorityTimes: data.setRepairPriorityTime })),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setRefusal(null);
    const wrong = Object.fromEntries(PRIORITIES.filter((p) => checked(hours[p]) === null).map((p) => [p, OUT_OF_BOUNDS]));
    setErrors(wrong);
    if (Object.keys(wrong).length > 0) return;
    const changed = PRIORITIES.filter((p) => checked(hours[p]) !== saved[p]);
    if (changed.length === 0) return say('Nothing to save: the times are as they were.');
    for (const priority of changed) {
      try {
        await setTime({ variables: { priority, hours: checked(hours[priority])! } });
      } catch (error) {
        setRefusal(serverMessage(error, `Could not save the time for ${PRIORITY_WORDS[priority]}.`));
        return;
      }
    }
    say(`Times to fix saved: ${changed.map((p) => `${PRIORITY_WORDS[p]} ${duration(checked(hours[p])!)}`).join(', ')}.`);
  };

  return (
    <form aria-label="Time to fix each priority" noValidate onSubmit={(event) => void submit(event)}>
      <Grid>
        {PRIORITIES.map((priority) => (
          <TextField
            key={priority}
            label={`${PRIORITY_WORDS[priority]} (hours)`}
            name={`hours-${priority}`}
            type="number"
            min={MIN_HOURS}
            max={MAX_HOURS}
            value={hours[priority]}
            error={errors[priority]}
            onChange={(value) => setHours({ ...hours, [priority]: value })}
          />
        ))}
      </Grid>
      {refusal && <RefusalMessage>{refusal}</RefusalMessage>}
      <StatusMessage status={status} />
      <Button type="submit" loading={loading}>
        Save times
      </Button>
    </form>
  );
}

/**
 * Admin: how long the office gives itself to fix each priority. A job's due time is its report's
 * time plus its priority's hours, set when it is prioritised: a change here moves no due time set before.
 */
export function RepairPriorityTimesForm() {
  const { data, error } = useQuery(REPAIR_PRIORITY_TIMES);
  let body;
  if (error && !data) body = <Alert>{serverMessage(error, 'Could not load the times to fix.')}</Alert>;
  else if (!data) body = <Spinner label="Loading the times to fix" />;
  else {
    const saved = Object.fromEntries(data.repairPriorityTimes.map((t) => [t.priority, t.hours])) as Record<RepairPriority, number>;
    body = <TimesForm saved={saved} />;
  }
  return (
    <Card title="Time to fix each priority" headingLevel={2} subtitle="A job is due this many hours after it was reported, once you set its priority. New times apply to jobs prioritised from now on.">
      {body}
    </Card>
  );
}
