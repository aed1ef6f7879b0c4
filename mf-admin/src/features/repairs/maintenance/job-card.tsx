import { styled, Badge, Card, DetailList, type BadgeTone, type Detail } from 'ui';
import { formatZonedMoment } from 'web-kit';
import type { SayOptions } from '../../../shared/status-message';
import type { RepairJob } from '../repairs.operations';
import { JobActions } from './job-actions';
import { jobTitle, PRIORITY_WORDS, STATUS_WORDS } from './job-words';

const Item = styled.li`
  list-style: none;
  min-width: 0;
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

const Text = styled.p`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Photos = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin: 0;
  padding: 0;
  list-style: none;

  img {
    display: block;
    width: 6rem;
    height: 6rem;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radius};
    border: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Thread = styled.ol`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Line = styled.li<{ $internal: boolean }>`
  padding: 0.5rem 0.75rem;
  border-left: 3px solid ${({ theme, $internal }) => ($internal ? theme.colors.warning : theme.colors.border)};
`;

const Said = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.8125rem;
`;

const STATUS_TONE: Partial<Record<RepairJob['status'], BadgeTone>> = { ASSIGNED: 'info', IN_PROGRESS: 'warning', FIXED: 'success' };

function details(job: RepairJob): Detail[] {
  return [
    { label: 'Priority', value: job.priority ? PRIORITY_WORDS[job.priority] : `Not set (the student said ${PRIORITY_WORDS[job.urgency].toLowerCase()})` },
    { label: 'Due', value: job.dueAt ? `${formatZonedMoment(job.dueAt)}${job.overdue ? ' (overdue)' : ''}` : 'No due time' },
    { label: 'Reported by', value: job.studentName },
    // A short label: a DetailList's label column is as wide as its longest label, which on a phone left the values none.
    { label: 'Staff may enter', value: job.mayEnter ? 'Yes, while the student is out' : 'No, only with the student in' },
  ];
}

/** Props of {@link JobCard}. */
export interface JobCardProps {
  job: RepairJob;
  say: (text: string, options?: SayOptions) => void;
}

/**
 * One job on the phone: what and where, the description, priority and due time, whether staff
 * may go in while the student is out, the photos (the student's, and any sent with a fix), the
 * thread with the internal notes marked, and the steps the job's state allows.
 */
export function JobCard({ job, say }: JobCardProps) {
  const title = jobTitle(job);
  const status = STATUS_WORDS[job.status];
  return (
    <Item aria-label={`${title}, ${status}`}>
      <Card
        title={title}
        subtitle={`Reported ${formatZonedMoment(job.createdAt)}`}
        actions={
          <>
            <Badge tone={STATUS_TONE[job.status] ?? 'neutral'}>{status}</Badge>
            {job.overdue && <Badge tone="danger">Overdue</Badge>}
          </>
        }
      >
        <Body>
          <Text>{job.description}</Text>
          <DetailList items={details(job)} />
          {job.photos.length > 0 && (
            <Photos aria-label="Photos">
              {job.photos.map((photo, index) => (
                <li key={photo.id}>
                  <a href={photo.url} target="_blank" rel="noreferrer">
                    <img
                      src={photo.url}
                      alt={`${title}, ${index + 1} of ${job.photos.length}${photo.sentByName ? `, sent by ${photo.sentByName}` : ''} (opens full size)`}
                      loading="lazy"
                      width={96}
                      height={96}
                    />
                  </a>
                </li>
              ))}
            </Photos>
          )}
          {job.comments.length > 0 && (
            <Thread aria-label="Thread">
              {job.comments.map((comment) => (
                <Line key={comment.id} $internal={comment.internal}>
                  <Said>
                    {comment.internal && <Badge tone="warning">Internal note</Badge>} {comment.authorName ?? 'Hostel office'}, {formatZonedMoment(comment.createdAt)}
                  </Said>
                  <Text>{comment.body}</Text>
                </Line>
              ))}
            </Thread>
          )}
          <JobActions job={job} title={title} say={say} />
        </Body>
      </Card>
    </Item>
  );
}
