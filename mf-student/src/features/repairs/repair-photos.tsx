import { styled } from 'ui';
import type { RepairJob } from './repairs.operations';


const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  margin: 0;
  padding: 0;
  list-style: none;

  figure {
    margin: 0;
    width: 6rem;
  }

  img {
    display: block;
    width: 6rem;
    height: 6rem;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radius};
    border: 1px solid ${({ theme }) => theme.colors.border};
  }

  figcaption {
    margin-top: 0.25rem;
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.8125rem;
    overflow-wrap: anywhere;
  }
`;

/**
 * Each photo's words: "Your photo 2", or "Photo of the fix, sent by Ravi Kumar" ("Photo 2 of the
 * fix…" when there are several). The gateway says which are the student's own (`fromReporter`): a
 * name alone cannot tell, the student and the fixer may share one.
 */
export function photoCaptions(job: Pick<RepairJob, 'photos'>): string[] {
  const fixes = job.photos.filter((photo) => !photo.fromReporter).length;
  let mine = 0;
  let fix = 0;
  return job.photos.map((photo) => {
    if (photo.fromReporter) return `Your photo ${++mine}`;
    fix += 1;
    return `Photo${fixes > 1 ? ` ${fix}` : ''} of the fix, sent by ${photo.sentByName ?? 'maintenance'}`;
  });
}

/** A job's photos, the student's then the fix's (the gateway's order), each captioned with who sent it and opening full size. */
export function RepairPhotos({ job }: { job: RepairJob }) {
  if (job.photos.length === 0) return null;
  const captions = photoCaptions(job);
  return (
    <List aria-label="Photos">
      {job.photos.map((photo, index) => (
        <li key={photo.id}>
          <figure>
            <a href={photo.url} target="_blank" rel="noreferrer">
              <img src={photo.url} alt={`${captions[index]} (opens full size)`} loading="lazy" width={96} height={96} />
            </a>
            {/* The image's text already says it to a screen reader, as the link's name. */}
            <figcaption aria-hidden="true">{captions[index]}</figcaption>
          </figure>
        </li>
      ))}
    </List>
  );
}
