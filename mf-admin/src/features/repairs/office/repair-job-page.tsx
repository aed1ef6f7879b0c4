import { Link, useParams } from 'react-router-dom';
import { styled, Alert, Spinner } from 'ui';
import { serverMessage } from 'web-kit';
import { useQuery, useSubscription } from 'web-kit/graphql';
import { PageHeading } from '../../../layout/page-heading';
import { StatusMessage, useStatus } from '../../../shared/status-message';
import { REPAIR_CHANGED, REPAIR_JOB, type RepairJob } from '../repairs.operations';
import { RepairAssignForm } from './repair-assign-form';
import { RepairJobFacts, RepairPhotos } from './repair-job-facts';
import { RepairMergeForm } from './repair-merge-form';
import { CATEGORY_WORDS, OPEN_STATUSES, placeOf, READ_ONLY, READ_ONLY_WORDS, repairPath, REPAIRS_PATH } from '../repair-words';
import { RepairPriorityForm } from './repair-priority-form';
import { RepairRoomService } from './repair-room-service';
import { RepairThread } from './repair-thread';
import type { Say } from './job-action';

/* One column that may shrink below its widest select's options (a plain grid column may not): nothing scrolls sideways at 390 px. */
const Sections = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 1rem;
  margin-bottom: 1.5rem;
`;

const Place = styled.p`
  margin: -0.75rem 0 1.25rem;
  font-size: 1.125rem;
`;

const BackToList = () => <Link to={REPAIRS_PATH}>Back to Repairs</Link>;

/** The steps the gateway allows from the job's state (its repairs.rules.ts), offered and no others. */
function JobActions({ job, say }: { job: RepairJob; say: Say }) {
  const open = OPEN_STATUSES.includes(job.status);
  const readOnly = READ_ONLY.includes(job.status);
  return (
    <Sections>
      {readOnly && (
        <Alert tone="info">
          {READ_ONLY_WORDS[job.status]}
          {job.mergedIntoId && (
            <>
              {' '}
              <Link to={repairPath(job.mergedIntoId)}>Open the job it was merged into</Link>
            </>
          )}
        </Alert>
      )}
      {open && <RepairPriorityForm key={job.priority ?? ''} job={job} say={say} />}
      {(job.status === 'REPORTED' || job.status === 'ASSIGNED') && <RepairAssignForm job={job} say={say} />}
      <RepairRoomService job={job} say={say} mayTakeOut={open} />
      {open && <RepairMergeForm job={job} say={say} />}
      <RepairThread job={job} say={say} mayComment={!readOnly} />
    </Sections>
  );
}

function Job({ id }: { id: string }) {
  const { data, error, refetch } = useQuery(REPAIR_JOB, { variables: { id }, fetchPolicy: 'cache-and-network' });
  const [status, say] = useStatus();
  // Maintenance, the student or another member of the office changed it: read it again.
  useSubscription(REPAIR_CHANGED, {
    onData: (event) => {
      if (event.repairChanged === id) void refetch();
    },
  });
  const job = data?.repairJob;

  if (error && !job)
    return (
      <>
        <Alert>{serverMessage(error, 'Could not load this job.')}</Alert>
        <p>
          <BackToList />
        </p>
      </>
    );
  if (!job) return <Spinner size="lg" label="Loading the job" />;
  return (
    <>
      <Place>
        {CATEGORY_WORDS[job.category]}: {placeOf(job)}
      </Place>
      <Sections>
        <RepairJobFacts job={job} />
        <RepairPhotos photos={job.photos} />
      </Sections>
      <StatusMessage status={status} />
      <JobActions job={job} say={say} />
      <BackToList />
    </>
  );
}

/** `/adminpage/repairs/:id` (admins and wardens): one job in full, to prioritise, assign, merge, take its room out of service and discuss. */
export function RepairJobPage() {
  const { id = '' } = useParams();
  return (
    <>
      <PageHeading>Repair job</PageHeading>
      <Job key={id} id={id} />
    </>
  );
}
