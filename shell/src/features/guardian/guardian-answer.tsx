import { useLayoutEffect, useRef, useState } from 'react';
import { styled, Alert, Button, DetailList } from 'ui';
import { errorCode, lazyDateFormat, serverMessage } from 'web-kit';
import { useMutation } from 'web-kit/graphql';
import { ANSWER_GUARDIAN_REQUEST, type GuardianRequest } from './guardian.operations';

const UNREACHABLE = 'Your answer could not be sent. Check your connection and try again.';
const BACK_BY = lazyDateFormat(undefined, { dateStyle: 'full', timeStyle: 'short' });

/** The expected return, in the office's time zone, as the hostel's email gave it. */
export const backBy = (request: Pick<GuardianRequest, 'expectedReturnAt'>): string => BACK_BY.format(new Date(request.expectedReturnAt));

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
`;

const Done = styled.div`
  &:focus {
    outline: none;
  }
`;

/** What the student asks, and the guardian's two answers; once one is sent, only the thanks remain. */
export function GuardianAnswer({ token, request }: { token: string; request: GuardianRequest }) {
  const [answer, { loading }] = useMutation(ANSWER_GUARDIAN_REQUEST);
  const [sent, setSent] = useState<boolean | null>(null);
  const [error, setError] = useState<string | null>(null);
  // The link stopped working meanwhile (the student cancelled, the office decided): no use asking again.
  const [spent, setSpent] = useState(false);
  const done = useRef<HTMLDivElement>(null);

  // The buttons are gone: the thanks take the focus, so a keyboard or screen reader user hears it.
  // In the same commit that removes them (a layout effect): a passive effect runs a task later,
  // and until then the focus sat on the page's body.
  useLayoutEffect(() => {
    if (sent !== null) done.current?.focus();
  }, [sent]);

  async function send(consent: boolean) {
    setError(null);
    try {
      await answer({ variables: { token, consent } });
      setSent(consent);
    } catch (failure) {
      setError(serverMessage(failure, UNREACHABLE));
      setSpent(errorCode(failure) === 'NOT_FOUND');
    }
  }

  const details = [
    { label: 'Hostel', value: request.hostelName },
    { label: 'Where', value: request.where },
    { label: 'Leaving at', value: request.outTime },
    { label: 'Back by', value: backBy(request) },
    { label: 'Reason', value: request.reason },
  ];
  return (
    <>
      <DetailList items={details} />
      {sent !== null ? (
        <Done ref={done} tabIndex={-1}>
          <Alert tone="success">
            Thank you. The hostel office has your answer. {sent ? 'You agreed to this outpass.' : 'You did not agree to this outpass.'}
          </Alert>
        </Done>
      ) : request.consent !== 'AWAITING' ? (
        <Alert tone="info">This request has already been answered.</Alert>
      ) : spent ? null : (
        <>
          <p>The hostel office asks for your consent before it decides. Do you agree to this outpass?</p>
          <Actions>
            <Button variant="success" onClick={() => void send(true)} disabled={loading}>
              I agree
            </Button>
            <Button variant="danger" onClick={() => void send(false)} disabled={loading}>
              I do not agree
            </Button>
          </Actions>
        </>
      )}
      {error ? <Alert>{error}</Alert> : null}
    </>
  );
}
