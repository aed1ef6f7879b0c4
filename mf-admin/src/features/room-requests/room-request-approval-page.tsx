import { useId, useState } from 'react';
import { Link, Navigate, useLocation, useParams } from 'react-router-dom';
import { styled, Alert, Badge, Button, Spinner } from 'ui';
import { graphQLErrors, useQuery } from 'web-kit/graphql';
import { PageHeading } from '../../layout/page-heading';
import { StatusMessage, useStatus } from '../../shared/status-message';
import { roomRequestPath, ROOM_REQUESTS_PATH, statusLabel } from './request-words';
import { RequestDetailCards } from './request-detail-cards';
import { RoomRequestDecisionDialog } from './room-request-decision-dialog';
import { ROOM_REQUEST, type Decision } from './room-requests.operations';
import { useDecideRoomRequest } from './use-decide-room-request';
import { useRoomRequestUpdates } from './use-room-request-updates';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  margin: 1.5rem 0 1rem;
`;

/** The server's own words: the first GraphQL error's message, else the error's. */
function messageOf(error: unknown): string {
  const [first] = graphQLErrors(error);
  if (first) return first.message;
  return error instanceof Error ? error.message : String(error);
}

/** The request id the list used to put in the navigation state (the spec's way), before the address carried it. */
function requestIdFrom(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('id' in state)) return null;
  return typeof state.id === 'string' && state.id !== '' ? state.id : null;
}

const BackToList = () => <Link to={ROOM_REQUESTS_PATH}>Back to Room Requests</Link>;

function Approval({ id }: { id: string }) {
  const { data, loading, error } = useQuery(ROOM_REQUEST, { variables: { id } });
  // The roommate's answer, a cancel or another admin's decision shows here as it happens.
  useRoomRequestUpdates();
  const decide = useDecideRoomRequest(id);
  // The decision being asked about (Approve is confirmed, Reject needs a reason), and the last refusal.
  const [asking, setAsking] = useState<Decision | null>(null);
  // A refused approval says why here, and takes the focus (the dialog's button is gone).
  const [status, say] = useStatus();
  const hintId = useId();
  const request = data?.roomRequest;

  // Not readable (another hostel's request for a warden, or gone): the error alone, nothing to decide.
  if (error && !request)
    return (
      <>
        <Alert>Could not load this request: {messageOf(error)}</Alert>
        <p>
          <BackToList />
        </p>
      </>
    );

  // Another admin may have decided it since the list was read: nothing is left to decide.
  const decided = request && request.status !== 'PENDING' ? request.status : null;
  const busy = loading || !request || decided !== null;
  // The server refuses a pair whose roommate has not accepted; the button says so first.
  const waiting = request?.roommate && request.roommateResponse !== 'ACCEPTED' ? request.roommate.name : null;
  const ask = (decision: Decision) => {
    say('');
    setAsking(decision);
  };
  return (
    <>
      {!request && <Spinner size="lg" label="Loading the request" />}
      {request?.change && (
        <p>
          <Badge tone="info">Room change</Badge> {request.student.name} holds a bed and asks to move here from their current room. Approving moves them and frees
          the bed they hold now.
        </p>
      )}
      {request && <RequestDetailCards request={request} />}
      {decided && <Alert tone="info">This request has already been {statusLabel(decided).toLowerCase()}.</Alert>}
      <StatusMessage status={status} />
      {!decided && waiting && (
        <p id={hintId}>
          Approve becomes possible once {waiting} accepts the roommate invitation. You can reject it now.
        </p>
      )}
      {/* As the spec has them: both disabled while loading. */}
      <Actions>
        <Button variant="success" disabled={busy || waiting !== null} aria-describedby={waiting ? hintId : undefined} onClick={() => ask('APPROVED')}>
          Approve
        </Button>
        <Button variant="danger" disabled={busy} onClick={() => ask('REJECTED')}>
          Reject
        </Button>
      </Actions>
      {request && asking && (
        <RoomRequestDecisionDialog
          request={request}
          decision={asking}
          onClose={() => setAsking(null)}
          onDecide={(reason) => decide(asking, request.student.name, reason)}
          onApproveRefused={(refusal) => {
            setAsking(null);
            say(messageOf(refusal), { tone: 'error' });
          }}
        />
      )}
      <p>
        <Link to={`/adminpage/audit?objectType=room_request&objectId=${id}`}>History of this request</Link>
      </p>
      <BackToList />
    </>
  );
}

/** `/adminpage/roomrequests/:id`: one room request in full, to approve or reject. */
export function RoomRequestApprovalPage() {
  const { id = '' } = useParams();
  return (
    <>
      <PageHeading>Room Request</PageHeading>
      <Approval key={id} id={id} />
    </>
  );
}

/**
 * `/adminpage/roomrequests/approval`, the spec's address, with the request's id in the navigation
 * state: sent on to the request's own address; without an id, says so and links to the list.
 */
export function LegacyRoomRequestApprovalPage() {
  const id = requestIdFrom(useLocation().state);
  if (id) return <Navigate to={roomRequestPath(id)} replace />;
  return (
    <>
      <PageHeading>Room Request</PageHeading>
      <p>No room request was selected. Choose one from the list.</p>
      <BackToList />
    </>
  );
}
