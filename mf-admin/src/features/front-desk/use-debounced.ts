import { useEffect, useState } from 'react';

/** `value` once it has stayed the same for `ms`: a search asks when the typing pauses, not on each key. */
export function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
