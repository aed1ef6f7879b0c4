import { useEffect, useId, useRef, useState } from 'react';
import { styled, Alert, VisuallyHidden } from 'ui';
import { serverMessage } from 'web-kit';
import { useMutation } from 'web-kit/graphql';
import { WalkInAsk } from './walk-in-ask';
import { ANSWER_WALK_IN, type Visit } from './visitors.operations';

const Region = styled.div`
  display: flex;
  flex-direction: column;
  gap: 1rem;

  &:empty {
    display: none;
  }
`;

const Said = styled.p`
  margin: 0;
  font-weight: 600;

  &:focus {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 2px;
  }
`;

const Failure = styled.div`
  &:focus {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
  }
`;

/** What the student is told once the gateway took their answer. */
const answeredWords = (visit: Visit, accept: boolean): string =>
  accept
    ? `You accepted ${visit.visitorName}: they are signed in${visit.commonRoomOnly ? ', to meet you in the common room' : ''}.`
    : `You declined ${visit.visitorName}: the desk will not let them in.`;

/** Props of {@link WalkInAsks}. */
export interface WalkInAsksProps {
  /** The visits the desk asks about now (ASKING). */
  asks: readonly Visit[];
  /** Words for a polite live region: the questions that came while the page was open. */
  arrived: string;
  /** Reads the list again (a question expired on this phone's clock, or was refused). */
  refetch: () => void;
}

/**
 * The desk's questions about walk-in visitors, at the top of the page. A new one is announced
 * politely and takes no focus; the answer's outcome, or the gateway's refusal in its words, is
 * said where the question stood and takes the focus, as the button pressed goes with it.
 */
export function WalkInAsks({ asks, arrived, refetch }: WalkInAsksProps) {
  const base = useId();
  const [answering, setAnswering] = useState<{ id: string; accept: boolean } | null>(null);
  const [said, setSaid] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [answerWalkIn] = useMutation(ANSWER_WALK_IN);
  const focusNext = useRef<string | null>(null);
  useEffect(() => {
    if (!focusNext.current) return;
    document.getElementById(focusNext.current)?.focus();
    focusNext.current = null;
  });

  async function answer(visit: Visit, accept: boolean) {
    setAnswering({ id: visit.id, accept });
    setSaid('');
    setFailure(null);
    try {
      await answerWalkIn({ variables: { id: visit.id, accept } });
      setSaid(answeredWords(visit, accept));
      focusNext.current = `${base}-said`;
    } catch (error) {
      setFailure(`${visit.visitorName}: ${serverMessage(error, 'Your answer did not reach the desk. Try again.')}`);
      focusNext.current = `${base}-failure`;
      // An expired question is Expired once read again; any other refusal leaves it to answer.
      refetch();
    }
    setAnswering(null);
  }

  return (
    <>
      <VisuallyHidden role="status">{arrived}</VisuallyHidden>
      <Region>
        {said && (
          <Said id={`${base}-said`} role="status" tabIndex={-1}>
            {said}
          </Said>
        )}
        {failure && (
          <Failure id={`${base}-failure`} tabIndex={-1}>
            <Alert>{failure}</Alert>
          </Failure>
        )}
        {asks.map((visit) => (
          <WalkInAsk key={visit.id} visit={visit} onAnswer={(v, accept) => void answer(v, accept)} answering={answering?.id === visit.id ? answering.accept : null} onExpired={refetch} />
        ))}
      </Region>
    </>
  );
}
