import { styled, Badge } from 'ui';
import type { WaitlistStatus } from '../../gql/graphql';
import { when } from '../../shared/date-time';
import { backBy } from '../../shared/outpass-times';
import { plural } from '../../shared/plural';
import { ROOM_KIND } from '../../shared/room-kind';
import type { StudentRecord } from './students.operations';

type StudentYear = StudentRecord['years'][number];

const Year = styled.section`
  & + & {
    margin-top: 1.25rem;
    padding-top: 1.25rem;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }

  h3 {
    margin: 0 0 0.5rem;
  }

  h4 {
    margin: 0.75rem 0 0.25rem;
    font-size: 1rem;
  }

  p,
  ul {
    margin: 0;
  }

  ul {
    padding-left: 1.25rem;
  }
`;

const word = (status: string) => status.charAt(0) + status.slice(1).toLowerCase();

const WAITLIST: Record<WaitlistStatus, string> = {
  WAITING: 'Waiting',
  OFFERED: 'Offered a bed',
  HOUSED: 'Housed',
  DECLINED: 'Declined the offer',
  EXPIRED: 'Offer expired',
  LEFT: 'Left the list',
  REMOVED: 'Removed by the office',
  CLOSED: 'Closed with the year',
};

/** "Lived in BH-1 room 204, bed 1." (the open year: "Lives in …"), or "No room." */
function whereWords({ allocation, current }: StudentYear): string {
  if (!allocation) return 'No room.';
  return `${current ? 'Lives' : 'Lived'} in ${allocation.hostel} room ${allocation.roomNumber}, bed ${allocation.bed}.`;
}

/**
 * Every academic year of the student's record, as the server orders them (the open year first,
 * then newest first): where they lived, and the requests, outpasses and waitlist places of that
 * year. A closed year's are kept as they were, read-only.
 */
export function StudentYears({ years }: { years: readonly StudentYear[] }) {
  if (years.length === 0) return <p>Nothing in any academic year yet.</p>;
  return (
    <>
      {years.map((year) => (
        <Year key={year.name} aria-labelledby={`year-${year.name}`}>
          <h3 id={`year-${year.name}`}>
            {year.name} {year.current ? <Badge tone="success">Open</Badge> : <Badge tone="neutral">Closed</Badge>}
          </h3>
          <p>
            {year.current ? `Open since ${when(year.openedAt)}.` : `Closed on ${year.closedAt ? when(year.closedAt) : 'an unknown day'}, kept read-only.`} {whereWords(year)}
          </p>

          <h4>{plural(year.roomRequests.length, 'room request')}</h4>
          {year.roomRequests.length > 0 && (
            <ul aria-label={`Room requests in ${year.name}`}>
              {year.roomRequests.map((r) => (
                <li key={r.id}>
                  {r.room.hostelName} room {r.room.number}: {word(r.status)}, asked {when(r.createdAt)}.
                </li>
              ))}
            </ul>
          )}

          <h4>{plural(year.outpasses.length, 'outpass', 'outpasses')}</h4>
          {year.outpasses.length > 0 && (
            <ul aria-label={`Outpasses in ${year.name}`}>
              {year.outpasses.map((o) => (
                <li key={o.id}>
                  To {o.where}, out at {o.outTime}, back by {backBy(o)}: {word(o.status)}.
                </li>
              ))}
            </ul>
          )}

          <h4>{plural(year.waitlist.length, 'waitlist place')}</h4>
          {year.waitlist.length > 0 && (
            <ul aria-label={`Waitlist places in ${year.name}`}>
              {year.waitlist.map((w) => (
                <li key={`${w.hostel}-${w.joinedAt}`}>
                  {w.hostel}
                  {w.roomType ? `, ${ROOM_KIND[w.roomType]} room` : ''}: {WAITLIST[w.status]}, joined {when(w.joinedAt)}
                  {w.endedAt ? `, ended ${when(w.endedAt)}` : ''}.
                </li>
              ))}
            </ul>
          )}
        </Year>
      ))}
    </>
  );
}
