import { useCallback, useEffect, useRef, useState } from 'react';
import { styled, VisuallyHidden } from 'ui';
import { busyRetryAfter } from 'web-kit';

/** The longest wait a screen holds its button for, whatever the server asks. */
const MOST_SECONDS = 60;

/**
 * When the server is too busy to hash a password (a rush of logins) it refuses at once with a
 * Retry-After. This keeps the form's button held until then, counting down, so a student is
 * told when to try instead of pressing again into the same rush.
 */
export function useRetryAfter(): { secondsLeft: number; refusedBy(error: unknown): void } {
  const [until, setUntil] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until <= now) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.min(1000, until - now));
    return () => clearTimeout(timer);
  }, [until, now]);
  const refusedBy = useCallback((error: unknown) => {
    const seconds = busyRetryAfter(error);
    if (seconds === null) return;
    const at = Date.now();
    setNow(at);
    setUntil(at + Math.min(MOST_SECONDS, seconds) * 1000);
  }, []);
  return { secondsLeft: Math.max(0, Math.ceil((until - now) / 1000)), refusedBy };
}

/** A shed call is sent again by itself at most this many times, and after this many seconds of waits in all. */
const MOST_RETRIES = 5;
const MOST_WAITING_SECONDS = 120;

/**
 * Sends a call again by itself when the server was too busy to hash a password (a rush of logins
 * or signups), after the Retry-After it asked for: the server books each refused call a return
 * slot as its hashing line frees, so the student gets in a few seconds later without pressing
 * again. `waiting` is true between the tries. Bounded: after MOST_RETRIES tries or
 * MOST_WAITING_SECONDS of waits the refusal is the call's answer (useRetryAfter then holds the
 * button). Other failures are answered at once; leaving the screen ends the waiting.
 */
export function useRetryWhenBusy(): { waiting: boolean; send<T>(call: () => Promise<T>): Promise<T> } {
  const [waiting, setWaiting] = useState(false);
  const leave = useRef(new AbortController());
  useEffect(() => {
    const screen = new AbortController();
    leave.current = screen;
    return () => screen.abort();
  }, []);
  const send = useCallback(async <T,>(call: () => Promise<T>): Promise<T> => {
    const left = leave.current.signal;
    let waited = 0;
    try {
      for (let retries = 0; ; retries++) {
        try {
          return await call();
        } catch (error) {
          const seconds = busyRetryAfter(error);
          if (seconds === null || retries >= MOST_RETRIES || waited + seconds > MOST_WAITING_SECONDS || left.aborted) throw error;
          waited += seconds;
          setWaiting(true);
          await new Promise<void>((resolve) => {
            const timer = setTimeout(resolve, seconds * 1000);
            left.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
          });
          if (left.aborted) throw error;
        }
      }
    } finally {
      if (!left.aborted) setWaiting(false);
    }
  }, []);
  return { waiting, send };
}

export const RETRY_NOTICE_ID = 'retry-after-notice';

const Notice = styled.p`
  margin: 0.75rem 0 0;
  color: ${({ theme }) => theme.colors.muted};
`;

/**
 * Says that the screen is trying again by itself (`retrying`, e.g. "Busy, signing you in…"), or
 * how long to wait. Screen readers hear one sentence, once (a polite live region); the seconds
 * tick only on screen, where reading every tick aloud would drown the form.
 */
export function RetryNotice({ secondsLeft, retrying }: { secondsLeft: number; retrying?: string | null }) {
  return (
    <Notice id={RETRY_NOTICE_ID} aria-live="polite">
      {retrying ||
        (secondsLeft > 0 && (
          <>
            <span aria-hidden="true">You can try again in {secondsLeft} s.</span>
            <VisuallyHidden>You can try again in a moment.</VisuallyHidden>
          </>
        ))}
    </Notice>
  );
}
