import { Alert, Badge, Button, DetailList } from 'ui';
import { ROOM_KIND } from 'web-kit';
import { Actions, Stack } from '../../lib/card-layout';
import { floorName } from '../../lib/floor-name';
import { fellow } from './my-room-details';
import type { MyRequest } from './my-room.operations';

const RESPONSE: Record<string, string> = { PENDING: 'waiting for their answer', ACCEPTED: 'accepted', DECLINED: 'declined' };

/** An invitation to share a room, with Accept and Decline (the card asks before declining). */
export function Invitation({ invite, onDecline, busy, respond }: { invite: MyRequest; onDecline: () => void; busy: boolean; respond: (accept: boolean) => void }) {
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

/** The student's pending request: for a room, or (holding a bed already) to move to one. */
export function PendingRequest({ request, onCancel, busy }: { request: MyRequest; onCancel: () => void; busy: boolean }) {
  return (
    <Stack>
      <p>
        <Badge tone="info">{request.change ? 'Room change requested' : 'Pending Request'}</Badge>
      </p>
      <DetailList
        items={[
          { label: 'Hostel', value: request.room.hostelName },
          { label: request.change ? 'Move to room' : 'Room', value: request.room.number },
          { label: 'Floor', value: floorName(request.room.floor) },
          { label: 'Type', value: ROOM_KIND[request.room.type] },
          ...(request.roommate ? [{ label: 'Roommate', value: `${fellow(request.roommate)}: ${RESPONSE[request.roommateResponse ?? 'PENDING']}` }] : []),
        ]}
      />
      <p>{request.change ? 'You keep your current room until the warden approves the move.' : 'The warden decides requests in the order they arrive.'}</p>
      <Actions>
        <Button size="sm" variant="danger" disabled={busy} onClick={onCancel}>
          Cancel request
        </Button>
      </Actions>
    </Stack>
  );
}

/** Why the last request ended, when it did not end with a room. */
export function LastEnded({ request }: { request: MyRequest | undefined }) {
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
