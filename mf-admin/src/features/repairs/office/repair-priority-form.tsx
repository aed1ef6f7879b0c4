import { type FormEvent, useState } from 'react';
import { Button, Card, SelectField } from 'ui';
import { useMutation, useQuery } from 'web-kit/graphql';
import { when } from '../../../shared/date-time';
import { PRIORITISE_REPAIR, REPAIR_PRIORITY_TIMES, type RepairJob, type RepairPriority } from '../repairs.operations';
import { type Say, runAction } from './job-action';
import { PRIORITIES, PRIORITY_WORDS, priorityChoice } from '../repair-words';
import { DueTime } from './repairs-table';

/** The office's priority of an open job; its due time follows from the priority's time to fix. */
export function RepairPriorityForm({ job, say }: { job: RepairJob; say: Say }) {
  const times = useQuery(REPAIR_PRIORITY_TIMES).data?.repairPriorityTimes;
  const [choice, setChoice] = useState<string>(job.priority ?? '');
  const [error, setError] = useState<string>();
  const [prioritise, { loading }] = useMutation(PRIORITISE_REPAIR);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!choice) return setError('Choose a priority.');
    setError(undefined);
    const priority = choice as RepairPriority;
    void runAction(
      say,
      () => prioritise({ variables: { id: job.id, priority } }),
      'Could not set the priority.',
      ({ data }) => {
        const due = data?.prioritiseRepair.dueAt;
        return `Priority set to ${PRIORITY_WORDS[priority]}${due ? `: due by ${when(due)}` : ''}.`;
      },
    );
  };

  return (
    <Card title="Priority" headingLevel={2}>
      <p>
        {job.dueAt ? (
          <>
            Due by <DueTime job={job} />
          </>
        ) : (
          'No due time until you set a priority.'
        )}
      </p>
      <form aria-label="Priority" noValidate onSubmit={submit}>
        <SelectField
          label="Priority"
          name="priority"
          value={choice}
          error={error}
          placeholder="Choose a priority"
          onChange={setChoice}
          options={PRIORITIES.map((p) => ({ value: p, label: priorityChoice(p, times?.find((t) => t.priority === p)?.hours) }))}
        />
        <Button type="submit" loading={loading}>
          Save priority
        </Button>
      </form>
    </Card>
  );
}
