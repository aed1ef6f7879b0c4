import { styled, Badge, Card, DetailList } from 'ui';
import { when } from '../../../shared/date-time';
import type { RepairJob } from '../repairs.operations';
import { CATEGORY_WORDS, placeOf, PRIORITY_WORDS, STATUS_LOOK } from '../repair-words';
import { DueTime } from './repairs-table';

const Meaning = styled.span`
  display: block;
  margin-top: 0.25rem;
`;

const Description = styled.p`
  margin: 0;
  white-space: pre-wrap;
`;

const Photos = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  margin: 0;
  padding: 0;
  list-style: none;

  img {
    display: block;
    max-width: min(100%, 18rem);
    height: auto;
    border-radius: ${({ theme }) => theme.radius};
  }
`;

const at = (iso: string | null) => (iso ? when(iso) : 'Not yet');

/** What the job is, where, who reported it and when each step happened. */
export function RepairJobFacts({ job }: { job: RepairJob }) {
  const look = STATUS_LOOK[job.status];
  return (
    <Card title="The job" headingLevel={2}>
      <DetailList
        items={[
          {
            label: 'Status',
            value: (
              <>
                <Badge tone={look.tone}>{look.label}</Badge>
                <Meaning>{look.meaning}</Meaning>
              </>
            ),
          },
          { label: 'Place', value: placeOf(job) },
          { label: 'Category', value: CATEGORY_WORDS[job.category] },
          { label: 'Description', value: <Description>{job.description}</Description> },
          { label: 'Reported by', value: job.studentName },
          { label: 'Student says', value: PRIORITY_WORDS[job.urgency] },
          { label: 'Priority', value: job.priority ? PRIORITY_WORDS[job.priority] : 'Not set' },
          { label: 'Due', value: <DueTime job={job} /> },
          { label: 'Assigned to', value: job.assigneeName ?? 'Unassigned' },
          // A short label: a DetailList's label column is as wide as its longest label, which on a phone left the values none.
          { label: 'Staff may enter', value: job.mayEnter ? 'Yes, while the student is out' : 'No, only with the student in' },
          { label: 'Reported', value: when(job.createdAt) },
          { label: 'Assigned', value: at(job.assignedAt) },
          { label: 'Started', value: at(job.startedAt) },
          { label: 'Fixed', value: at(job.fixedAt) },
          { label: 'Closed', value: at(job.closedAt) },
        ]}
      />
    </Card>
  );
}

/** The photos sent with the report or the fix (same origin: the session cookie goes with each). */
export function RepairPhotos({ photos }: { photos: RepairJob['photos'] }) {
  return (
    <Card title="Photos" headingLevel={2}>
      {photos.length === 0 ? (
        <p>No photos were sent.</p>
      ) : (
        <Photos>
          {photos.map((photo, index) => (
            <li key={photo.id}>
              <a href={photo.url} target="_blank" rel="noreferrer">
                <img
                  src={photo.url}
                  width={photo.width}
                  height={photo.height}
                  // The section is "Photos"; the lint rule forbids the word in an alt, which a screen reader says anyway.
                  alt={`${index + 1} of ${photos.length}, sent by ${photo.sentByName ?? 'someone no longer on the system'} on ${when(photo.createdAt)}`}
                />
              </a>
            </li>
          ))}
        </Photos>
      )}
    </Card>
  );
}
