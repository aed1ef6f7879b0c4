import { styled } from 'ui';
import { useQuery } from 'web-kit/graphql';
import { SELECTION_NOW } from './my-selection.operations';
import { selectionNowAt, selectionNowSentence } from './selection-words';
import { useServerClock } from './server-clock';

// Always in the page (a live region that appears is not announced). Empty, it gives back the
// page column's gap (Page: 1.5rem), so a day without a selection process looks as before.
const Live = styled.div`
  &:empty {
    margin-bottom: -1.5rem;
  }
`;

const Line = styled.p`
  margin: 0 0 0.5rem;
  padding: 0.75rem 1rem;
  border: 1px solid ${({ theme }) => theme.colors.info}59;
  border-left-width: 4px;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.info}14;
  overflow-wrap: anywhere;
  &:last-child {
    margin-bottom: 0;
  }
`;

/**
 * Which slots of each published selection process choose now, e.g. "Room selection 2026: slots
 * 1–4 choose now; slot 5 opens at 11:20. Closes 27 Nov 2026, 18:00 GMT+5:30." It moves on by itself at
 * the next slot's opening (timed from the server's `now`) and reads the server again then, for
 * the slot after. A polite live region, always there (empty when no process is published), so
 * each step is announced. The room grids (mf-rooms) show the same line from their own copy.
 */
export function SelectionNowBanner() {
  const { data, refetch } = useQuery(SELECTION_NOW, { fetchPolicy: 'cache-and-network' });
  const entries = data?.selectionNow ?? [];
  const serverTime = useServerClock(entries[0]?.now, entries.flatMap((e) => [e.nextSlotAt, e.closesAt]), () => void refetch());
  return (
    <Live role="status" aria-live="polite">
      {serverTime !== null &&
        entries.map((entry) => <Line key={entry.processId}>{selectionNowSentence(selectionNowAt(entry, serverTime), serverTime)}</Line>)}
    </Live>
  );
}
