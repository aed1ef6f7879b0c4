import { useId } from 'react';
import { styled, Button } from 'ui';
import { formatZonedMoment } from 'web-kit';
import { clockWords, useTimeLeft } from './use-time-left';
import type { Visit } from './visitors.operations';

const Box = styled.section`
  padding: 1rem;
  border: 2px solid ${({ theme }) => theme.colors.warning};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  display: flex;
  flex-direction: column;
  gap: 0.75rem;

  h2,
  p {
    margin: 0;
  }

  h2 {
    font-size: 1.25rem;
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;

  button {
    flex: 1 1 8rem;
    min-height: 2.75rem;
  }
`;

const Left = styled.span`
  font-variant-numeric: tabular-nums;
  font-weight: 700;
`;

/** Props of {@link WalkInAsk}. */
export interface WalkInAskProps {
  visit: Visit;
  /** Accept (true) or decline (false); the buttons wait while it runs. */
  onAnswer: (visit: Visit, accept: boolean) => void;
  /** Which answer is on its way, if any. */
  answering: boolean | null;
  /** The desk's 10 minutes are up on this phone's clock: the list is read again. */
  onExpired: () => void;
}

/**
 * The desk asks about a walk-in visitor: who, the time left to answer (`askExpiresAt`, 10 minutes
 * from the desk's question), Accept and Decline. Past the time the buttons go: the gateway would
 * refuse, and the list read again says Expired.
 */
export function WalkInAsk({ visit, onAnswer, answering, onExpired }: WalkInAskProps) {
  const headingId = useId();
  const left = useTimeLeft(visit.askExpiresAt, onExpired);
  const open = left > 0;
  return (
    <Box aria-labelledby={headingId}>
      <h2 id={headingId}>
        {visit.visitorName} ({visit.relation}) is at the desk for you
      </h2>
      <p>
        At the front desk of {visit.hostelName}. Their phone: {visit.visitorPhone}.
        {visit.commonRoomOnly && ' Common room only: a visitor of another gender meets you there.'}
      </p>
      {visit.askExpiresAt &&
        (open ? (
          // A timer is not read out as it ticks (its role keeps it quiet); the arrival is announced once.
          <p>
            Answer within{' '}
            <Left role="timer">
              {clockWords(left)}
            </Left>{' '}
            (by <time dateTime={visit.askExpiresAt}>{formatZonedMoment(visit.askExpiresAt)}</time>).
          </p>
        ) : (
          <p>The desk&apos;s question has expired: ask the desk to enter your visitor again.</p>
        ))}
      {open && (
        <Row>
          <Button variant="success" loading={answering === true} disabled={answering !== null} onClick={() => onAnswer(visit, true)}>
            Accept
          </Button>
          <Button variant="secondary" loading={answering === false} disabled={answering !== null} onClick={() => onAnswer(visit, false)}>
            Decline
          </Button>
        </Row>
      )}
    </Box>
  );
}
