import { ConfirmDialog } from 'ui';
import type { GridRoom } from '../room-grid/room-grid.operations';

/** The girls' blocks: 'Confirm Booking' before a bed is taken at once. */
export function ConfirmBookingDialog({ room, busy, onConfirm, onCancel }: { room: GridRoom | null; busy: boolean; onConfirm: () => void; onCancel: () => void }) {
  return (
    <ConfirmDialog
      open={room !== null}
      title="Confirm Booking"
      message={`Are you sure you want to book room ${room?.number}?`}
      confirmLabel="Yes, Book It!"
      cancelLabel="Cancel"
      loading={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
