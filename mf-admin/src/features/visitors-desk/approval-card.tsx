import { useState } from 'react';
import { styled, Badge, Button, TextField } from 'ui';
import { serverMessage } from 'web-kit';
import { useMutation } from 'web-kit/graphql';
import { calendarDay } from '../../shared/calendar-day';
import type { SayOptions } from '../../shared/status-message';
import { DECIDE_VISIT, type DeskVisit } from './visitors-desk.operations';
import { CardTop, Muted, VisitCard } from './visit-card-styles';
import { hostWords, whenWords } from './visit-words';

const Choices = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 0.75rem;

  button {
    min-height: 3rem;
  }
`;

/**
 * An overnight guest waiting for the office: who, whose guest, which night; an optional note for
 * the student, then Approve or Decline. The student hears of it; the card leaves the list.
 */
export function ApprovalCard({ visit, say }: { visit: DeskVisit; say: (text: string, options?: SayOptions) => void }) {
  const [note, setNote] = useState('');
  const [decide, { loading }] = useMutation(DECIDE_VISIT);
  const [choice, setChoice] = useState<boolean | null>(null);

  const answer = async (approve: boolean) => {
    setChoice(approve);
    const night = calendarDay(visit.day);
    try {
      const { data } = await decide({ variables: { id: visit.id, approve, note: note.trim() || null } });
      if (!data) return;
      const { visitorName, studentName } = data.decideVisit;
      say(approve ? `Approved: ${visitorName} may stay the night of ${night} as ${studentName}'s guest.` : `Declined: ${visitorName} may not stay the night of ${night}. ${studentName} is told.`);
    } catch (error) {
      say(serverMessage(error, 'Nothing was decided: the server did not answer. Try again.'), { tone: 'error' });
    }
  };

  return (
    <VisitCard aria-label={`${visit.visitorName}, overnight guest of ${visit.studentName}`}>
      <CardTop>
        <h4>{visit.visitorName}</h4>
        <span>({visit.relation})</span>
        {visit.commonRoomOnly && <Badge tone="warning">Common room only</Badge>}
      </CardTop>
      <p>Guest of {hostWords(visit)}</p>
      <p>{whenWords(visit)}</p>
      <Muted>Phone {visit.visitorPhone}</Muted>
      <TextField label="Note for the student (optional)" name="note" value={note} onChange={setNote} autoComplete="off" />
      <Choices>
        <Button variant="success" loading={loading && choice === true} disabled={loading} onClick={() => void answer(true)}>
          Approve
        </Button>
        <Button variant="danger" loading={loading && choice === false} disabled={loading} onClick={() => void answer(false)}>
          Decline
        </Button>
      </Choices>
    </VisitCard>
  );
}
