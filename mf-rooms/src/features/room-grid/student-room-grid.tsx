import { useLayoutEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Alert } from 'ui';
import { formatZonedMoment } from 'web-kit';
import { useQuery } from 'web-kit/graphql';
import { ChangeRoomDialog } from '../booking/change-room-dialog';
import { ConfirmBookingDialog, type GroupBookingOffer } from '../booking/confirm-booking-dialog';
import { GRID_MY_SELECTION } from '../booking/group-booking.operations';
import { HeldElsewhereDialog } from '../booking/held-elsewhere-dialog';
import { RoomDetailsDialog } from '../booking/room-details-dialog';
import { RoommateDialog } from '../booking/roommate-dialog';
import { useBooking } from '../booking/use-booking';
import { useRoomChange } from '../booking/use-room-change';
import { MyRoomCard } from '../my-room/my-room-card';
import { useMyRoomState } from '../my-room/use-my-room-state';
import { useRequestActions } from '../my-room/use-request-actions';
import { SelectionNowBanner } from '../selection-window/selection-now-banner';
import { JoinWaitlistPanel } from '../waitlist/join-waitlist-panel';
import { joinChoices } from '../waitlist/waitlist-choices';
import { RoomGrid } from './room-grid';
import type { GridHostel, GridRoom } from './room-grid.operations';
import type { RoomGridData } from './use-room-grid';

type Dialog = 'confirm' | 'details' | 'roommate' | 'move' | 'elsewhere';
/** `known`: the dialog was chosen knowing the student's bed (else it is chosen again once it is known). */
type Open = { room: GridRoom; dialog: Dialog; known: boolean } | null;

/**
 * A student's room screen: 'My room' on top, the waitlist when the hostel (or a room type) is
 * full, then the grid. A free room opens 'Confirm Booking' in an instant hostel (the girls'
 * blocks) or 'Room Details' in an approval hostel (the boys'), as the spec has it (a second booking
 * is refused in its words). A student who holds a bed here and came by 'Change room'
 * (`?change=1`) is in change mode while room selection is open to her, where a free room offers
 * a move instead. A student who holds a bed and picks a free room to book is never asked to confirm a booking the server must refuse:
 * here the room is offered as a move (saying why), in another hostel she is told where her bed is
 * and led to Change room there. While room selection is not
 * open, free rooms do not open and an open dialog's actions go off, the banner's words saying why.
 * In a selection process, a line above the grid says which slots choose now, and one the
 * student's lottery number and when they (their group) choose; in a roommate group with others in it, the leader
 * books one room for all ('Book for my group') or, where rooms are requested, asks for one ('Request this
 * room for my group', only where its free beds fit everyone), and a member is told the leader does.
 * `grid` is the hostel's rooms and window, from {@link useRoomGrid} on the page.
 *
 * Drawn before the hostel is known (`hostel` undefined, only its `name` from the path): 'My room'
 * loads and the grid shows its heading and legend; what depends on how the hostel books (its
 * rooms, which dialog a room opens, the waitlist's choices, change mode) waits for it.
 */
