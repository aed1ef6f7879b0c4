import { officeDay, officeMoment } from '../../core/clock.js';
import { Role } from '../../core/enums.js';
import { inScope, type Viewer } from '../../core/viewer.js';

const MINUTE_MS = 60 * 1000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** A walk-in's host answers within this long, or the desk's question expires. */
export const ASK_MS = 10 * MINUTE_MS;
/** A student pre-registers a visit at most this many days ahead. */
export const MAX_DAYS_AHEAD = 30;
/** The office's default: a visit's record is erased 90 days after the visit. */
export const DEFAULT_RETENTION_DAYS = 90;
/** Visits a student may have registered and still to come, at most. */
export const MAX_UPCOMING = 10;
/** An overnight guest leaves by this time the next day. */
export const OVERNIGHT_LEAVE_BY = '11:00';

export const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

export type Hours = { from: string; to: string } | null;

/** A hostel's visiting rules. */
export interface Rules {
  /** Sunday first; null: no visiting that day. */
  hours: Hours[];
  maxAtOnce: number;
  otherGenderCommonRoom: boolean;
  overnightNeedsApproval: boolean;
}

/** The rules of a hostel the office has not set: 09:00-20:00 every day, 2 at once, the common room for another gender, overnight guests approved. */
export const DEFAULT_RULES: Rules = {
  hours: WEEKDAYS.map(() => ({ from: '09:00', to: '20:00' })),
  maxAtOnce: 2,
  otherGenderCommonRoom: true,
  overnightNeedsApproval: true,
};

/** The weekday (0 Sunday) of an office calendar day. */
export const weekdayOf = (day: string): number => new Date(`${day}T12:00:00Z`).getUTCDay();

/** The office's day `n` days after `day`. */
export const dayAfter = (day: string, n = 1): string => new Date(Date.parse(`${day}T12:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);

/** The visiting hours of a day, or null (no visiting that day). */
export const hoursOn = (rules: Rules, day: string): Hours => rules.hours[weekdayOf(day)] ?? null;

/** The rule's words for a day's hours: "Visiting hours at BH-1 on Sunday are 10:00-18:00." */
export function hoursWords(hostelName: string, rules: Rules, day: string): string {
  const hours = hoursOn(rules, day);
  const weekday = WEEKDAYS[weekdayOf(day)];
  return hours ? `Visiting hours at ${hostelName} on ${weekday} are ${hours.from}-${hours.to}.` : `${hostelName} has no visiting hours on ${weekday}.`;
}

/** Whether a moment falls within the visiting hours of its office day. */
export function withinHours(rules: Rules, moment: Date): boolean {
  const day = officeDay(moment);
  const hours = hoursOn(rules, day);
  return hours !== null && moment >= officeMoment(day, hours.from) && moment < officeMoment(day, hours.to);
}

/** When the visiting hours of a visit's day end (null: none that day). */
export function closingOf(rules: Rules, day: string): Date | null {
  const hours = hoursOn(rules, day);
  return hours ? officeMoment(day, hours.to) : null;
}

/** Who may see a visit: its host, and the desk of its hostel (guards and wardens of it, the admins). */
export function maySee(viewer: Viewer, visit: { studentId: string; hostelId: string }): boolean {
  if (viewer.role === Role.STUDENT) return viewer.userId === visit.studentId;
  if (viewer.role === Role.MAINTENANCE) return false;
  return inScope(viewer, visit.hostelId);
}
