import { useEffect } from 'react';
import { useSubscription } from 'web-kit/graphql';
import { HOSTEL_WINDOW_CHANGED, HOSTELS, type HostelWindow } from './selection.operations';

/**
 * The longest timer set: setTimeout holds at most 2^31 - 1 ms (about 24.8 days) and fires at
 * once beyond it; a later moment is reached in steps.
 */
const MAX_TIMER_MS = 24 * 24 * 60 * 60 * 1000;

/** The next opening or close after the server's `now`, in ms of the server's clock, or null. */
function nextMoment(windows: readonly HostelWindow[]): number | null {
  const moments = windows.flatMap((w) => [w.opensAt, w.closesAt].filter((iso): iso is string => iso !== null).map(Date.parse).filter((t) => t > Date.parse(w.now)));
  return moments.length > 0 ? Math.min(...moments) : null;
}

/**
 * Reads the page again when a hostel's window opens or closes by the clock (timed from the
 * server's `now`, whatever the browser's clock says), so Proceed comes and goes without a reload.
 * Whether the student may take part at the opening is the server's to say, hence a read.
 */
export function useWindowClock(windows: readonly HostelWindow[] | undefined, refetch: () => Promise<void>) {
  useEffect(() => {
    if (!windows || windows.length === 0) return;
    const at = nextMoment(windows);
    if (at === null) return;
    const offset = Date.parse(windows[0]!.now) - Date.now();
    let timer: ReturnType<typeof setTimeout>;
    const wait = () => {
      const left = at - (Date.now() + offset);
      if (left <= 0) {
        void refetch().catch(() => undefined);
        return;
      }
      timer = setTimeout(wait, Math.min(left, MAX_TIMER_MS));
    };
    wait();
    return () => clearTimeout(timer);
  }, [windows, refetch]);
}

/**
 * Follows one hostel's window as admins change it: the new state (computed by the server for
 * this student) replaces the one in the page's answer, and the picker and the card follow.
 * Renders nothing; the page keeps one per hostel.
 */
export function FollowWindow({ hostel }: { hostel: string }) {
  useSubscription(HOSTEL_WINDOW_CHANGED, {
    variables: { hostel },
    update: ({ selectionWindowChanged: changed }, _variables, cache) =>
      cache.updateQuery(HOSTELS, undefined, (answer) =>
        answer ? { ...answer, mySelectionWindows: answer.mySelectionWindows.map((w) => (w.hostelId === changed.hostelId ? changed : w)) } : undefined,
      ),
  });
  return null;
}
