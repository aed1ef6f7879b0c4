import { lazyDateFormat } from 'web-kit';

// A calendar day (YYYY-MM-DD: a date of birth, an outpass's day) is formatted at UTC, where it
// is held as midnight, so no zone moves it to the day before.
const DAY = lazyDateFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** A calendar day in words, e.g. "30 Nov 2026"; the text as it is if it is not a day. */
export function calendarDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(day) && !Number.isNaN(date.getTime()) ? DAY.format(date) : day;
}
