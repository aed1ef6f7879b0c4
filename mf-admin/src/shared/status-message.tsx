import { useCallback, useEffect, useRef, useState } from 'react';
import { styled, Alert } from 'ui';

/**
 * How long the region stays empty before a message is written into it. A dialog that closes with
 * the action has left the page by then (a region outside an open modal dialog is hidden from
 * screen readers, so a change made with the close is not heard), and a sentence said twice in a
 * row is a change the second time too.
 */
export const STATUS_DELAY_MS = 50;

/** How a message looks: what an action did, or why it did not. */
export type StatusTone = 'success' | 'error';

/** One message for a {@link StatusMessage}, as {@link useStatus} makes it. */
export interface Status {
  text: string;
  tone: StatusTone;
  /** The focus moves to the message: it is what the user's own action did. */
  focus: boolean;
  /** Counts the messages, so the same sentence said again is said again. */
  id: number;
}

/** Options of `say`: `focus: false` for news the user did not ask for (a job that finished). */
export interface SayOptions {
  tone?: StatusTone;
  focus?: boolean;
}

/**
 * A page's last message and `say`, which replaces it (`say('')` clears it). `initial` is said on
 * the first render (the sentence a previous page handed over, such as "saved as a draft").
 */
export function useStatus(initial = ''): [Status, (text: string, options?: SayOptions) => void] {
  const [status, setStatus] = useState<Status>({ text: initial, tone: 'success', focus: true, id: 0 });
  const say = useCallback((text: string, { tone = 'success', focus = true }: SayOptions = {}) => {
    setStatus((last) => ({ text, tone, focus, id: last.id + 1 }));
  }, []);
  return [status, say];
}

const Line = styled.p<{ $tone: StatusTone }>`
  margin: 0 0 1rem;
  padding: 0.75rem 1rem;
  border: 1px solid ${({ theme, $tone }) => ($tone === 'error' ? theme.colors.danger : theme.colors.success)}59;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme, $tone }) => ($tone === 'error' ? theme.colors.danger : theme.colors.success)}14;

  &:empty {
    margin: 0;
    padding: 0;
    border: 0;
  }
`;

/** Whether the focus is inside an open modal dialog, which a message on the page must not take it from. */
const inModal = () => Boolean(document.activeElement?.closest('[aria-modal="true"]'));

/**
 * Whether the user has moved the focus to another control since the sentence was said (the next
 * field, the next visitor's button): the message is then only heard, and the focus stays where the
 * user put it. A focus that fell to the page with a button that left, or that a closing dialog
 * handed back (its button is gone from the page), has not moved on: the message takes it.
 */
const movedOn = (saidAt: Element | null) => {
  const now = document.activeElement;
  return now !== null && now !== document.body && now !== saidAt && Boolean(saidAt?.isConnected);
};

/** A message written into the line, with where the focus was when it was said. */
type Written = Status & { key: string; saidAt: Element | null };

/** Props of {@link StatusMessage}: a `status` from {@link useStatus}, or the sentence as `children`. */
export interface StatusMessageProps {
  status?: Status;
  /** The plain form: each new sentence is said and takes the focus, like `say(text)`. */
  children?: string;
  className?: string;
}

/**
 * What the last action did, said politely. The live region stays in the page while empty, so
 * screen readers announce each new message (a region added with its text often is not). The
 * message also takes the focus (it can be focused, not tabbed to): the button that was pressed
 * is often gone after its action (a retired room's row, a published draft's Publish), and the
 * focus would fall to the top of the page. News the user did not ask for is only said.
 */
export function StatusMessage({ status, children, className }: StatusMessageProps) {
  const message: Status = status ?? { text: children ?? '', tone: 'success', focus: true, id: 0 };
  const line = useRef<HTMLParagraphElement>(null);
  // The message written last; a newer one leaves the region empty until its own turn comes.
  const [written, setWritten] = useState<Written | null>(null);
  const { text, tone, focus, id } = message;
  const key = `${id}:${tone}:${focus}:${text}`;
  const shown = written?.key === key ? written : null;

  useEffect(() => {
    // Where the focus was when the sentence was said: the button pressed, or the page once it left.
    const saidAt = document.activeElement;
    // Cleared too, so the same sentence said again after a pause is written (and heard) again.
    const timer = setTimeout(() => setWritten(text ? { text, tone, focus, id, key, saidAt } : null), text ? STATUS_DELAY_MS : 0);
    return () => clearTimeout(timer);
  }, [text, tone, focus, id, key]);

  useEffect(() => {
    if (shown?.focus && !inModal() && !movedOn(shown.saidAt)) line.current?.focus();
  }, [shown]);

  return (
    <Line ref={line} className={className} role="status" tabIndex={-1} $tone={shown?.tone ?? 'success'}>
      {shown?.text}
    </Line>
  );
}

/**
 * A refusal said on the page once its dialog has closed (the server's sentence, in an alert): it
 * takes the focus when it appears or changes, so it is read and the focus does not fall to the
 * top of the page with the dialog's button. Render it only while there is a refusal.
 */
export function RefusalMessage({ children }: { children: string }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!inModal()) box.current?.focus();
  }, [children]);
  return (
    <div ref={box} tabIndex={-1}>
      <Alert>{children}</Alert>
    </div>
  );
}
