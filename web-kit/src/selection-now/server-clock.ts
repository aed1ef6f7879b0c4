import { useEffect, useLayoutEffect, useRef, useState } from 'react';

/**
 * The longest timer set: setTimeout holds at most 2^31 - 1 ms (about 24.8 days) and fires at
 * once beyond it; a later moment is reached in steps.
 */
export const MAX_TIMER_MS = 24 * 24 * 60 * 60 * 1000;

/** A delay for setTimeout: never negative, never past {@link MAX_TIMER_MS}. */
export const timerDelay = (ms: number) => Math.min(Math.max(ms, 0), MAX_TIMER_MS);

/**
 * The server's time (ms) as the screen should show it: the server's `now` of the last read, then,
 * at each of `moments` (ISO, server clock) after it, the server's time then, read from the browser's
 * clock corrected by the offset the read showed (a browser clock that is wrong does not move a
 * slot). `reached` runs at each moment: a screen reads again there what the server says now.
 * Null while there is no read. Here once, for the student's dashboard (mf-student) and the room
 * grid (mf-rooms), which import nothing from each other.
 */
export function useServerClock(now: string | undefined, moments: readonly (string | null | undefined)[], reached?: () => void): number | null {
  const key = moments.filter((m): m is string => typeof m === 'string').join('|');
  const [ticked, setTicked] = useState<{ now: string; at: number } | null>(null);
  const onReach = useRef(reached);
  useLayoutEffect(() => void (onReach.current = reached));

  useEffect(() => {
    if (!now) return;
    const offset = Date.parse(now) - Date.now();
    const serverTime = () => Date.now() + offset;
    const times = key === '' ? [] : key.split('|').map(Date.parse).filter((t) => !Number.isNaN(t));
    let passed = Date.parse(now); // moments up to here are in the read already
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      const upcoming = times.filter((t) => t > passed);
      if (upcoming.length === 0) return;
      const at = Math.min(...upcoming);
      timer = setTimeout(() => {
        // A capped timer wakes before the moment: it only sets the next one.
        const time = serverTime();
        if (time >= at) {
          passed = time;
          setTicked({ now, at: time });
          onReach.current?.();
        }
        schedule();
      }, timerDelay(at - serverTime()));
    };
    schedule();
    return () => clearTimeout(timer);
  }, [now, key]);

  if (!now) return null;
  return ticked?.now === now ? ticked.at : Date.parse(now);
}
