import { styled, Button, Dialog } from 'ui';
import { SelectionWindowBanner } from '../selection-window/selection-window-banner';
import type { GridRoom } from '../room-grid/room-grid.operations';

const Question = styled.p`
  margin: 0 0 1rem;
`;

/** Props of {@link ChangeRoomDialog}. */
export interface ChangeRoomDialogProps {
  /** The room to move to; null: closed. */
  room: GridRoom | null;
  /** The number of the room the student holds a bed in now. */
  from: number;
  /** Said first: why a room she picked to book is a change of room (she holds a bed already). */
  notice?: string | null;
  /** An instant hostel moves at once; an approval hostel sends a request. */
  instant: boolean;
  busy: boolean;
  /** Why room selection is not open (it closed while the dialog was open), or null when it is. */
  closedReason: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A student with a bed picked another free room of their hostel (in change mode, or to book it:
 * `notice` then says why this is a move); Cancel comes first and takes focus.
 */
export function ChangeRoomDialog({ room, from, notice = null, instant, busy, closedReason, onConfirm, onCancel }: ChangeRoomDialogProps) {
  const question = instant
    ? `Move from room ${from} to room ${room?.number}? Your bed in room ${from} is freed at once.`
    : `Ask the warden to move you from room ${from} to room ${room?.number}? You keep room ${from} until the warden approves.`;
  return (
    <Dialog
      open={room !== null}
      title={instant ? 'Change Room' : 'Request Room Change'}
      onClose={onCancel}
      actions={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button onClick={onConfirm} loading={busy} disabled={closedReason !== null}>
            {`Move to room ${room?.number}`}
          </Button>
        </>
      }
    >
      {notice && <Question>{notice}</Question>}
      <Question>{question}</Question>
      <SelectionWindowBanner message={closedReason} open={false} />
    </Dialog>
  );
}
