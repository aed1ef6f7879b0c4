import { Button, DetailList, Dialog } from 'ui';
import { floorName } from '../../lib/floor-name';
import { SelectionWindowBanner } from '../selection-window/selection-window-banner';
import type { GridRoom } from '../room-grid/room-grid.operations';
import { roomKindName } from '../../lib/room-kind';

/** Props of {@link RoomDetailsDialog}. */
export interface RoomDetailsDialogProps {
  room: GridRoom | null;
  hostel: string;
  /** The student's own request is for this room. */
  pending: boolean;
  busy: boolean;
  /** Why room selection is not open, or null when it is: Book Room and Request Roommate are off. */
  closedReason: string | null;
  onBook: () => void;
  onRoommate: () => void;
  onCancelRequest: () => void;
  onClose: () => void;
}

/**
 * The boys' blocks: 'Room Details' with Room Number, Status, Floor, Block and Room Type; Book
 * Room when a bed is free, Request Roommate when both beds of a Double are, Cancel request for
 * the student's own pending request (open or not), and Close.
 */
export function RoomDetailsDialog({ room, hostel, pending, busy, closedReason, onBook, onRoommate, onCancelRequest, onClose }: RoomDetailsDialogProps) {
  const closed = closedReason !== null;
  let status = room?.isAvailable ? 'Available' : 'Occupied';
  if (pending) status = 'Pending Request';
  return (
    <Dialog
      open={room !== null}
      title="Room Details"
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
          {pending && (
            <Button variant="danger" loading={busy} onClick={onCancelRequest}>
              Cancel request
            </Button>
          )}
          {!pending && room?.takesPair && (
            <Button variant="secondary" disabled={busy || closed} onClick={onRoommate}>
              Request Roommate
            </Button>
          )}
          {!pending && room?.isAvailable && (
            <Button variant="success" loading={busy} disabled={closed} onClick={onBook}>
              Book Room
            </Button>
          )}
        </>
      }
    >
      {room && (
        <DetailList
          items={[
            { label: 'Room Number', value: room.number },
            { label: 'Status', value: status },
            { label: 'Floor', value: floorName(room.floor) },
            { label: 'Block', value: hostel },
            { label: 'Room Type', value: roomKindName(room.type) },
            { label: 'Free beds', value: `${room.freeBeds} of ${room.capacity}` },
            ...(room.heldBeds > 0 ? [{ label: 'Held for the waitlist', value: room.heldBeds }] : []),
          ]}
        />
      )}
      {!pending && <SelectionWindowBanner message={closedReason} open={false} />}
    </Dialog>
  );
}
