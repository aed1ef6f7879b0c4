import { useEffect, useLayoutEffect, useRef, useState } from 'react';

/**
 * Milliseconds left until `until` (ISO) on this phone's clock, ticking each second, 0 once past;
 * `ended` runs once when it gets there. The phone's clock, as myVisits says no server time: a
 * clock that is wrong shows a wrong countdown, and the gateway's answer still decides.
 */
export function useTimeLeft(until: string | null, ended?: () => void): number {
  const end = until ? Date.parse(until) : Number.NaN;
  const [now, setNow] = useState(Date.now);
  const onEnd = useRef(ended);
  useLayoutEffect(() => void (onEnd.current = ended));
  useEffect(() => {
    if (Number.isNaN(end)) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      const left = end - Date.now();
      if (left <= 0) return void onEnd.current?.();
      // Just past the next second's edge of the time left, so minutes and seconds turn together.
      timer = setTimeout(() => {
        setNow(Date.now());
        schedule();
      }, (left % 1000 || 1000) + 5);
    };
    schedule();
    return () => clearTimeout(timer);
  }, [end]);
  return Number.isNaN(end) ? 0 : Math.max(0, end - now);
}

/** Time left as a phone shows it: "9:05". */
export const clockWords = (ms: number): string => {
  const seconds = Math.ceil(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};
