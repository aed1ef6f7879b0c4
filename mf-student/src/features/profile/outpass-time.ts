import { lazyDateFormat, officeDay } from 'web-kit';
const DAY_TIME = lazyDateFormat('en-GB', { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
const DAY_YEAR_TIME = lazyDateFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/**
 * "24 Nov, 21:00" in the office's time zone, as the gate, the mail and the outpass form have it
 * (a student abroad reads the frame's note saying so); the year joins in, "24 Nov 2025, 21:00",
 * when it is not the office's current one. A fixed format, so the page reads the same in every
 * browser locale.
 */
export function formatMoment(iso: string, now: Date = new Date()): string {
  const moment = new Date(iso);
  return (officeDay(moment).slice(0, 4) === officeDay(now).slice(0, 4) ? DAY_TIME : DAY_YEAR_TIME).format(moment);
}
