import { useId, useState, type Ref } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { Alert, Badge, Button, Card, ConfirmDialog, DetailList, Spinner } from 'ui';
import { serverMessage } from 'web-kit';
import { floorName } from '../../lib/floor-name';
import { fellow, HeldRoom } from './my-room-details';
import type { MyRequest, MyRoomState } from './my-room.operations';
import { useRequestActions } from './use-request-actions';
import { ROOM_KIND } from 'web-kit';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  p {
    margin: 0;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

const Title = styled.h2`
  margin: 0 0 0.75rem;
  font-size: 1.125rem;
`;

const RESPONSE: Record<string, string> = { PENDING: 'waiting for their answer', ACCEPTED: 'accepted', DECLINED: 'declined' };

function Invitation({ invite, onDecline, busy, respond }: { invite: MyRequest; onDecline: () => void; busy: boolean; respond: (accept: boolean) => void }) {
  const accepted = invite.roommateResponse === 'ACCEPTED';
  return (
    <Alert tone="info">
      <Stack>
        <p>
          <strong>{fellow(invite.student)}</strong> invites you to share room {invite.room.number} in {invite.room.hostelName} ({ROOM_KIND[invite.room.type]},{' '}
          {floorName(invite.room.floor)}).
        </p>
        {accepted && <p>You accepted. The warden decides next.</p>}
        <Actions>
          {!accepted && (
            <Button size="sm" variant="success" disabled={busy} onClick={() => respond(true)}>
              Accept
            </Button>
          )}
          <Button size="sm" variant="secondary" disabled={busy} onClick={onDecline}>
            Decline
          </Button>
        </Actions>
      </Stack>
    </Alert>
  );
}

function PendingRequest({ request, onCancel, busy }: { request: MyRequest; onCancel: () => void; busy: boolean }) {
  return (
    <Stack>
      <p>
        <Badge tone="info">Pending Request</Badge>
      </p>
      <DetailList
        items={[
          { label: 'Hostel', value: request.room.hostelName },
          { label: 'Room', value: request.room.number },
          { label: 'Floor', value: floorName(request.room.floor) },
          { label: 'Type', value: ROOM_KIND[request.room.type] },
          ...(request.roommate ? [{ label: 'Roommate', value: `${fellow(request.roommate)}: ${RESPONSE[request.roommateResponse ?? 'PENDING']}` }] : []),
        ]}
      />
      <p>The warden decides requests in the order they arrive.</p>
      <Actions>
        <Button size="sm" variant="danger" disabled={busy} onClick={onCancel}>
          Cancel request
        </Button>
      </Actions>
    </Stack>
  );
}

/** Why the last request ended, when it did not end with a room. */
function LastEnded({ request }: { request: MyRequest | undefined }) {
  if (request?.status === 'REJECTED') {
    return (
      <Alert tone="warning">
        Your request for room {request.room.number} in {request.room.hostelName} was rejected{request.decisionReason ? `: ${request.decisionReason}` : '.'}
      </Alert>
    );
  }
  if (request?.status === 'DECLINED') {
    return (
      <Alert tone="warning">
        {request.roommate?.name ?? 'Your roommate'} declined to share room {request.room.number} in {request.room.hostelName}.
      </Alert>
    );
  }
  return null;
}

type Confirming = { kind: 'cancel' | 'decline'; request: MyRequest } | null;

/** Props of {@link MyRoomCard}: the state {@link useMyRoomState} keeps live. */
export interface MyRoomCardProps {
  data: MyRoomState | undefined;
  error?: unknown;
  /** The card's heading, focusable, for a screen to move focus to after a booking. */
  headingRef?: Ref<HTMLHeadingElement>;
}

/**
 * 'My room': the bed the student holds (with their roommate), or their pending request (with
 * Cancel request), or 'No room yet' with a way to book; and any invitation to share a room,
 * with Accept and Decline.
 */
export function MyRoomCard({ data, error, headingRef }: MyRoomCardProps) {
  const headingId = useId();
  const actions = useRequestActions();
  const [confirming, setConfirming] = useState<Confirming>(null);

  let body;
  if (!data && error) body = <Alert>{serverMessage(error, 'Your room could not be loaded. Please try again.')}</Alert>;
  else if (!data) body = <Spinner label="Loading your room" />;
  else {
    const pending = data.myRoomRequests.find((r) => r.status === 'PENDING');
    body = (
      <Stack>
        {data.myRoommateInvites.map((invite) => (
          <Invitation key={invite.id} invite={invite} busy={actions.busy} respond={(accept) => void actions.respond(invite, accept)} onDecline={() => setConfirming({ kind: 'decline', request: invite })} />
        ))}
        {data.myRoom && <HeldRoom held={data.myRoom} />}
        {!data.myRoom && pending && <PendingRequest request={pending} busy={actions.busy} onCancel={() => setConfirming({ kind: 'cancel', request: pending })} />}
        {!data.myRoom && !pending && (
          <>
            <LastEnded request={data.myRoomRequests[0]} />
            <p>
              No room yet. <Link to="/selection">Book Room</Link>
            </p>
          </>
        )}
      </Stack>
    );
  }

  const confirm = async () => {
    if (!confirming) return;
    const done = confirming.kind === 'cancel' ? await actions.cancel(confirming.request) : await actions.respond(confirming.request, false);
    if (done) setConfirming(null);
  };

  return (
    <section aria-labelledby={headingId}>
      <Card>
        <Title id={headingId} ref={headingRef} tabIndex={-1}>
          My room
        </Title>
        {body}
      </Card>
      <ConfirmDialog
        open={confirming !== null}
        title={confirming?.kind === 'cancel' ? 'Cancel Request' : 'Decline Invitation'}
        message={
          confirming?.kind === 'cancel'
            ? `Cancel your request for room ${confirming.request.room.number} in ${confirming.request.room.hostelName}?`
            : `Decline ${confirming?.request.student.name}'s invitation to share room ${confirming?.request.room.number}? Their request ends.`
        }
        confirmLabel={confirming?.kind === 'cancel' ? 'Yes, cancel it' : 'Yes, decline'}
        cancelLabel={confirming?.kind === 'cancel' ? 'Keep it' : 'No'}
        confirmVariant="danger"
        loading={actions.busy}
        onConfirm={() => void confirm()}
        onCancel={() => setConfirming(null)}
      />
    </section>
  );
}
