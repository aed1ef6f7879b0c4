import styled, { useTheme } from 'styled-components';
import type { AvailableTone } from './room-button';

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

/** What the colours mean, in words. */
export function Legend({ tone, requests }: { tone: AvailableTone; requests: boolean }) {
  const { colors } = useTheme();
  const items = [
    { colour: tone === 'green' ? colors.success : colors.primary, text: `Available (${tone}): has a free bed` },
    { colour: colors.danger, text: 'Full (red): no free bed' },
    { colour: colors.warning, dashed: true, text: 'Held (amber, dashed): a bed kept for a student on the waitlist; no one else may book it' },
    ...(requests ? [{ colour: colors.primary, text: 'Pending Request (blue, outlined): your request, waiting for the warden' }] : []),
    { colour: colors.sidebar, text: 'Your room (dark, outlined): where you hold a bed' },
  ];
  return (
    <List aria-label="Legend">
      {items.map((item) => (
        <Item key={item.text}>
          <Swatch aria-hidden="true" $colour={item.colour} $dashed={'dashed' in item} />
          {item.text}
        </Item>
      ))}
    </List>
  );
}
