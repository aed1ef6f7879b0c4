import { lazyDateFormat } from './date-format';

// The browser's locale, the office's zone (as the gateway's messages), named: students may be away from campus.
const MOMENT = lazyDateFormat(undefined, {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
});

/**
 * A moment in full with its zone named, e.g. "25 Nov 2026, 10:00 GMT+5:30" (in the locale's
 * order): how the screens of room selection name its moments (the hostel picker's window in
 * mf-student, the room grid's banner and a held bed's deadline in mf-rooms), so they say one alike.
 */
export const formatZonedMoment = (moment: string | number | Date): string => MOMENT.format(new Date(moment));
