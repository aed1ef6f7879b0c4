import { useState } from 'react';
import { Link } from 'react-router-dom';
import { styled, Button, ButtonLink } from 'ui';
import { useQuery } from 'web-kit/graphql';
import { SELECTION_WINDOW } from '../selection-window/selection-window.operations';
import { CheckOutDialog } from './check-out-dialog';
import type { MyRoom } from './my-room.operations';
import { useCheckOut } from './use-check-out';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
`;

/** Props of {@link HeldRoomActions}. */
export interface HeldRoomActionsProps {
  held: MyRoom;
  /** Their hostel's grid is on screen in change mode already. */
  changing?: boolean;
  /**
   * Room selection is open to them in their hostel, as that hostel's grid on screen follows it
   * (the server's state, timed by the clock); not given: read here from the server.
   */
  selectionOpen?: boolean;
  /** Checked out: the buttons are gone, the card takes focus. */
  onCheckedOut: () => void;
}

/**
 * What a student with a bed may do: open their hostel's grid in change mode, only while room
 * selection there is open to them (a move is refused otherwise), or check out (asked first).
 */
export function HeldRoomActions({ held, changing = false, selectionOpen, onCheckedOut }: HeldRoomActionsProps) {
  const [asking, setAsking] = useState(false);
  const { busy, checkOut } = useCheckOut();
  const { room } = held;
  const read = useQuery(SELECTION_WINDOW, { variables: { hostel: room.hostelName }, fetchPolicy: 'cache-and-network', skip: selectionOpen !== undefined });
  const mayChange = selectionOpen ?? read.data?.selectionWindow.state === 'OPEN';
  const confirm = async (reason: string) => {
    if (!(await checkOut(held, reason))) return;
    setAsking(false);
    onCheckedOut();
  };
  return (
    <Actions>
      {!changing && mayChange && (
        <ButtonLink as={Link} to={`/allotment${room.hostelName}?floor=${room.floor}&change=1`} variant="secondary" size="sm">
          Change room
        </ButtonLink>
      )}
      <Button size="sm" variant="danger" onClick={() => setAsking(true)}>
        Check out
      </Button>
      <CheckOutDialog held={asking ? held : null} busy={busy} onConfirm={(reason) => void confirm(reason)} onCancel={() => setAsking(false)} />
    </Actions>
  );
}
