import type { BadgeTone } from 'ui';
import { formatZonedMoment, lazyDateFormat } from 'web-kit';
import type { Visit, VisitStatus, VisitorRules } from './visitors.operations';

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

// A calendar day held as noon UTC, formatted in UTC: no zone can move it to the day before.
const DAY = lazyDateFormat(undefined, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
const noonOf = (day: string) => new Date(`${day}T12:00:00Z`);

/** An office calendar day (YYYY-MM-DD) as people read it: "Sat, 14 Mar" in the browser's locale. */
export const dayWords = (day: string): string => DAY.format(noonOf(day));

/** The weekday of an office calendar day, as the gateway's rules index it (0 Sunday). */
export const weekdayOf = (day: string): number => noonOf(day).getUTCDay();

/** The office's day `n` days after `day`. */
export const dayAfter = (day: string, n: number): string => new Date(noonOf(day).getTime() + n * 86_400_000).toISOString().slice(0, 10);

/** The visiting hours of a day, or null: no visiting that day. */
export const hoursOn = (rules: VisitorRules, day: string) => rules.hours[weekdayOf(day)] ?? null;

/** The rule for a day in the gateway's own words (visitors.rules.ts `hoursWords`). */
export function hoursWords(rules: VisitorRules, day: string): string {
  const hours = hoursOn(rules, day);
  const weekday = WEEKDAYS[weekdayOf(day)];
  return hours ? `Visiting hours at ${rules.hostelName} on ${weekday} are ${hours.from}-${hours.to}.` : `${rules.hostelName} has no visiting hours on ${weekday}.`;
}

/** When a visit is: "Sat, 14 Mar, 10:00-12:00", an overnight guest's "… 18:00 until 11:00 the next day". */
export const whenWords = (visit: Pick<Visit, 'day' | 'expectedFrom' | 'expectedTo' | 'overnight'>): string =>
  `${dayWords(visit.day)}, ${visit.expectedFrom}${visit.overnight ? ` until ${visit.expectedTo} the next day` : `-${visit.expectedTo}`}`;

const LOOK: Record<VisitStatus, { label: string; tone: BadgeTone }> = {
  EXPECTED: { label: 'Expected', tone: 'info' },
  PENDING_APPROVAL: { label: "Waiting for a warden's approval", tone: 'warning' },
  ASKING: { label: 'At the desk now', tone: 'warning' },
  SIGNED_IN: { label: 'Signed in', tone: 'success' },
  SIGNED_OUT: { label: 'Signed out', tone: 'neutral' },
  DECLINED: { label: 'Declined', tone: 'danger' },
  EXPIRED: { label: 'Expired', tone: 'neutral' },
  CANCELLED: { label: 'Cancelled', tone: 'neutral' },
};

/** A visit's state as its badge shows it. */
export const statusLook = (status: VisitStatus) => LOOK[status];

/** A visit's state in a sentence: when they came and went, who declined it and why. */
export function statusWords(visit: Visit): string {
  switch (visit.status) {
    case 'SIGNED_IN':
      return `Signed in at ${visit.signedInAt ? formatZonedMoment(visit.signedInAt) : 'the desk'}${visit.overstayed ? ': still in after visiting hours.' : '.'}`;
    case 'SIGNED_OUT':
      return `Signed out at ${visit.signedOutAt ? formatZonedMoment(visit.signedOutAt) : 'the desk'}.`;
    case 'DECLINED': {
      if (visit.walkIn) return 'Declined: you said no to the desk.';
      const by = visit.decidedByName ? ` by ${visit.decidedByName}` : '';
      return visit.decisionNote ? `Declined${by}: “${visit.decisionNote}”` : `Declined${by}.`;
    }
    case 'EXPIRED':
      return visit.walkIn ? 'Expired: the desk had no answer within 10 minutes.' : 'Expired.';
    case 'ASKING':
      return 'At the desk now, waiting for your answer (above).';
    default:
      return `${LOOK[visit.status].label}.`;
  }
}
