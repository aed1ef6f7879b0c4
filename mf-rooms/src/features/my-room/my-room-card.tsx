import { useLayoutEffect, useId, useRef, useState, type RefObject } from 'react';
import { Link } from 'react-router-dom';
import { styled, Alert, Card, ConfirmDialog, Spinner } from 'ui';
import { serverMessage } from 'web-kit';
import { WaitlistPlaceStatus } from '../waitlist/waitlist-place-status';
import { HeldRoomActions } from './held-room-actions';
import { HeldRoom } from './my-room-details';
import { Invitation, LastEnded, moveText, PendingRequest } from './my-room-requests';
import type { MyRequest, MyRoomState } from './my-room.operations';
import { useRequestActions } from './use-request-actions';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  p {
    margin: 0;
  }
`;

const Title = styled.h2`
  margin: 0 0 0.75rem;
  font-size: 1.125rem;
`;

type Confirming = { kind: 'cancel' | 'decline'; request: MyRequest } | null;

function confirmation({ kind, request }: NonNullable<Confirming>, from: MyRoomState['myRoom'] | undefined) {
  const where = `room ${request.room.number} in ${request.room.hostelName}`;
  if (kind === 'decline') return { title: 'Decline Invitation', message: `Decline ${request.student.name}'s invitation to share room ${request.room.number}? Their request ends.`, yes: 'Yes, decline', no: 'No' };
  const message = request.change ? `Cancel your request to move ${moveText(request, from?.room)} in ${request.room.hostelName}? You keep your current room.` : `Cancel your request for ${where}?`;
  return { title: 'Cancel Request', message, yes: 'Yes, cancel it', no: 'Keep it' };
}

/** Props of {@link MyRoomCard}: the state {@link useMyRoomState} keeps live. */
export interface MyRoomCardProps {
  data: MyRoomState | undefined;
  error?: unknown;
  /** The card's heading, focusable, for a screen to move focus to after a booking. */
  headingRef?: RefObject<HTMLHeadingElement | null>;
  /** The hostel whose grid the card sits on, if any: links to that grid are left out there. */
  gridHostel?: string;
  /** The grid on screen is in change mode (no 'Change room' link then). */
  changing?: boolean;
  /** Room selection in `gridHostel` is open to the student, as its grid follows it ('Change room' only then). */
  selectionOpen?: boolean;
}

/**
 * 'My room': the bed the student holds (with their roommate, Change room while room selection
 * there is open to them, and Check out), a pending request or room change (with Cancel request),
 * their place in a waitlist (position, a held bed to accept or decline, or how it ended), or 'No
 * room yet' with a way to book; and any invitation to share a room, with Accept and Decline.
 * After a move that takes its own button away, the heading takes focus.
 */
export function MyRoomCard({ data, error, headingRef, gridHostel, changing = false, selectionOpen }: MyRoomCardProps) {
  const headingId = useId();
  const ownHeading = useRef<HTMLHeadingElement>(null);
  const heading = headingRef ?? ownHeading;
  const [focusRequests, setFocusRequests] = useState(0);
  // A layout effect, so the focus moves in the commit that removes the button, never via the body.
  useLayoutEffect(() => {
    if (focusRequests > 0) heading.current?.focus();
  }, [focusRequests, heading]);
  const focusHeading = () => setFocusRequests((n) => n + 1);
  const actions = useRequestActions();
  const [confirming, setConfirming] = useState<Confirming>(null);

  let body;
  if (!data && error) body = <Alert>{serverMessage(error, 'Your room could not be loaded. Please try again.')}</Alert>;
  else if (!data) body = <Spinner label="Loading your room" />;
  else {
    const pending = data.myRoomRequests.find((r) => r.status === 'PENDING');
    // Housed, the line is behind them; a place that ended with a room says nothing either.
    const place = data.myRoom || data.myWaitlist?.status === 'HOUSED' ? null : data.myWaitlist;
    const inLine = place?.status === 'WAITING' || place?.status === 'OFFERED';
    body = (
      <Stack>
        {/* An invitation is for a student without a bed: once housed (the approval's news may come first), it is over. */}
        {(data.myRoom ? [] : data.myRoommateInvites).map((invite) => (
          <Invitation key={invite.id} invite={invite} busy={actions.busy} respond={(accept) => void actions.respond(invite, accept)} onDecline={() => setConfirming({ kind: 'decline', request: invite })} />
        ))}
        {data.myRoom && <HeldRoom held={data.myRoom} />}
        {data.myRoom && (
          <HeldRoomActions
            held={data.myRoom}
            changing={changing && gridHostel === data.myRoom.room.hostelName}
            selectionOpen={gridHostel === data.myRoom.room.hostelName ? selectionOpen : undefined}
            onCheckedOut={focusHeading}
          />
        )}
        {pending && (!data.myRoom || pending.change) && (
          <PendingRequest request={pending} from={data.myRoom?.room} busy={actions.busy} onCancel={() => setConfirming({ kind: 'cancel', request: pending })} />
        )}
        {/* Housed, only a rejected move is news: the request that housed them, or any before, is not. */}
        {data.myRoom && !pending && data.myRoomRequests[0]?.change && <LastEnded request={data.myRoomRequests[0]} />}
        {place && <WaitlistPlaceStatus place={place} joinAgainTo={gridHostel === place.hostelName ? null : `/allotment${place.hostelName}`} onDone={focusHeading} />}
        {!data.myRoom && !pending && !inLine && (
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

  const asked = confirming && confirmation(confirming, data?.myRoom);
  const confirm = async () => {
    if (!confirming) return;
    const done = confirming.kind === 'cancel' ? await actions.cancel(confirming.request) : await actions.respond(confirming.request, false);
    if (done) setConfirming(null);
  };

  return (
    <section aria-labelledby={headingId}>
      <Card>
        <Title id={headingId} ref={heading} tabIndex={-1}>
          My room
        </Title>
        {body}
      </Card>
      <ConfirmDialog
        open={asked !== null}
        title={asked?.title}
        message={asked?.message}
        confirmLabel={asked?.yes}
        cancelLabel={asked?.no}
        confirmVariant="danger"
        loading={actions.busy}
        onConfirm={() => void confirm()}
        onCancel={() => setConfirming(null)}
      />
    </section>
  );
}
