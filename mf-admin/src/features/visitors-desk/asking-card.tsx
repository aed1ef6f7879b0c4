import { styled, Badge } from 'ui';
import type { DeskVisit } from './visitors-desk.operations';
import { CardTop, Muted, VisitCard } from './visit-card-styles';
import { answerWords, hostWords, minutesLeft } from './visit-words';

const Answer = styled.p<{ $settled: boolean }>`
  font-size: 1.125rem;
  font-weight: ${({ $settled }) => ($settled ? 700 : 400)};
`;

/**
 * A walk-in asked of their host: the minutes left, then the answer as it arrives (accepted and
 * signed in, declined, or none in time). The answer's line is a live region of its own, so the
 * guard hears it without looking; the minutes, outside it, are not read at each tick.
 */
export function AskingCard({ visit, now }: { visit: DeskVisit; now: number }) {
  const left = minutesLeft(visit, now);
  return (
    <VisitCard aria-label={`${visit.visitorName}, asking ${visit.studentName}`}>
      <CardTop>
        <h4>{visit.visitorName}</h4>
        <span>({visit.relation})</span>
        {visit.commonRoomOnly && <Badge tone="warning">Common room only</Badge>}
      </CardTop>
      <p>For {hostWords(visit)}</p>
      <Answer role="status" $settled={visit.status !== 'ASKING'}>
        {answerWords(visit, now)}
      </Answer>
      {left !== null && <Muted>{left} min left to answer</Muted>}
    </VisitCard>
  );
}
