/**
 * What the shell tells the gateway about a remote's release (issue 55), one report at a time, as
 * `POST /api/releases/reports` takes them: a canary is judged by what the browsers on it report.
 * Nothing personal: the remote, its release, the route's pattern (never the path itself: it may
 * hold an id), an error's message without URLs and a Web Vital's value.
 */
export interface Report {
  /** The remote's federation name (`mf_student`). */
  remote: string;
  /** Its release: the `version` of its `/remotes.json` entry. */
  release: string;
  kind: 'loaded' | 'load_error' | 'render_error' | 'unhandled_error' | 'vital';
  /** The pattern of the page's route in the remote's manifest (`/visitors`, `/allotment`). */
  route?: string;
  message?: string;
  name?: 'LCP' | 'INP' | 'CLS';
  value?: number;
}

export const MAX_MESSAGE = 300;
export const MAX_ROUTE = 200;

/** `text` in at most `max` characters, an ellipsis ending what was cut (never half a surrogate pair). */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  let kept = text.slice(0, max - 1);
  if (/[\uD800-\uDBFF]$/.test(kept)) kept = kept.slice(0, -1);
  return `${kept}…`;
}

// Where a message ends and a stack begins (`\n    at f (…)`, or Firefox's `f@https://…`).
const STACK_START = /\n\s*(?:at\s|\S*@\S+:\d)/;
const URL_LIKE = /\b[a-z][a-z\d+.-]*:\/\/[^\s"'`<>()[\]{}]+/gi;
const EMAIL_LIKE = /[^\s@"'<>()]+@[^\s@"'<>()]+\.[a-z]{2,}/gi;

/**
 * An error's message as a report carries it: its message only (no stack), with URLs and anything
 * like an email address taken out (a message may name the page's address or echo what was typed),
 * on one line, at most {@link MAX_MESSAGE} characters. Undefined for what is not an error or a string.
 */
export function errorMessage(error: unknown): string | undefined {
  const text = error instanceof Error ? error.message : typeof error === 'string' ? error : undefined;
  if (!text) return undefined;
  const message = text.split(STACK_START)[0]!.replace(URL_LIKE, '[url]').replace(EMAIL_LIKE, '[email]').replace(/\s+/g, ' ').trim();
  return message ? clip(message, MAX_MESSAGE) : undefined;
}
