import { Alert, Badge, Button, DetailList } from 'ui';
import { roomKindName } from '../../lib/room-kind';
import { Actions, Stack } from '../../lib/card-layout';
import { floorName } from '../../lib/floor-name';
import { fellow } from './my-room-details';
import type { MyRequest, MyRoom } from './my-room.operations';

const RESPONSE: Record<string, string> = { PENDING: 'waiting for their answer', ACCEPTED: 'accepted', DECLINED: 'declined' };

/** An invitation to share a room, with Accept and Decline (the card asks before declining). */
export function Invitation({ invite, onDecline, busy, respond }: { invite: MyRequest; onDecline: () => void; busy: boolean; respond: (accept: boolean) => void }) {
  const accepted = invite.roommateResponse === 'ACCEPTED';
  return (
    <Alert tone="info">
      <Stack>
        <p>
          <strong>{fellow(invite.student)}</strong> invites you to share room {invite.room.number} in {invite.room.hostelName} ({roomKindName(invite.room.type)},{' '}
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

/** e.g. "from room 101 to room 104": a change request names the room left, which the student holds until it is approved. */
export const moveText = (request: MyRequest, from: MyRoom['room'] | null | undefined) => `${from ? `from room ${from.number} ` : ''}to room ${request.room.number}`;

/** Where a pending change leaves from and goes to; a plain request names its room. */
function roomItems(request: MyRequest, from: MyRoom['room'] | null | undefined) {
  if (!request.change) return [{ label: 'Room', value: request.room.number }];
  return [...(from ? [{ label: 'From room', value: from.number }] : []), { label: 'To room', value: request.room.number }];
}

/**
 * The student's pending request: for a room, or (holding a bed already, in `from`) to move from
 * that room to another.
 */
export function PendingRequest({ request, from, onCancel, busy }: { request: MyRequest; from?: MyRoom['room'] | null; onCancel: () => void; busy: boolean }) {
  return (
    <Stack>
      <p>
        <Badge tone="info">{request.change ? 'Room change requested' : 'Pending Request'}</Badge>
      </p>
      {request.change && <p>{`You asked to move ${moveText(request, from)} in ${request.room.hostelName}.`}</p>}
      <DetailList
        items={[
          { label: 'Hostel', value: request.room.hostelName },
          ...roomItems(request, from),
          { label: 'Floor', value: floorName(request.room.floor) },
          { label: 'Type', value: roomKindName(request.room.type) },
          ...(request.roommate ? [{ label: 'Roommate', value: `${fellow(request.roommate)}: ${RESPONSE[request.roommateResponse ?? 'PENDING']}` }] : []),
          ...(request.group.length > 0 ? [{ label: 'Roommate group', value: [request.student, ...request.group].map(fellow).join(', ') }] : []),
        ]}
      />
      {request.group.length > 0 && <p>A bed for each of you, asked for by your group's leader; any of you can cancel it.</p>}
      <p>{request.change ? 'You keep your current room until the warden approves the move.' : 'The warden decides requests in the order they arrive.'}</p>
      <Actions>
        <Button size="sm" variant="danger" disabled={busy} onClick={onCancel}>
          Cancel request
        </Button>
      </Actions>
    </Stack>
  );
}

/** ": <the office's reason>." (its own full stop kept), or "." when it gave none. */
const because = (reason: string | null | undefined) => (reason ? `: ${reason}${/[.!?]$/.test(reason) ? '' : '.'}` : '.');

/**
 * Why the last request ended, when it did not end with a room: with the office's reason for a
 * rejection when it gave one. A rejected room change leaves the student where they were.
 */
export function LastEnded({ request }: { request: MyRequest | undefined }) {
  if (request?.status === 'REJECTED' && request.change) {
    return (
      <Alert tone="warning">
        {`Your request to move to room ${request.room.number} in ${request.room.hostelName} was rejected${because(request.decisionReason)} You keep your current room.`}
      </Alert>
    );
  }
  if (request?.status === 'REJECTED') {
    return (
      <Alert tone="warning">
        {`Your request for room ${request.room.number} in ${request.room.hostelName} was rejected${because(request.decisionReason)}`}
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
