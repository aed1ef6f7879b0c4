import { useCallback, useEffect, useRef } from 'react';

/**
 * A refetch run at most once a `gapMs` (the first at once, the rest gathered into one at the end
 * of the gap): on selection day beds change many times a second, and the page reads its counts
 * again twice a second at most, not once a booking (the live-day benchmark: a booking shows within 1 s).
 */
export function useThrottledRefetch(refetch: () => Promise<unknown>, gapMs = 500): () => void {
  const last = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef(refetch);
  useEffect(() => void (latest.current = refetch));
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback(() => {
    if (timer.current !== undefined) return;
    const wait = Math.max(0, last.current + gapMs - Date.now());
    timer.current = setTimeout(() => {
      timer.current = undefined;
      last.current = Date.now();
      void latest.current();
    }, wait);
  }, [gapMs]);
}
