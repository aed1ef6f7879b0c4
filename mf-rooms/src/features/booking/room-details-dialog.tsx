import { styled, Button, DetailList, Dialog } from 'ui';
import { floorName } from '../../lib/floor-name';
import { SelectionWindowBanner } from '../selection-window/selection-window-banner';
import type { GridRoom } from '../room-grid/room-grid.operations';
import { roomKindName } from '../../lib/room-kind';
import type { GroupBookingOffer } from './confirm-booking-dialog';

const Note = styled.p`
  margin: 1rem 0 0;
`;

/** Props of {@link RoomDetailsDialog}. */
export interface RoomDetailsDialogProps {
  room: GridRoom | null;
  hostel: string;
  /** The student's own request is for this room. */
  pending: boolean;
  busy: boolean;
  /** Why room selection is not open, or null when it is: Book Room and Request Roommate are off. */
  closedReason: string | null;
  /** The student's roommate group (with others in it), or null: they ask alone or with a roommate. */
  group?: GroupBookingOffer | null;
  onBook: () => void;
  onRoommate: () => void;
  /** The leader asks for the room for the whole group. */
  onRequestForGroup?: () => void;
  onCancelRequest: () => void;
  onClose: () => void;
}

/** What a roommate group is told of a room, and whether its leader may ask for it (its free beds fit everyone). */
function groupNote(room: GridRoom | null, group: GroupBookingOffer): { text: string; fits: boolean } {
  if (!group.leader) return { text: `${group.leaderName} leads your roommate group and asks for one room for all of you, so you do not ask on your own.`, fits: false };
  const free = room?.freeBeds ?? 0;
  if (free < group.size) {
    return { text: `Room ${room?.number} has ${free} free ${free === 1 ? 'bed' : 'beds'}; your group needs ${group.size}. Choose a room with at least ${group.size} free beds.`, fits: false };
  }
  return { text: `Ask the warden for room ${room?.number} for your group: each of the ${group.size} of you gets a bed. They all accepted your group, so no one is asked again.`, fits: true };
}

/**
 * The boys' blocks: 'Room Details' with Room Number, Status, Floor, Block and Room Type; Book
 * Room when a bed is free, Request Roommate when both beds of a Double are, Cancel request for
 * the student's own pending request (open or not), and Close. In a roommate group with others
 * in it, the one action is the leader's 'Request this room for my group', offered only where
 * the free beds fit everyone; a member is told their leader asks.
 */
export function RoomDetailsDialog({ room, hostel, pending, busy, closedReason, group, onBook, onRoommate, onRequestForGroup, onCancelRequest, onClose }: RoomDetailsDialogProps) {
  const closed = closedReason !== null;
  const note = group && !pending ? groupNote(room, group) : null;
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
          {note?.fits && (
            <Button variant="success" loading={busy} disabled={closed} onClick={onRequestForGroup}>
              Request this room for my group
            </Button>
          )}
          {!pending && !group && room?.takesPair && (
            <Button variant="secondary" disabled={busy || closed} onClick={onRoommate}>
              Request Roommate
            </Button>
          )}
          {!pending && !group && room?.isAvailable && (
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
      {note && <Note>{note.text}</Note>}
      {!pending && <SelectionWindowBanner message={closedReason} open={false} />}
    </Dialog>
  );
}
