import { officeTimeZone } from './office-time-zone';

/** A date format: `format` as Intl.DateTimeFormat's, `formatToParts` too. */
export interface DateFormat {
  format(date: Date | number): string;
  formatToParts(date: Date | number): Intl.DateTimeFormatPart[];
}

/**
 * An `Intl.DateTimeFormat` made on its first use. Making the first one sets up ICU's calendar
 * data, about 10 ms of a phone-class CPU: made at module scope, every page paid for it while
 * starting, including pages that never show a date.
 *
 * Without a `timeZone` in `options` it formats in the office's zone (office-time-zone.ts), the
 * zone of the moment it formats: the gateway may name the zone after this module has loaded, so
 * one format is kept per zone. A `timeZone` given stays: `'UTC'` for a calendar day held as
 * midnight UTC (a date of birth), which no zone may move to the day before.
 */
export function lazyDateFormat(locales: string | undefined, options: Intl.DateTimeFormatOptions): DateFormat {
  const made = new Map<string, Intl.DateTimeFormat>();
  const formatIn = (zone: string) => {
    let format = made.get(zone);
    if (!format) made.set(zone, (format = new Intl.DateTimeFormat(locales, { ...options, timeZone: zone })));
    return format;
  };
  const current = () => formatIn(options.timeZone ?? officeTimeZone());
  return { format: (date) => current().format(date), formatToParts: (date) => current().formatToParts(date) };
}
