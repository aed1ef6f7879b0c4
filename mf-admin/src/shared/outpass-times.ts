import { lazyDateFormat } from 'web-kit';
// The office's dates (YYYY-MM-DD) are calendar days: formatted at UTC so no zone shifts them.
const DAY = lazyDateFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
const CLOCK = lazyDateFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/**
 * When an outpass is due back, as the office wrote it (its day and HH:MM in the office's zone),
 * e.g. "Tue 4 Mar, 18:00"; the raw day if it does not parse.
 */
export function backBy({ dateOfArrival, returnTime }: { dateOfArrival: string; returnTime: string }): string {
  const day = new Date(`${dateOfArrival}T00:00:00Z`);
  return `${Number.isNaN(day.getTime()) ? dateOfArrival : DAY.format(day)}, ${returnTime}`;
}

/** An instant as HH:MM on the office's clock (as the gate card and the messages say it), or the raw text if unparsable. */
export function clockTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : CLOCK.format(date);
}
