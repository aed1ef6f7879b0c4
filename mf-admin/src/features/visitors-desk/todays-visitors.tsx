import { useId, useState, type ReactNode } from 'react';
import { Alert, Spinner } from 'ui';
import { officeDay } from 'web-kit';
import { StatusMessage, useStatus } from '../../shared/status-message';
import { BigInput, FieldLabel, Section } from '../front-desk/desk-styles';
import { AskingCard } from './asking-card';
import { ExpectedCard } from './expected-card';
import { InNowCard } from './in-now-card';
import { useNow } from './use-now';
import { useTodaysVisits } from './use-todays-visits';
import { sections } from './visit-sections';
import { Muted, VisitList } from './visit-card-styles';

/** One section of the day: its heading with a count, its cards, or a line saying there are none. */
function Part({ title, count, empty, children }: { title: string; count: number; empty: string; children: ReactNode }) {
  const id = useId();
  return (
    <div>
      <h3 id={id}>
        {title} ({count})
      </h3>
      {count === 0 ? <Muted>{empty}</Muted> : <VisitList aria-labelledby={id}>{children}</VisitList>}
    </div>
  );
}

/**
 * Today's visitors of the desk's hostels, live: the walk-ins asked of their hosts (while any are),
 * the visitors expected (each may be signed in from here with the ID shown, without a scan), and
 * those in now, with Sign out and an Overstayed badge. The search narrows all three by name or phone.
 */
export function TodaysVisitors() {
  const id = useId();
  const [text, setText] = useState('');
  const [status, say] = useStatus();
  const { visits, failed } = useTodaysVisits();
  const walkIns = visits?.filter((visit) => visit.walkIn).map((visit) => visit.id) ?? [];
  const now = useNow(walkIns.length > 0 ? walkIns.join(',') : null);
  const day = sections(visits ?? [], text, now);
  const none = (what: string) => (text.trim() ? `No ${what} matches “${text.trim()}”.` : `No ${what}.`);

  return (
    <Section aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Today&apos;s visitors</h2>
      <div>
        <FieldLabel htmlFor={`${id}-search`}>Search today&apos;s visitors</FieldLabel>
        <BigInput id={`${id}-search`} type="search" name="search" value={text} placeholder="Visitor, student or phone" autoComplete="off" onChange={(event) => setText(event.target.value)} />
      </div>
      <StatusMessage status={status} />
      {failed && <Alert>Today&apos;s visitors could not be loaded. Try again in a moment.</Alert>}
      {!visits && !failed && <Spinner label="Loading today's visitors" />}
      {visits && (
        <>
          {day.asking.length > 0 && (
            <Part title="Asking the host" count={day.asking.length} empty="">
              {day.asking.map((visit) => (
                <AskingCard key={visit.id} visit={visit} now={now} />
              ))}
            </Part>
          )}
          <Part title="Expected" count={day.expected.length} empty={none('visitor expected')}>
            {day.expected.map((visit) => (
              <ExpectedCard key={visit.id} visit={visit} say={say} />
            ))}
          </Part>
          <Part title="In now" count={day.inNow.length} empty={none('visitor in now')}>
            {day.inNow.map((visit) => (
              <InNowCard key={visit.id} visit={visit} today={officeDay(now)} say={say} />
            ))}
          </Part>
        </>
      )}
    </Section>
  );
}
