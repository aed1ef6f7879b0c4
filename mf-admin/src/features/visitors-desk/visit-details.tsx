import { styled, Alert, Badge, DetailList } from 'ui';
import type { DeskVisit } from './visitors-desk.operations';
import { clockTime, hostWords, STATUS_WORDS, whenWords } from './visit-words';

const Who = styled.h3`
  margin: 0;
  font-size: 1.5rem;
  overflow-wrap: anywhere;
`;

const Relation = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 1.125rem;
  font-weight: 400;
`;

// The rule a guard must not miss: big, bordered, in words (not a colour alone).
const CommonRoom = styled.p`
  margin: 0;
  padding: 0.75rem 1rem;
  border: 3px solid ${({ theme }) => theme.colors.warning};
  border-radius: ${({ theme }) => theme.radius};
  color: ${({ theme }) => theme.colors.warning};
  font-size: 1.25rem;
  font-weight: 700;

  span {
    display: block;
    color: ${({ theme }) => theme.colors.text};
    font-size: 1rem;
    font-weight: 400;
  }
`;

/** "Common room only", as the desk shows it wherever the rule holds for a visitor. */
export function CommonRoomOnly() {
  return (
    <CommonRoom>
      Common room only
      <span>A visitor of another gender than their host waits in the common room.</span>
    </CommonRoom>
  );
}

/** Where the visit stands, when it is not simply expected: the guard is told before the ID is asked for. */
function standing(visit: DeskVisit): string | null {
  if (visit.status === 'EXPECTED') return null;
  if (visit.status === 'SIGNED_IN' && visit.signedInAt) return `Signed in at ${clockTime(visit.signedInAt)}${visit.signedInByName ? ` by ${visit.signedInByName}` : ''}.`;
  if (visit.status === 'SIGNED_OUT' && visit.signedOutAt) return `Signed out at ${clockTime(visit.signedOutAt)}: a pass works once.`;
  return `${STATUS_WORDS[visit.status]}.`;
}

/**
 * What a pass names, for the guard to check against the person at the desk: the visitor, whom
 * they see and where, the day and hours, an overnight stay, and the common-room rule, prominent.
 */
export function VisitDetails({ visit }: { visit: DeskVisit }) {
  const note = standing(visit);
  return (
    <>
      <Who>
        {visit.visitorName} <Relation>({visit.relation})</Relation>
      </Who>
      {visit.overnight && (
        <p>
          <Badge tone="info">Overnight guest</Badge>
        </p>
      )}
      {visit.commonRoomOnly && <CommonRoomOnly />}
      <DetailList
        items={[
          { label: 'Visiting', value: hostWords(visit) },
          { label: 'When', value: whenWords(visit) },
          { label: 'Phone', value: visit.visitorPhone },
        ]}
      />
      {note && <Alert tone="warning">{note}</Alert>}
    </>
  );
}
