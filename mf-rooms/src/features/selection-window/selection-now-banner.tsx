import { styled } from 'ui';
import { useQuery } from 'web-kit/graphql';
import { SELECTION_NOW } from './selection-now.operations';
import { selectionNowAt, selectionNowText } from './selection-now-text';
import { useServerClock } from './use-server-clock';

const Line = styled.p`
  margin: 0;
  padding: 0.75rem 1rem;
  border: 1px solid ${({ theme }) => theme.colors.info}59;
  border-left-width: 4px;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.info}14;
  color: ${({ theme }) => theme.colors.text};
  overflow-wrap: anywhere;
  & + & {
    margin-top: 0.5rem;
  }
`;

// Always in the page (a live region that appears is not announced). Empty, it gives back the
// page body's gap (room-grid-page.tsx: 1.5rem), so a hostel with no process looks as before.
const Live = styled.div`
  &:empty {
    margin-bottom: -1.5rem;
  }
`;

/**
 * Which slots of the selection process of this hostel choose now, above a student's grid (whose
 * own window banner says when the student's slot opens): it moves on by itself at the next slot's
 * opening, timed from the server's `now`, and reads the server again then for the slot after. A
 * polite live region, always there, empty while no published process covers the hostel.
 */
export function SelectionNowBanner({ hostel }: { hostel: string }) {
  const { data, refetch } = useQuery(SELECTION_NOW, { fetchPolicy: 'cache-and-network' });
  const entries = (data?.selectionNow ?? []).filter((entry) => entry.hostels.includes(hostel));
  const serverTime = useServerClock(entries[0]?.now, entries.flatMap((e) => [e.nextSlotAt, e.closesAt]), () => void refetch());
  return (
    <Live role="status" aria-live="polite" aria-label="Selection slots now">
      {serverTime !== null && entries.map((entry) => <Line key={entry.processId}>{selectionNowText(selectionNowAt(entry, serverTime), serverTime)}</Line>)}
    </Live>
  );
}
