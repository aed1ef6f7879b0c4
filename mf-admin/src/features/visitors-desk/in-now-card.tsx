import { Badge, VisuallyHidden } from 'ui';
import { officeDay, serverMessage } from 'web-kit';
import { useMutation } from 'web-kit/graphql';
import { when } from '../../shared/date-time';
import type { SayOptions } from '../../shared/status-message';
import { WideButton } from '../front-desk/desk-styles';
import { SIGN_OUT_VISITOR, type DeskVisit } from './visitors-desk.operations';
import { CardTop, Muted, VisitCard } from './visit-card-styles';
import { clockTime, hostWords, ID_TYPE_WORDS } from './visit-words';

/** Since when a visitor is in: the time today, the date too for one signed in on another day. */
function since(visit: DeskVisit, today: string): string {
  if (!visit.signedInAt) return 'In now';
  const at = officeDay(visit.signedInAt) === today ? clockTime(visit.signedInAt) : when(visit.signedInAt);
  return `In since ${at}${visit.signedInByName ? `, signed in by ${visit.signedInByName}` : ''}`;
}

/** A visitor in now: whom they see, since when, the ID shown; Overstayed, in words; and Sign out, one tap. */
export function InNowCard({ visit, today, say }: { visit: DeskVisit; today: string; say: (text: string, options?: SayOptions) => void }) {
  const [signOut, { loading }] = useMutation(SIGN_OUT_VISITOR);

  const leave = async () => {
    try {
      const { data } = await signOut({ variables: { id: visit.id } });
      if (data) say(`${data.signOutVisitor.visitorName} signed out.`);
    } catch (error) {
      say(serverMessage(error, `${visit.visitorName} was not signed out: the server did not answer. Try again.`), { tone: 'error' });
    }
  };

  return (
    <VisitCard aria-label={`${visit.visitorName}, with ${visit.studentName}`}>
      <CardTop>
        <h4>{visit.visitorName}</h4>
        <span>({visit.relation})</span>
        {visit.overstayed && <Badge tone="danger">Overstayed</Badge>}
        {visit.commonRoomOnly && <Badge tone="warning">Common room only</Badge>}
        {visit.overnight && <Badge tone="info">Overnight</Badge>}
      </CardTop>
      {visit.overstayed && <p>Still in after visiting hours (until {visit.expectedTo}).</p>}
      <p>With {hostWords(visit)}</p>
      <Muted>
        {since(visit, today)}
        {visit.idType && ` · ${ID_TYPE_WORDS[visit.idType]} …${visit.idLast4 ?? ''}`}
      </Muted>
      <WideButton variant="secondary" loading={loading} onClick={() => void leave()}>
        Sign out{' '}<VisuallyHidden>{visit.visitorName}</VisuallyHidden>
      </WideButton>
    </VisitCard>
  );
}
