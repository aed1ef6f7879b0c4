import { useState } from 'react';
import { Link } from 'react-router';
import { styled, Button } from 'ui';
import { CheckOutDialog } from './check-out-dialog';
import type { MyRoom } from './my-room.operations';
import { useCheckOut } from './use-check-out';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
`;

// A link that looks like the design system's small secondary button.
const ButtonLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  padding: 0.3rem 0.75rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: 0.875rem;
  font-weight: 600;
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.colors.background};
  }
`;

/** Props of {@link HeldRoomActions}. */
export interface HeldRoomActionsProps {
  held: MyRoom;
  /** Their hostel's grid is on screen in change mode already. */
  changing?: boolean;
  /** Checked out: the buttons are gone, the card takes focus. */
  onCheckedOut: () => void;
}

/** What a student with a bed may do: open their hostel's grid in change mode, or check out (asked first). */
export function HeldRoomActions({ held, changing = false, onCheckedOut }: HeldRoomActionsProps) {
  const [asking, setAsking] = useState(false);
  const { busy, checkOut } = useCheckOut();
  const { room } = held;
  const confirm = async (reason: string) => {
    if (!(await checkOut(held, reason))) return;
    setAsking(false);
    onCheckedOut();
  };
  return (
    <Actions>
      {!changing && <ButtonLink to={`/allotment${room.hostelName}?floor=${room.floor}&change=1`}>Change room</ButtonLink>}
      <Button size="sm" variant="danger" onClick={() => setAsking(true)}>
        Check out
      </Button>
      <CheckOutDialog held={asking ? held : null} busy={busy} onConfirm={(reason) => void confirm(reason)} onCancel={() => setAsking(false)} />
    </Actions>
  );
}
