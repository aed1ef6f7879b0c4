import { styled } from 'ui';
import { useServerClock } from './server-clock';
import { selectionNowAt, selectionNowSentence, type SelectionNowEntry } from './selection-now-words';

// Always in the page (a live region that appears is not announced). Empty, it gives back the
// gap of the column it stands in (1.5rem: mf-student's Page, mf-rooms' room-grid-page.tsx), so a
// day (or a hostel) without a selection process looks as before.
const Live = styled.div`
  &:empty {
    margin-bottom: -1.5rem;
  }
`;

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

/** What {@link SelectionNowBanner} shows: the app's own read of `selectionNow`. */
export interface SelectionNowBannerProps {
  /** The processes to speak of, as last read (all of them read at the same server `now`). */
  entries: readonly SelectionNowEntry[];
  /** Runs at each next slot's opening and at each close: the app reads `selectionNow` again. */
  reread?: () => void;
  /** The live region's accessible name, if it has one. */
  label?: string;
}

/**
 * Which slots of each published selection process choose now, one line each, e.g. "Room
 * selection 2026: slots 1–4 choose now; slot 5 opens at 11:20. Closes 27 Nov 2026, 18:00
 * GMT+5:30." It moves on by itself at the next slot's opening (timed from the server's `now`) and
 * asks the app to read the server again then (`reread`), for the slot after. A polite live region,
 * always there (empty when there is nothing to say), so each step is announced. Each app reads
 * `selectionNow` with its own typed query and passes the entries in.
 */
export function SelectionNowBanner({ entries, reread, label }: SelectionNowBannerProps) {
  const serverTime = useServerClock(entries[0]?.now, entries.flatMap((e) => [e.nextSlotAt, e.closesAt]), reread);
  return (
    <Live role="status" aria-live="polite" aria-label={label}>
      {serverTime !== null && entries.map((entry) => <Line key={entry.processId}>{selectionNowSentence(selectionNowAt(entry, serverTime), serverTime)}</Line>)}
    </Live>
  );
}
