import { styled, Badge, Card } from 'ui';
import { CancelVisit, visitElementId } from './cancel-visit';
import { VisitPassView } from './visit-pass';
import { statusLook, statusWords, whenWords } from './visit-words';
import type { Visit } from './visitors.operations';

const Item = styled.li`
  list-style: none;
  min-width: 0;
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

  p {
    margin: 0;
  }
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.875rem;
`;

/**
 * One visit: its state in words and a badge, the day and hours, "Common room only" when the
 * hostel's rule says so; an expected pre-registered visit's pass to share; Cancel while it is to come.
 */
export function VisitCard({ visit }: { visit: Visit }) {
  const look = statusLook(visit.status);
  const expected = visit.status === 'EXPECTED' && !visit.walkIn;
  return (
    <Item id={visitElementId(visit.id)} tabIndex={-1} aria-label={`${visit.visitorName}, ${look.label}`}>
      <Card
        title={`${visit.visitorName} (${visit.relation})`}
        subtitle={`${whenWords(visit)}${visit.walkIn ? ', walked in' : ''}`}
        actions={
          <>
            <Badge tone={look.tone}>{look.label}</Badge>
            {visit.commonRoomOnly && <Badge tone="neutral">Common room only</Badge>}
          </>
        }
      >
        <Body>
          <p>{statusWords(visit)}</p>
          {visit.commonRoomOnly && <Muted>Your hostel's rule for a visitor of another gender than yours: you meet in the common room.</Muted>}
          {expected && (visit.pass ? <VisitPassView visit={visit} pass={visit.pass} /> : <p>Its pass could not be made just now. Open this page again for it.</p>)}
          {visit.status === 'PENDING_APPROVAL' && <Muted>The pass comes here once a warden approves.</Muted>}
          <CancelVisit visit={visit} />
        </Body>
      </Card>
    </Item>
  );
}
