import { lazyDateFormat } from 'web-kit';

const MEDIUM = lazyDateFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** An instant as a medium date and short time in the office's zone, e.g. "23 Nov 2026, 10:00"; the raw text if unparsable. */
export function when(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : MEDIUM.format(date);
}
