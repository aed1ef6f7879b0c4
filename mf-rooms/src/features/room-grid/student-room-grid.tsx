import { useEffect, useRef, useState } from 'react';
import { ConfirmBookingDialog } from '../booking/confirm-booking-dialog';
import { RoomDetailsDialog } from '../booking/room-details-dialog';
import { RoommateDialog } from '../booking/roommate-dialog';
import { useBooking } from '../booking/use-booking';
import { MyRoomCard } from '../my-room/my-room-card';
import { useMyRoomState } from '../my-room/use-my-room-state';
import { useRequestActions } from '../my-room/use-request-actions';
import { RoomGrid } from './room-grid';
import type { GridHostel, GridRoom } from './room-grid.operations';
import { useRoomGrid } from './use-room-grid';

type Open = { room: GridRoom; dialog: 'confirm' | 'details' | 'roommate' } | null;

/**
 * A student's room screen: 'My room' on top, then the grid. A free room opens 'Confirm Booking'
 * in an instant hostel (the girls' blocks) or 'Room Details' in an approval hostel (the boys').
 * While room selection is not open, free rooms do not open and an open dialog's booking actions
 * go off, the banner's words saying why.
 */
export function StudentRoomGrid({ hostel }: { hostel: GridHostel }) {
  const grid = useRoomGrid(hostel.name);
  const { data, error } = useMyRoomState();
  const booking = useBooking();
  const actions = useRequestActions();
  const [open, setOpen] = useState<Open>(null);
  // After a booking the room's button may be gone from the tab order (full): 'My room' takes focus.
  const myRoomHeading = useRef<HTMLHeadingElement>(null);
  const [focusRequests, setFocusRequests] = useState(0);
  const focusMyRoom = () => setFocusRequests((n) => n + 1);
  useEffect(() => {
    if (focusRequests > 0) myRoomHeading.current?.focus();
  }, [focusRequests]);

  const instant = hostel.bookingMode === 'INSTANT';
  const pending = data?.myRoomRequests.find((r) => r.status === 'PENDING');
  const own = { heldRoomId: data?.myRoom?.room.id, pendingRoomId: pending?.room.id };
  const { selection } = grid;
  const closedReason = selection.open ? null : (selection.message ?? 'Room selection is not open.');
  const close = () => setOpen(null);
  // Done or refused (the toast says which), the dialog closes; on success 'My room' takes focus.
  const finish = (done: boolean) => {
    setOpen(null);
    if (done) focusMyRoom();
  };

  return (
    <>
      <MyRoomCard data={data} error={error} headingRef={myRoomHeading} />
      <RoomGrid
        hostel={hostel.name}
        grid={grid}
        tone={hostel.gender === 'FEMALE' ? 'blue' : 'green'}
        requests={!instant}
        own={own}
        onOpen={(room) => setOpen({ room, dialog: instant ? 'confirm' : 'details' })}
      />
      <ConfirmBookingDialog
        room={open?.dialog === 'confirm' ? open.room : null}
        busy={booking.busy}
        closedReason={closedReason}
        onCancel={close}
        onConfirm={() => open && void booking.book(open.room).then(finish)}
      />
      <RoomDetailsDialog
        room={open?.dialog === 'details' ? open.room : null}
        hostel={hostel.name}
        pending={open?.room.id === own.pendingRoomId}
        busy={booking.busy || actions.busy}
        closedReason={closedReason}
        onClose={close}
        onBook={() => open && void booking.request(open.room).then(finish)}
        onRoommate={() => open && setOpen({ room: open.room, dialog: 'roommate' })}
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
