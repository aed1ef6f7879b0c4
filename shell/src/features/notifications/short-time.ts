import { lazyDateFormat } from 'web-kit';
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const DAY_MONTH = lazyDateFormat('en-GB', { day: 'numeric', month: 'short' });
const FULL_DATE = lazyDateFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
const EXACT = lazyDateFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** When a notification came, as a list says it: "just now", "5 min ago", "3 h ago", "2 d ago", then a date. */
export function shortTime(iso: string, now = Date.now()): string {
  const at = new Date(iso);
  const ago = now - at.getTime();
  if (ago < MINUTE) return 'just now';
  if (ago < HOUR) return `${Math.floor(ago / MINUTE)} min ago`;
  if (ago < DAY) return `${Math.floor(ago / HOUR)} h ago`;
  if (ago < 7 * DAY) return `${Math.floor(ago / DAY)} d ago`;
  return (at.getFullYear() === new Date(now).getFullYear() ? DAY_MONTH : FULL_DATE).format(at);
}

/** The exact moment, in the reader's own locale and time zone (a tooltip beside the short time). */
export const exactTime = (iso: string): string => EXACT.format(new Date(iso));