export function StudentRoomGrid({ name, hostel, grid }: { name: string; hostel: GridHostel | undefined; grid: RoomGridData }) {
  const { data, error } = useMyRoomState();
  const booking = useBooking();
  const change = useRoomChange();
  const actions = useRequestActions();
  const mine = useQuery(GRID_MY_SELECTION, { fetchPolicy: 'cache-and-network' }).data?.mySelection;
  // Drawn in the selection process of this hostel: the number and slot are said above the grid.
  const drawn = mine && mine.hostels.includes(name) ? mine : null;
  const group = drawn?.group && drawn.group.members.length > 1 ? drawn.group : null;
  const groupOffer: GroupBookingOffer | null = group && { size: group.members.length, leader: group.isLeader, leaderName: group.leader.name };
  const [open, setOpen] = useState<Open>(null);
  // After a booking the room's button may be gone from the tab order (full): 'My room' takes focus.
  const myRoomHeading = useRef<HTMLHeadingElement>(null);
  const [focusRequests, setFocusRequests] = useState(0);
  const focusMyRoom = () => setFocusRequests((n) => n + 1);
  // In the commit that may remove the button (a layout effect): a passive effect runs a task
  // later, and until then the focus sits on the page's body.
  useLayoutEffect(() => {
    if (focusRequests > 0) myRoomHeading.current?.focus();
  }, [focusRequests]);

  const instant = hostel?.bookingMode === 'INSTANT';
  const pending = data?.myRoomRequests.find((r) => r.status === 'PENDING');
  const own = { heldRoomId: data?.myRoom?.room.id, pendingRoomId: pending?.room.id };
  const [params, setParams] = useSearchParams();
  const held = data?.myRoom ?? null;
  const heldHere = held?.room.hostelName === name ? held : null;
  // Change mode only while selection is open to her here: a move is refused otherwise.
  const current = hostel && params.get('change') === '1' && grid.selection.open ? heldHere : null;
  const leaveChange = new URLSearchParams(params);
  leaveChange.delete('change');
  const { selection } = grid;
  const closedReason = selection.open ? null : (selection.message ?? 'Room selection is not open.');
  const choices = joinChoices(data, grid.rooms, selection.state);
  const close = () => setOpen(null);
  // Done or refused (the toast says which), the dialog closes; on success 'My room' takes focus.
  const finish = (done: boolean) => {
    setOpen(null);
    if (done) focusMyRoom();
  };
  const dialogFor = (room: GridRoom): Dialog => {
    if (room.id === own.pendingRoomId) return 'details';
    if (current || (hostel && heldHere)) return 'move';
    if (held) return 'elsewhere';
    return instant ? 'confirm' : 'details';
  };
  // A room picked before the student's bed was known (the grid can come first): once it is, the
  // dialog is chosen again, so a student with a bed is not left confirming a booking.
  if (open && !open.known && data) setOpen({ ...open, dialog: open.dialog === 'roommate' ? 'roommate' : dialogFor(open.room), known: true });

  return (
    <>
      <MyRoomCard data={data} error={error} headingRef={myRoomHeading} gridHostel={name} changing={Boolean(current)} selectionOpen={grid.selection.open} />
      {hostel && choices.length > 0 && <JoinWaitlistPanel hostel={hostel} choices={choices} onJoined={focusMyRoom} />}
      <SelectionNowBanner hostel={name} />
      {drawn && !held && (
        <Alert tone="info">
          {`Your lottery number is ${drawn.lotteryNumber}, slot ${drawn.slot}: ${
            drawn.state === 'CLOSED'
              ? `selection closed on ${formatZonedMoment(drawn.closesAt)}.`
              : `you choose from ${formatZonedMoment(drawn.groupSlotStartsAt)} until ${formatZonedMoment(drawn.closesAt)}.`
          }`}
        </Alert>
      )}
      {groupOffer && !held && (
        <Alert tone="info">
          {groupOffer.leader
            ? `You lead a roommate group of ${groupOffer.size}: choose a room with ${groupOffer.size} free beds and ${hostel?.bookingMode === 'APPROVAL' ? 'request' : 'book'} it for all of you.`
            : `${groupOffer.leaderName} leads your roommate group and ${hostel?.bookingMode === 'APPROVAL' ? 'asks for' : 'books'} one room for all of you.`}
        </Alert>
      )}
      {current && (
        <Alert tone="info">
          {`Change room: you hold bed ${current.bed} in room ${current.room.number}. Choose a room with a free bed to ${instant ? 'move there at once' : 'ask the warden to move you there'}. `}
          <Link to={`?${leaveChange.toString()}`}>Stop changing room</Link>
        </Alert>
      )}
      <RoomGrid hostel={name} building={hostel} grid={grid} requests={hostel?.bookingMode === 'APPROVAL'} own={own} onOpen={(room) => setOpen({ room, dialog: dialogFor(room), known: Boolean(data) })} />
      <ConfirmBookingDialog
        room={open?.dialog === 'confirm' ? open.room : null}
        busy={booking.busy}
        closedReason={closedReason}
        group={groupOffer}
        onCancel={close}
        onConfirm={() => open && void booking.book(open.room).then(finish)}
        onConfirmGroup={() => open && void booking.bookForGroup(open.room).then(finish)}
      />
      <ChangeRoomDialog
        room={open?.dialog === 'move' ? open.room : null}
        from={heldHere?.room.number ?? 0}
        notice={heldHere && !current ? `You already have bed ${heldHere.bed} in room ${heldHere.room.number}, so you cannot book a second bed. You can change rooms instead.` : null}
        instant={instant}
        busy={change.busy}
        closedReason={closedReason}
        onCancel={close}
        onConfirm={() =>
          open &&
          void change.move(open.room, instant).then((done) => {
            // Moved (or asked to): change mode is over, the grid is a plain grid again.
            if (done) setParams(leaveChange, { replace: true });
            finish(done);
          })
        }
      />
      <HeldElsewhereDialog room={open?.dialog === 'elsewhere' ? open.room : null} held={held} onClose={close} />
      <RoomDetailsDialog
        room={open?.dialog === 'details' ? open.room : null}
        hostel={name}
        pending={open?.room.id === own.pendingRoomId}
        busy={booking.busy || actions.busy}
        closedReason={closedReason}
        group={groupOffer}
        onClose={close}
        onBook={() => open && void booking.request(open.room).then(finish)}
        onRequestForGroup={() => open && void booking.requestForGroup(open.room).then(finish)}
        onRoommate={() => open && setOpen({ ...open, dialog: 'roommate' })}
        onCancelRequest={() => pending && void actions.cancel(pending).then(finish)}
      />
      <RoommateDialog
        room={open?.dialog === 'roommate' ? open.room : null}
        busy={booking.busy}
        closedReason={closedReason}
        onClose={close}
        onSend={async (roommate) => {
          const failure = open ? await booking.requestWithRoommate(open.room, roommate) : null;
          if (!failure) focusMyRoom();
          return failure;
        }}
      />
    </>
  );
}
