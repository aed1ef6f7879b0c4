import { styled, Button, Dialog } from 'ui';
import { SelectionWindowBanner } from '../selection-window/selection-window-banner';
import type { GridRoom } from '../room-grid/room-grid.operations';

const Question = styled.p`
  margin: 0 0 1rem;
`;

/** Props of {@link ConfirmBookingDialog}. */
export interface ConfirmBookingDialogProps {
  room: GridRoom | null;
  busy: boolean;
  /** Why room selection is not open (it closed while the dialog was open), or null when it is. */
  closedReason: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The girls' blocks: 'Confirm Booking' before a bed is taken at once; Cancel comes first and takes focus. */
export function ConfirmBookingDialog({ room, busy, closedReason, onConfirm, onCancel }: ConfirmBookingDialogProps) {
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
          <Button onClick={onConfirm} loading={busy} disabled={closedReason !== null}>
            Yes, Book It!
          </Button>
        </>
      }
    >
      <Question>{`Are you sure you want to book room ${room?.number}?`}</Question>
      <SelectionWindowBanner message={closedReason} open={false} />
    </Dialog>
  );
}
