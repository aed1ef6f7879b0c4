import { useEffect, useState } from 'react';

/**
 * The browser's clock, read again every `everyMs` while `key` is not null (and at once when it
 * changes): a walk-in's minutes left count down without a render per second. `key` names what is
 * being timed (the questions open), so a new question starts from a fresh reading.
 */
export function useNow(key: string | null, everyMs = 15_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (key === null) return;
    const tick = () => setNow(Date.now());
    const first = setTimeout(tick, 0);
    const timer = setInterval(tick, everyMs);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [key, everyMs]);
  return now;
}
