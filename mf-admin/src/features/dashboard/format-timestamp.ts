import { lazyDateFormat } from 'web-kit';
const FORMAT = lazyDateFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

/** An ISO timestamp as the admin reads it, in the office's time zone; the raw text if unparsable. */
export function formatTimestamp(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : FORMAT.format(date);
}
