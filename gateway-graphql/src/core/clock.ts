import { readFileSync, statSync } from 'node:fs';

/** The time source; tests inject their own to move through expiry windows. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

/** The calendar day of a moment, `YYYY-MM-DD`, in UTC. */
export const dayOf = (moment: Date): string => moment.toISOString().slice(0, 10);

/**
 * A clock that runs `offset` milliseconds ahead of the system's, the offset read from a file
 * (CLOCK_OFFSET_FILE): the browser journeys move a running gateway past a return time with it.
 * Development and test only; the gateway refuses it in production. Re-read at most every 200 ms.
 */
export function fileOffsetClock(path: string): Clock {
  let offset = 0;
  let checkedAt = 0;
  let seenMtime = -1;
  return () => {
    const now = Date.now();
    if (now - checkedAt > 200) {
      checkedAt = now;
      try {
        const mtime = statSync(path).mtimeMs;
        if (mtime !== seenMtime) {
          seenMtime = mtime;
          const value = Number(readFileSync(path, 'utf8').trim());
          offset = Number.isFinite(value) ? value : 0;
        }
      } catch {
        offset = 0; // no file: no offset
      }
    }
    return new Date(now + offset);
  };
}

/** The office's time zone, for times people read (OFFICE_TIME_ZONE, default India). */
export const OFFICE_TIME_ZONE = process.env.OFFICE_TIME_ZONE || 'Asia/Kolkata';

const hourMinute = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: OFFICE_TIME_ZONE });
const dayAndTime = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: OFFICE_TIME_ZONE });

/** `HH:MM` of a moment in the office's zone. */
export const officeClockTime = (moment: Date): string => hourMinute.format(moment);

/** `24 Nov, 18:40` in the office's zone. */
export const officeDayTime = (moment: Date): string => dayAndTime.format(moment);

const parts = new Intl.DateTimeFormat('en-US', { timeZone: OFFICE_TIME_ZONE, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' });

/** How far the office's zone is ahead of UTC at a moment, in milliseconds. */
function zoneOffset(moment: number): number {
  const p = Object.fromEntries(parts.formatToParts(new Date(moment)).map((x) => [x.type, x.value]));
  const asUtc = Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute), Number(p.second));
  return asUtc - Math.floor(moment / 1000) * 1000;
}

/** The moment a calendar day (`YYYY-MM-DD`) reaches a wall-clock time (`HH:MM`) in the office's zone. */
export function officeMoment(day: string, time: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const [h, min] = time.split(':').map(Number) as [number, number];
  const wall = Date.UTC(y, m - 1, d, h, min);
  // Twice: the first guess's offset can differ from the answer's across a change of offset.
  const first = wall - zoneOffset(wall);
  return new Date(wall - zoneOffset(first));
}

/** The office's calendar day of a moment, `YYYY-MM-DD` (an export made at 01:30 in India is named by India's day, not UTC's). */
export const officeDay = (moment: Date): string => officeIso(moment).slice(0, 10);

/**
 * A moment as ISO 8601 with the office zone's offset, to the second: `2026-11-28T18:00:00+05:30`.
 * What a spreadsheet opened in the office reads as the office's own time, and still one instant.
 */
export function officeIso(moment: Date): string {
  const seconds = Math.floor(moment.getTime() / 1000) * 1000;
  const offset = zoneOffset(seconds);
  const minutes = Math.abs(offset) / 60_000;
  const sign = offset < 0 ? '-' : '+';
  const hhmm = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  return `${new Date(seconds + offset).toISOString().slice(0, 19)}${sign}${hhmm}`;
}
