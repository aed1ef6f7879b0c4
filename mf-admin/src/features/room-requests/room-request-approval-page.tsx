import { useQuery } from '@apollo/client/react';
import { Link, useLocation } from 'react-router';
import styled from 'styled-components';
import { Alert, Button, Spinner } from 'ui';
import { PageHeading } from '../../layout/page-heading';
import { statusLabel } from './availability';
import { RequestDetailCards } from './request-detail-cards';
import { ROOM_REQUEST } from './room-requests.operations';
import { useDecideRoomRequest } from './use-decide-room-request';

const Actions = styled.div`
  display: flex;
  gap: 0.75rem;
  margin: 1.5rem 0 1rem;
`;

/** The request id the list put in the navigation state; gone after a reload or a typed URL. */
function requestIdFrom(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('id' in state)) return null;
  return typeof state.id === 'string' && state.id !== '' ? state.id : null;
}

function Approval({ id }: { id: string }) {
  const { data, loading, error } = useQuery(ROOM_REQUEST, { variables: { id } });
  const { decide, deciding, failure } = useDecideRoomRequest(id);
  // Another admin may have decided it since the list was read: nothing is left to decide.
  const decided = data && data.roomRequest.status !== 'PENDING' ? data.roomRequest.status : null;
  const busy = loading || deciding || !data || decided !== null;
  return (
    <>
      {error && !data && <Alert>Could not load this request: {error.message}</Alert>}
      {loading && !data && <Spinner size="lg" label="Loading the request" />}
      {data && <RequestDetailCards request={data.roomRequest} />}
      {decided && <Alert tone="info">This request has already been {statusLabel(decided).toLowerCase()}.</Alert>}
      {failure && <Alert>{failure}</Alert>}
      <Actions>
        <Button variant="success" disabled={busy} onClick={() => void decide('APPROVED')}>
          Approve
        </Button>
        <Button variant="danger" disabled={busy} onClick={() => void decide('REJECTED')}>
          Reject
        </Button>
      </Actions>
      <Link to="/adminpage/roomrequests">Back to Booking Requests</Link>
    </>
  );
}

/** `/adminpage/roomrequests/approval`: one booking request in full, to approve or reject. */
export function RoomRequestApprovalPage() {
  const id = requestIdFrom(useLocation().state);
  return (
    <>
      <PageHeading>Booking Request</PageHeading>
      {id ? (
        <Approval id={id} />
      ) : (
        <>
          <p>No booking request was selected. Choose one from the list.</p>
          <Link to="/adminpage/roomrequests">Back to Booking Requests</Link>
        </>
      )}
    </>
  );
}
