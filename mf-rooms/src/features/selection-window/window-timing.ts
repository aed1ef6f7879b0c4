import type { SelectionWindow, WindowState } from './selection-window.operations';

// The timer's cap, once in web-kit with the slots-now banner's server clock (the same timers).
export { MAX_TIMER_MS, timerDelay } from 'web-kit';

const instant = (iso: string | null) => (iso === null ? null : Date.parse(iso));

/**
 * The state at `serverTime` (ms, server clock) of a window the server read at its `now`. Time
 * alone opens a NOT_YET window and closes any; NOT_ELIGIBLE stays until the close. An opening is
 * provisional: eligibility is the server's to say, so the window is re-read then.
 */
export function stateAt(read: SelectionWindow, serverTime: number): WindowState {
  if (read.state === 'CLOSED') return 'CLOSED';
  const closesAt = instant(read.closesAt);
  if (closesAt !== null && serverTime >= closesAt) return 'CLOSED';
  if (read.state !== 'NOT_YET') return read.state;
  const opensAt = instant(read.opensAt);
  return opensAt !== null && serverTime >= opensAt ? 'OPEN' : 'NOT_YET';
}

/** The next moment (ms, server clock) after `after` at which time may change the state, or null. */
export function nextChange(read: SelectionWindow, after: number): number | null {
  const moments = [instant(read.opensAt), instant(read.closesAt)].filter((t): t is number => t !== null && t > after);
  return moments.length > 0 ? Math.min(...moments) : null;
}
