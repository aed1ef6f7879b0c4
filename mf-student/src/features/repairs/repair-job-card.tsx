import { styled, Badge, Card, DetailList, type Detail } from 'ui';
import { formatZonedMoment } from 'web-kit';
import { RepairActions, repairElementId } from './repair-actions';
import { RepairCommentForm } from './repair-comment-form';
import { RepairPhotos } from './repair-photos';
import { CATEGORY_TITLE, placeOf, PRIORITY_WORDS, STATUS_LOOK } from './repair-words';
import type { RepairJob } from './repairs.operations';

const Item = styled.li`
  list-style: none;
  border-radius: ${({ theme }) => theme.radius};

  &:focus {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 2px;
  }
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: 1rem;

  p,
  h4 {
    margin: 0;
  }
`;

const Description = styled.p`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Thread = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  display: flex;
  flex-direction: column;
  gap: 0.5rem;

  li {
    padding: 0.5rem 0.75rem;
    border-left: 3px solid ${({ theme }) => theme.colors.border};
  }
`;

const Said = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.8125rem;
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.muted};
`;

function details(job: RepairJob): Detail[] {
  const items: Detail[] = [{ label: 'Where', value: placeOf(job) }];
  if (job.priority) items.push({ label: 'Priority', value: PRIORITY_WORDS[job.priority] });
  if (job.dueAt) items.push({ label: 'Due', value: `${formatZonedMoment(job.dueAt)}${job.overdue ? ' (overdue)' : ''}` });
  items.push({ label: 'Assigned to', value: job.assigneeName ?? 'Nobody yet' });
  items.push({ label: 'Staff may enter', value: job.mayEnter ? 'Yes, while I am out' : 'Only when I am in' });
  return items;
}

/** One report: its state in words and a badge, where, the office's priority and due time, who fixes it, its photos (who sent each) and thread, and what the student may do now. */
export function RepairJobCard({ job }: { job: RepairJob }) {
  const look = STATUS_LOOK[job.status];
  const title = `${CATEGORY_TITLE[job.category]}: ${placeOf(job)}`;
  const open = job.status !== 'CANCELLED' && job.status !== 'MERGED';
  return (
    <Item id={repairElementId(job.id)} tabIndex={-1} aria-label={`${title}, ${look.label}`}>
      <Card
        title={title}
        subtitle={`Reported ${formatZonedMoment(job.createdAt)}`}
        actions={
          <>
            <Badge tone={look.tone}>{look.label}</Badge>
            {job.overdue && <Badge tone="danger">Overdue</Badge>}
          </>
        }
      >
        <Body>
          <p>
            <strong>{look.label}.</strong> {look.meaning}
          </p>
          <DetailList items={details(job)} />
          <Description>{job.description}</Description>
          <RepairPhotos job={job} />
          <h4>Thread</h4>
          {job.comments.length === 0 ? (
            <Muted>No messages yet.</Muted>
          ) : (
            <Thread aria-label="Thread">
              {job.comments.map((comment) => (
                <li key={comment.id}>
                  <Said>
                    {comment.authorName ?? 'Hostel office'}, {formatZonedMoment(comment.createdAt)}
                  </Said>
                  <Description>{comment.body}</Description>
                </li>
              ))}
            </Thread>
          )}
          <RepairActions job={job} title={title} />
          {open && <RepairCommentForm jobId={job.id} />}
        </Body>
      </Card>
    </Item>
  );
}
