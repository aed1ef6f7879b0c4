import { useId, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { styled, Alert, Badge, Button, Spinner, TextAreaField } from 'ui';
import { useQuery } from 'web-kit/graphql';
import { PageHeading } from '../../layout/page-heading';
import { statusLabel } from './request-words';
import { RequestDetailCards } from './request-detail-cards';
import { ROOM_REQUEST } from './room-requests.operations';
import { useDecideRoomRequest } from './use-decide-room-request';
import { useRoomRequestUpdates } from './use-room-request-updates';

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
  // The roommate's answer, a cancel or another admin's decision shows here as it happens.
  useRoomRequestUpdates();
  const { decide, deciding, failure } = useDecideRoomRequest(id);
  const [reason, setReason] = useState('');
  const hintId = useId();
  const request = data?.roomRequest;
  // Another admin may have decided it since the list was read: nothing is left to decide.
  const decided = request && request.status !== 'PENDING' ? request.status : null;
  const busy = loading || deciding || !request || decided !== null;
  // The server refuses a pair whose roommate has not accepted; the button says so first.
  const waiting = request?.roommate && request.roommateResponse !== 'ACCEPTED' ? request.roommate.name : null;
  return (
    <>
      {error && !data && <Alert>Could not load this request: {error.message}</Alert>}
      {loading && !data && <Spinner size="lg" label="Loading the request" />}
      {request?.change && (
        <p>
          <Badge tone="info">Room change</Badge> {request.student.name} holds a bed and asks to move here from their current room. Approving moves them and frees
          the bed they hold now.
        </p>
      )}
      {request && <RequestDetailCards request={request} />}
      {decided && <Alert tone="info">This request has already been {statusLabel(decided).toLowerCase()}.</Alert>}
      {failure && <Alert>{failure}</Alert>}
      {!decided && waiting && (
        <p id={hintId}>
          Approve becomes possible once {waiting} accepts the roommate invitation. You can reject it now.
        </p>
      )}
      {!decided && (
        <TextAreaField label="Reason (optional, shown to the student if you reject)" name="reason" rows={2} value={reason} onChange={setReason} disabled={busy} />
      )}
      <Actions>
        <Button variant="success" disabled={busy || waiting !== null} aria-describedby={waiting ? hintId : undefined} onClick={() => void decide('APPROVED')}>
          Approve
        </Button>
        <Button variant="danger" disabled={busy} onClick={() => void decide('REJECTED', reason.trim() || undefined)}>
          Reject
        </Button>
      </Actions>
      <p>
        <Link to={`/adminpage/audit?objectType=room_request&objectId=${id}`}>History of this request</Link>
      </p>
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
