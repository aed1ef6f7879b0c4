/** An instant as a medium date and short time on this device, e.g. "23 Nov 2026, 10:00". */
export const when = (iso: string): string => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
