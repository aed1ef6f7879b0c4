import { Link } from 'react-router-dom';
import { styled, Button, ButtonLink, Dialog } from 'ui';
import type { GridRoom } from '../room-grid/room-grid.operations';
import type { MyRoom } from '../my-room/my-room.operations';

const Text = styled.p`
  margin: 0 0 0.75rem;
`;

/** Props of {@link HeldElsewhereDialog}. */
export interface HeldElsewhereDialogProps {
  /** The room she picked in this hostel; null: closed. */
  room: GridRoom | null;
  /** The bed she holds, in another hostel. */
  held: MyRoom | null;
  onClose: () => void;
}

/**
 * A student who holds a bed in another hostel picked a free room here: a second bed is never
 * hers (the server refuses it), and a change of room stays within her hostel, so instead of a
 * booking this says where her bed is and leads to Change room there.
 */
export function HeldElsewhereDialog({ room, held, onClose }: HeldElsewhereDialogProps) {
  const home = held?.room;
  return (
    <Dialog
      open={room !== null && held !== null}
      title="You already have a room"
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
          {home && <ButtonLink as={Link} to={`/allotment${home.hostelName}?floor=${home.floor}&change=1`}>{`Change room in ${home.hostelName}`}</ButtonLink>}
        </>
      }
    >
      <Text>{home && `You already have bed ${held.bed} in room ${home.number} in ${home.hostelName}, so room ${room?.number} cannot be booked for you.`}</Text>
      <Text>{home && `You can change rooms within ${home.hostelName}. A move to another hostel goes through the hostel office.`}</Text>
    </Dialog>
  );
}
