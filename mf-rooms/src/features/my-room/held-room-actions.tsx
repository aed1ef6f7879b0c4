import { useState } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { Button } from 'ui';
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
  /** The hostel whose grid is on screen, if any: there, the grid itself is where to change rooms. */
  gridHostel?: string;
  /** Checked out: the buttons are gone, the card takes focus. */
  onCheckedOut: () => void;
}

/** What a student with a bed may do: go to their hostel's grid to change rooms, or check out (asked first). */
export function HeldRoomActions({ held, gridHostel, onCheckedOut }: HeldRoomActionsProps) {
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
      {gridHostel !== room.hostelName && <ButtonLink to={`/allotment${room.hostelName}?floor=${room.floor}`}>Change room</ButtonLink>}
      <Button size="sm" variant="danger" onClick={() => setAsking(true)}>
        Check out
      </Button>
      <CheckOutDialog held={asking ? held : null} busy={busy} onConfirm={(reason) => void confirm(reason)} onCancel={() => setAsking(false)} />
    </Actions>
  );
}
