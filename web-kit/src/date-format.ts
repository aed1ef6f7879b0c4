/**
 * An `Intl.DateTimeFormat` made on its first use. Making the first one sets up ICU's calendar
 * data, about 10 ms of a phone-class CPU: made at module scope, every page paid for it while
 * starting, including pages that never show a date.
 */
export function lazyDateFormat(locales: string | undefined, options: Intl.DateTimeFormatOptions): { format(date: Date | number): string } {
  let made: Intl.DateTimeFormat | undefined;
  return { format: (date) => (made ??= new Intl.DateTimeFormat(locales, options)).format(date) };
}
