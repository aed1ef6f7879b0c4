import { lazyDateFormat, officeDay } from 'web-kit';
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
  // The year as the office's calendar has it, as the date shown is.
  return (officeDay(at).slice(0, 4) === officeDay(now).slice(0, 4) ? DAY_MONTH : FULL_DATE).format(at);
}

/** The exact moment, in the reader's own locale and the office's time zone (a tooltip beside the short time). */
export const exactTime = (iso: string): string => EXACT.format(new Date(iso));
