import { styled, Button, Dialog } from 'ui';
import { SelectionWindowBanner } from '../selection-window/selection-window-banner';
import type { GridRoom } from '../room-grid/room-grid.operations';

const Question = styled.p`
  margin: 0 0 1rem;
`;

/** The student's roommate group, when it has members besides them: its leader books one room for all. */
export interface GroupBookingOffer {
  /** Accepted members, the leader included. */
  size: number;
  /** The student leads it (books for all); else their leader does. */
  leader: boolean;
  leaderName: string;
}

/** Props of {@link ConfirmBookingDialog}. */
export interface ConfirmBookingDialogProps {
  room: GridRoom | null;
  busy: boolean;
  /** Why room selection is not open (it closed while the dialog was open), or null when it is. */
  closedReason: string | null;
  /** The student's group (with others in it), or null: they book alone. */
  group?: GroupBookingOffer | null;
  onConfirm: () => void;
  /** The leader books the room for the whole group. */
  onConfirmGroup?: () => void;
  onCancel: () => void;
}

/** What the dialog asks, and which booking it offers ('alone', 'group' or none). */
function offerOf(room: GridRoom | null, group: GroupBookingOffer | null | undefined): { text: string; offer: 'alone' | 'group' | null } {
  if (!group) return { text: `Are you sure you want to book room ${room?.number}?`, offer: 'alone' };
  if (!group.leader) return { text: `${group.leaderName} leads your roommate group and books one room for all of you, so you do not book on your own.`, offer: null };
  const free = room?.freeBeds ?? 0;
  if (free < group.size)
    return {
      text: `Room ${room?.number} has ${free} free ${free === 1 ? 'bed' : 'beds'}; your group needs ${group.size}. Choose a room with at least ${group.size} free beds.`,
      offer: null,
    };
  return { text: `Book room ${room?.number} for your group? Each of the ${group.size} of you gets a bed in it.`, offer: 'group' };
}

/**
 * The girls' blocks: 'Confirm Booking' before a bed is taken at once; Cancel comes first and takes
 * focus. A group's leader books the room for the whole group (when it has a bed for each), and a
 * member is told their leader books.
 */
export function ConfirmBookingDialog({ room, busy, closedReason, group, onConfirm, onConfirmGroup, onCancel }: ConfirmBookingDialogProps) {
  const { text, offer } = offerOf(room, group);
  return (
    <Dialog
      open={room !== null}
      title="Confirm Booking"
      onClose={onCancel}
      actions={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          {offer === 'alone' && (
            <Button onClick={onConfirm} loading={busy} disabled={closedReason !== null}>
              Yes, Book It!
            </Button>
          )}
          {offer === 'group' && group && (
            <Button onClick={onConfirmGroup} loading={busy} disabled={closedReason !== null}>
              {`Book for my group (${group.size})`}
            </Button>
          )}
        </>
      }
    >
      <Question>{text}</Question>
      <SelectionWindowBanner message={closedReason} open={false} />
    </Dialog>
  );
}
