import { styled, useTheme } from 'ui';
import { roomColour } from './room-button';

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1.25rem;
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: 0.875rem;
`;

const Item = styled.li`
  display: flex;
  align-items: center;
  gap: 0.5rem;
`;

const Swatch = styled.span<{ $colour: string; $dashed?: boolean }>`
  flex: none;
  width: 1rem;
  height: 1rem;
  border-radius: 0.25rem;
  background: ${({ $colour }) => $colour};
  outline: ${({ $dashed, $colour }) => ($dashed ? `2px dashed ${$colour}` : 'none')};
  outline-offset: 2px;
`;

/**
 * What the colours mean, in words, drawn in the tiles' own colours. A hostel that takes requests
 * adds its line last, and one with a room out of service its own after that, so that the lines
 * above stay where they are.
 */
export function Legend({ requests, outOfService = false, accessible = false }: { requests: boolean; outOfService?: boolean; accessible?: boolean }) {
  const theme = useTheme();
  const { colors } = theme;
  const items = [
    { key: 'available', colour: roomColour(theme, 'available'), text: 'Available (green): has a free bed' },
    { key: 'full', colour: colors.danger, text: 'Full (red): no free bed' },
    { key: 'held', colour: colors.warning, dashed: true, text: 'Held (amber, dashed): a bed kept for a student on the waitlist; no one else may book it' },
    { key: 'mine', colour: colors.sidebar, text: 'Your room (dark, outlined): where you hold a bed' },
    ...(requests ? [{ key: 'pending', colour: colors.primary, text: 'Pending Request (blue, outlined): your request, waiting for the warden' }] : []),
    ...(outOfService ? [{ key: 'out-of-service', colour: colors.muted, text: 'Out of service (grey, hatched): not bookable; the reason is written under the floor' }] : []),
    ...(accessible ? [{ key: 'accessible', colour: roomColour(theme, 'available'), text: 'Accessible (written on the room): for a student who needs such a room; they are placed in one first' }] : []),
  ];
  return (
    <List aria-label="Legend">
      {items.map((item) => (
        <Item key={item.key}>
          <Swatch aria-hidden="true" $colour={item.colour} $dashed={'dashed' in item} />
          {item.text}
        </Item>
      ))}
    </List>
  );
}
