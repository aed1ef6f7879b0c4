import { styled, type DefaultTheme } from 'ui';
import { roomKindName } from '../../lib/room-kind';
import type { GridRoom } from './room-grid.operations';
import { isOpenable, roomLabel, stateText, type RoomState } from './room-state';

/**
 * A tile's colour by its state, from ui's theme. A free room is the theme's green in every hostel
 * (the girls' screens drew it blue, the boys' green: issue 51), the legend says so in words.
 */
export const roomColour = (theme: DefaultTheme, state: RoomState) =>
  ({
    available: theme.colors.success,
    full: theme.colors.danger,
    held: theme.colors.warning,
    pending: theme.colors.primary,
    mine: theme.colors.sidebar,
    'out-of-service': theme.colors.muted,
  })[state];

const Tile = styled.button<{ $state: RoomState }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  /* One size for every tile, so none is taller than its row: room for the number, the type and
     two lines of state ("Pending Request", "1 bed free, 1 held" wrap at this width). A tile
     still grows rather than clip when the reader's own text size asks for more. */
  width: 5rem;
  min-height: 5rem;
  padding: 0.25rem;
  border: 2px solid transparent;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme, $state }) => roomColour(theme, $state)};
  color: #ffffff;
  font: inherit;
  cursor: pointer;
  strong {
    font-size: 1.0625rem;
    line-height: 1.2;
  }
  small {
    font-size: 0.75rem;
    line-height: 1.2;
  }
  &:hover:not(:disabled) {
    filter: brightness(0.88);
  }
  &:disabled {
    cursor: not-allowed;
  }
  /* Free, but room selection is not open. */
  &:disabled[data-state='available'] {
    opacity: 0.6;
  }
  &[data-state='pending'],
  &[data-state='mine'] {
    border-color: ${({ theme }) => theme.colors.text};
    box-shadow: inset 0 0 0 2px #ffffff;
  }
  /* A bed kept for the waitlist: dashed edge and stripes, not colour alone (the words say it too). */
  &[data-held] {
    border-style: dashed;
    border-color: #ffffff;
  }
  &[data-state='held'] {
    background-image: repeating-linear-gradient(135deg, rgba(255, 255, 255, 0.12) 0 0.375rem, transparent 0.375rem 0.75rem);
  }
  /* Out of service: grey and cross-hatched, apart from full and held by more than colour (the
     words say it, and the reason is written under the floor and in the name). */
  &[data-state='out-of-service'] {
    background-image:
      repeating-linear-gradient(45deg, rgba(255, 255, 255, 0.14) 0 2px, transparent 2px 0.5rem),
      repeating-linear-gradient(-45deg, rgba(255, 255, 255, 0.14) 0 2px, transparent 2px 0.5rem);
  }
`;

// An accessible room says so on its tile, in words on a white pill (never colour or a sign alone).
const Accessible = styled.small`
  margin: 0.125rem 0;
  padding: 0 0.25rem;
  border: 1px solid #ffffff;
  border-radius: 999px;
`;

/** Props of {@link RoomButton}. */
export interface RoomButtonProps {
  room: GridRoom;
  state: RoomState;
  /** Room selection is open; when not, a free room does not open (the grid's banner says why). */
  selectionOpen?: boolean;
  onOpen: (room: GridRoom) => void;
}

/**
 * A room of the grid: a real button whose name says the number, the type, whether it is
 * accessible, and the state (and why a room is out of service); full, held and out-of-service rooms are disabled, and free ones
 * while room selection is not open. The state is written on the tile too: colour is never the
 * only sign.
 */
export function RoomButton({ room, state, selectionOpen = true, onOpen }: RoomButtonProps) {
  return (
    <Tile
      type="button"
      $state={state}
      data-state={state}
      data-held={room.heldBeds > 0 && (state === 'available' || state === 'held') ? '' : undefined}
      aria-label={roomLabel(room, state)}
      disabled={!isOpenable(state, selectionOpen)}
      onClick={() => onOpen(room)}
    >
      {/* The spaces keep the words apart in the text the name is checked against. */}
      <strong>{room.number}</strong> <small>{roomKindName(room.type)}</small> {room.accessible && <Accessible>Accessible</Accessible>} <small>{stateText(room, state)}</small>
    </Tile>
  );
}
