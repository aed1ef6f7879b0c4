import { useCallback, useEffect, useState } from 'react';
import { styled } from 'ui';
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

export const RETRY_NOTICE_ID = 'retry-after-notice';

const Notice = styled.p`
  margin: 0.75rem 0 0;
  color: ${({ theme }) => theme.colors.muted};
`;

/** Hidden from sight, kept for screen readers (the usual visually-hidden rules). */
const ForScreenReaders = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`;

/**
 * Says how long to wait. Screen readers hear one sentence, once (a polite live region); the
 * seconds tick only on screen, where reading every tick aloud would drown the form.
 */
export function RetryNotice({ secondsLeft }: { secondsLeft: number }) {
  return (
    <Notice id={RETRY_NOTICE_ID} aria-live="polite">
      {secondsLeft > 0 && (
        <>
          <span aria-hidden="true">You can try again in {secondsLeft} s.</span>
          <ForScreenReaders>You can try again in a moment.</ForScreenReaders>
        </>
      )}
    </Notice>
  );
}
