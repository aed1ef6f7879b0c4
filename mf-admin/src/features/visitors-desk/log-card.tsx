import { calendarDay } from '../../shared/calendar-day';
import { when } from '../../shared/date-time';
import type { DeskVisit } from './visitors-desk.operations';
import { CardTop, Muted, VisitCard } from './visit-card-styles';
import { hostWords, ID_TYPE_WORDS, STATUS_WORDS } from './visit-words';

/** One visit of the log: who, whose visitor, which day, in and out and by which guard. */
export function LogCard({ visit }: { visit: DeskVisit }) {
  return (
    <VisitCard aria-label={`${visit.visitorName}, ${calendarDay(visit.day)}`}>
      <CardTop>
        <h4>{visit.visitorName}</h4>
        <span>({visit.relation})</span>
      </CardTop>
      <p>
        {calendarDay(visit.day)} · {visit.walkIn ? 'Walk-in' : 'Pre-registered'}
        {visit.overnight && ' · Overnight'} · {STATUS_WORDS[visit.status]}
      </p>
      <p>To see {hostWords(visit)}</p>
      {visit.signedInAt && <p>In {when(visit.signedInAt)}{visit.signedInByName && `, by ${visit.signedInByName}`}</p>}
      {visit.signedOutAt && <p>Out {when(visit.signedOutAt)}{visit.signedOutByName && `, by ${visit.signedOutByName}`}</p>}
      <Muted>
        Phone {visit.visitorPhone}
        {visit.idType && ` · ${ID_TYPE_WORDS[visit.idType]} …${visit.idLast4 ?? ''}`}
      </Muted>
    </VisitCard>
  );
}
