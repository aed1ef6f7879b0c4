import { Link } from 'react-router-dom';
import { styled, Card, DetailList } from 'ui';
import { when } from '../../shared/date-time';
import { closingCounts } from './year-words';
import type { YearClosing } from './year.operations';

const Next = styled.ul`
  margin: 1rem 0 0;
  padding-left: 1.25rem;

  li + li {
    margin-top: 0.5rem;
  }
`;

/**
 * What closing the last year did (the close's answer, kept on the year it opened, so it reads the
 * same after a reload), and the two things the new year needs next: its roster and its windows.
 */
export function ClosingSummary({ closing, year }: { closing: YearClosing; year: string }) {
  return (
    <Card title={`What closing ${closing.closedYear} did`} headingLevel={2}>
      <p>
        {closing.closedYear} closed on {when(closing.closedAt)} and {year} opened.
      </p>
      <DetailList items={closingCounts(closing)} />
      <Next aria-label={`Next steps for ${year}`}>
        <li>
          <Link to="/adminpage/roster">Carry the roster into {year}</Link> on the Roster page.
        </li>
        <li>
          Set the new windows on the <Link to="/adminpage/selection">Selection Window</Link> page: selection stays closed until then.
        </li>
      </Next>
    </Card>
  );
}
