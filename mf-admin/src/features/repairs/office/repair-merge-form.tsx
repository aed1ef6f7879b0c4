import { type FormEvent, useState } from 'react';
import { Alert, Button, Card, SelectField, Spinner } from 'ui';
import { serverMessage } from 'web-kit';
import { useMutation, useQuery } from 'web-kit/graphql';
import { ConfirmStep } from '../../../shared/confirm-shell';
import { when } from '../../../shared/date-time';
import { MERGE_REPAIR, REPAIR_JOBS, type RepairJob, type RepairJobRow } from '../repairs.operations';
import type { Say } from './job-action';
import { CATEGORY_WORDS, placeOf, samePlace, STATUS_LOOK } from '../repair-words';

/** The most a hostel's open jobs are read at once to find duplicates (the gateway's largest page). */
const CANDIDATES_READ = 500;

const short = (text: string) => (text.length > 60 ? `${text.slice(0, 59)}…` : text);
const described = (other: RepairJobRow) => `Reported ${when(other.createdAt)} by ${other.studentName} (${STATUS_LOOK[other.status].label}): ${short(other.description)}`;

/** A duplicate joins the open job of the same place and category that it repeats; its student is told to follow that one. */
export function RepairMergeForm({ job, say }: { job: RepairJob; say: Say }) {
  const { data, error } = useQuery(REPAIR_JOBS, { variables: { filter: { hostelId: job.hostelId, first: CANDIDATES_READ } }, fetchPolicy: 'cache-and-network' });
  const [chosen, setChosen] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [asking, setAsking] = useState<RepairJobRow | null>(null);
  const [merge] = useMutation(MERGE_REPAIR);
  const candidates = data?.repairJobs.filter((other) => other.id !== job.id && other.category === job.category && samePlace(other, job));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const into = candidates?.find((other) => other.id === chosen);
    if (!into) return setFieldError('Choose the job to merge into.');
    setFieldError(undefined);
    setAsking(into);
  };

  const confirm = async (into: RepairJobRow) => {
    await merge({ variables: { id: job.id, intoId: into.id } });
    setAsking(null);
    say(`This job was merged into the one reported by ${into.studentName} on ${when(into.createdAt)}.`);
  };

  let body;
  if (error && !data) body = <Alert>{serverMessage(error, 'Could not look for other jobs.')}</Alert>;
  else if (!candidates) body = <Spinner label="Looking for other open jobs" />;
  else if (candidates.length === 0) body = <p>No other open {CATEGORY_WORDS[job.category].toLowerCase()} job at {placeOf(job)}.</p>;
  else
    body = (
      <form aria-label="Merge into another job" noValidate onSubmit={submit}>
        <SelectField
          label="Open job of the same place and category"
          name="intoId"
          value={chosen}
          error={fieldError}
          placeholder="Choose a job"
          onChange={setChosen}
          options={candidates.map((other) => ({ value: other.id, label: described(other) }))}
        />
        <Button type="submit" variant="secondary">
          Merge
        </Button>
      </form>
    );

  return (
    <Card title="Merge into another job" headingLevel={2} subtitle="When someone reported the same problem already, keep one job.">
      {body}
      {asking && (
        <ConfirmStep
          title="Merge this job into the other?"
          confirmLabel="Merge"
          fallback="Could not merge the job."
          onClose={() => setAsking(null)}
          onConfirm={() => confirm(asking)}
        >
          <p>
            This job closes as merged, and {job.studentName} is told to follow the job reported by {asking.studentName} on {when(asking.createdAt)}. It cannot be
            undone.
          </p>
        </ConfirmStep>
      )}
    </Card>
  );
}
