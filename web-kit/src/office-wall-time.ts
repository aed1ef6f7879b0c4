import { lazyDateFormat } from './date-format';

/**
 * Moments as the office's wall clock reads them, and back: what a form's date, time and
 * datetime-local fields hold. The gateway reads a day and a time a person typed as the office's
 * (core/clock.ts, `officeMoment`), so the screens do too, whatever zone the browser keeps.
 */

const WALL = lazyDateFormat('en-US', { hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' });

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The office's wall clock at a moment, as numbers (month 1-12). */
function wallOf(moment: number) {
  const parts = Object.fromEntries(WALL.formatToParts(moment).map((part) => [part.type, Number(part.value)]));
  return { year: parts.year!, month: parts.month!, day: parts.day!, hour: parts.hour!, minute: parts.minute!, second: parts.second! };
}

/** How far the office's zone is ahead of UTC at a moment, in milliseconds. */
function zoneOffset(moment: number): number {
  const w = wallOf(moment);
  return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second) - Math.floor(moment / 1000) * 1000;
}

const toMillis = (moment: Date | number | string) => (typeof moment === 'string' ? Date.parse(moment) : Number(moment));

/** The calendar day (`YYYY-MM-DD`) a moment falls on at the office; today's when none is given. */
export function officeDay(moment: Date | number | string = Date.now()): string {
  const w = wallOf(toMillis(moment));
  return `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}`;
}

/** A moment as a datetime-local field holds it (`YYYY-MM-DDTHH:MM`), on the office's clock. */
export function officeWallTime(moment: Date | number | string): string {
  const w = wallOf(toMillis(moment));
  return `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}T${pad(w.hour)}:${pad(w.minute)}`;
}

/**
 * The moment the office's clock reads `wall` (`YYYY-MM-DDTHH:MM`, a datetime-local field's
 * value); null for text that is not one. A time skipped by a change of offset comes out as the
 * gateway's `officeMoment` makes it.
 */
export function officeMomentOf(wall: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(wall);
  if (!match) return null;
  const [y, m, d, h, min] = match.slice(1).map(Number) as [number, number, number, number, number];
  const asUtc = Date.UTC(y, m - 1, d, h, min);
  // Twice: the first guess's offset can differ from the answer's across a change of offset.
  const first = asUtc - zoneOffset(asUtc);
  return new Date(asUtc - zoneOffset(first));
}
