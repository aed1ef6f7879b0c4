import { Link } from 'react-router-dom';
import { styled, Badge, VisuallyHidden } from 'ui';
import { CardCell, CardRow, CardTable } from '../../../shared/card-table';
import { when } from '../../../shared/date-time';
import { linkAsButton } from '../../../shared/file-link';
import type { RepairJobRow } from '../repairs.operations';
import { CATEGORY_WORDS, placeOf, PRIORITY_WORDS, repairPath, STATUS_LOOK } from '../repair-words';

/** The list's columns; each cell names its own, for the cards a phone shows. */
export const REPAIR_COLUMNS = ['Place', 'Category', 'Student says', 'Priority', 'Status', 'Assigned to', 'Due', 'Reported', 'Job'] as const;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.muted};
`;

// Not colour alone: the word, in bold, with a mark before it.
const Overdue = styled.strong`
  display: block;
  margin-top: 0.25rem;
  color: ${({ theme }) => theme.colors.danger};
`;

const OpenLink = styled(Link)`
  ${linkAsButton}
`;

/** When a job is due, and "Overdue" in words when it is past that and still open. */
export function DueTime({ job }: { job: Pick<RepairJobRow, 'dueAt' | 'overdue'> }) {
  if (!job.dueAt) return <Muted>No due time</Muted>;
  return (
    <>
      {when(job.dueAt)}
      {job.overdue && <Overdue>⚠ Overdue</Overdue>}
    </>
  );
}

function RepairRow({ job }: { job: RepairJobRow }) {
  const look = STATUS_LOOK[job.status];
  return (
    <CardRow>
      <CardCell label="Place">{placeOf(job)}</CardCell>
      <CardCell label="Category">{CATEGORY_WORDS[job.category]}</CardCell>
      <CardCell label="Student says">{PRIORITY_WORDS[job.urgency]}</CardCell>
      <CardCell label="Priority">{job.priority ? PRIORITY_WORDS[job.priority] : <Muted>Not set</Muted>}</CardCell>
      <CardCell label="Status">
        <Badge tone={look.tone}>{look.label}</Badge>
      </CardCell>
      <CardCell label="Assigned to">{job.assigneeName ?? <Muted>Unassigned</Muted>}</CardCell>
      <CardCell label="Due">
        <DueTime job={job} />
      </CardCell>
      <CardCell label="Reported">{when(job.createdAt)}</CardCell>
      <CardCell label="Job">
        <OpenLink to={repairPath(job.id)}>
          {'Open '}
          <VisuallyHidden>
            the {CATEGORY_WORDS[job.category].toLowerCase()} job at {placeOf(job)}, reported {when(job.createdAt)}
          </VisuallyHidden>
        </OpenLink>
      </CardCell>
    </CardRow>
  );
}

/** The office's jobs: a table where there is room, a card a job on a phone (nothing scrolls sideways). */
export function RepairsTable({ jobs }: { jobs: readonly RepairJobRow[] }) {
  return (
    <CardTable label="Repair jobs" columns={REPAIR_COLUMNS}>
      {jobs.map((job) => (
        <RepairRow key={job.id} job={job} />
      ))}
    </CardTable>
  );
}
