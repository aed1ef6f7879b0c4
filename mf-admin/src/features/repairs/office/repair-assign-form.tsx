import { type FormEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import { Alert, Button, Card, SelectField, Spinner } from 'ui';
import { serverMessage } from 'web-kit';
import { useMutation, useQuery } from 'web-kit/graphql';
import { when } from '../../../shared/date-time';
import { plural } from '../../../shared/plural';
import { ASSIGN_REPAIR, MAINTENANCE_STAFF, type RepairJob } from '../repairs.operations';
import { type Say, runAction } from './job-action';
import { TRADE_FOR, TRADE_WORDS } from '../repair-words';

/** Who fixes the job: the maintenance people of its trade (anyone for "other"), fewest open jobs first. */
export function RepairAssignForm({ job, say }: { job: RepairJob; say: Say }) {
  const trade = TRADE_FOR[job.category];
  const { data, error } = useQuery(MAINTENANCE_STAFF, { variables: trade ? { trade } : {}, fetchPolicy: 'cache-and-network' });
  const [chosen, setChosen] = useState<string | null>(null);
  const [assign, { loading }] = useMutation(ASSIGN_REPAIR);
  const people = data?.maintenanceStaff;
  const current = chosen ?? (people?.some((p) => p.id === job.assigneeId) ? job.assigneeId : people?.[0]?.id) ?? '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const person = people?.find((p) => p.id === current);
    if (!person) return;
    void runAction(say, () => assign({ variables: { id: job.id, assigneeId: person.id } }), 'Could not assign the job.', () => `${person.name} is assigned to this job.`);
  };

  let body;
  if (error && !data) body = <Alert>{serverMessage(error, 'Could not load the maintenance staff.')}</Alert>;
  else if (!people) body = <Spinner label="Loading the maintenance staff" />;
  else if (people.length === 0)
    body = (
      <p>
        There is nobody {trade ? `of the ${TRADE_WORDS[trade]} trade ` : ''}on the maintenance staff yet. An admin invites maintenance staff on the{' '}
        <Link to="/adminpage/staff">Staff page</Link>.
      </p>
    );
  else
    body = (
      <form aria-label="Assign" noValidate onSubmit={submit}>
        <SelectField
          label={trade ? `Maintenance person (${TRADE_WORDS[trade]})` : 'Maintenance person'}
          name="assignee"
          value={current}
          onChange={setChosen}
          options={people.map((p) => ({ value: p.id, label: `${p.name} (${plural(p.openJobs, 'open job')})` }))}
        />
        <Button type="submit" loading={loading}>
          Assign
        </Button>
      </form>
    );

  return (
    <Card title="Assign" headingLevel={2}>
      <p>{job.assigneeName ? `Assigned to ${job.assigneeName}${job.assignedAt ? ` since ${when(job.assignedAt)}` : ''}.` : 'Nobody is assigned yet.'}</p>
      {body}
    </Card>
  );
}
