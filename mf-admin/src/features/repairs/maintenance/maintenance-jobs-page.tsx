import { useId } from 'react';
import { styled, Alert, Badge, Spinner } from 'ui';
import { PageHeading } from '../../../layout/page-heading';
import { StatusMessage, useStatus, type SayOptions } from '../../../shared/status-message';
import type { RepairJob } from '../repairs.operations';
import { DONE_DAYS, groupJobs } from './job-groups';
import { JobCard } from './job-card';
import { useMyJobs } from './use-my-jobs';

// A phone first: one column, as wide as the screen; on a desktop, a readable width.
const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: 1.5rem;
  max-width: 40rem;
  min-width: 0;
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 1rem;
  margin: 0;
  padding: 0;
`;

const GroupHeading = styled.h2`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  margin: 0 0 0.75rem;
  font-size: 1.25rem;
`;

const Empty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

interface GroupProps {
  title: string;
  jobs: RepairJob[];
  empty: string;
  tone: 'danger' | 'info' | 'success';
  say: (text: string, options?: SayOptions) => void;
}

function Group({ title, jobs, empty, tone, say }: GroupProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <GroupHeading id={headingId}>
        {title} <Badge tone={jobs.length > 0 ? tone : 'neutral'}>{jobs.length}</Badge>
      </GroupHeading>
      {jobs.length === 0 ? (
        <Empty>{empty}</Empty>
      ) : (
        <List aria-label={title}>
          {jobs.map((job) => (
            <JobCard key={job.id} job={job} say={say} />
          ))}
        </List>
      )}
    </section>
  );
}

/**
 * `/adminpage/repairs` for maintenance staff: the jobs assigned to them, on their phone, in three
 * groups (Overdue, Today, Done this week), kept live. They start work and mark a job fixed, with a
 * note and a photo of the work, from its card; the status line says what was done.
 */
export function MaintenanceJobsPage() {
  const { data, loading, error } = useMyJobs();
  const [status, say] = useStatus();
  const jobs = data?.myRepairJobs;
  const groups = jobs && groupJobs(jobs);

  return (
    <>
      <PageHeading>My repair jobs</PageHeading>
      <StatusMessage status={status} />
      <Column>
        {error && !jobs && <Alert>Your jobs could not be loaded. Try again in a moment.</Alert>}
        {!jobs && loading && <Spinner label="Loading your jobs" />}
        {groups && (
          <>
            <Group title="Overdue" jobs={groups.overdue} empty="Nothing overdue." tone="danger" say={say} />
            <Group title="Today" jobs={groups.today} empty="No other open jobs." tone="info" say={say} />
            <Group title="Done" jobs={groups.done} empty={`Nothing fixed in the last ${DONE_DAYS} days.`} tone="success" say={say} />
          </>
        )}
      </Column>
    </>
  );
}
