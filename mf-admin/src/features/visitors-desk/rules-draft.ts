import type { VisitorRulesInput } from '../../gql/graphql';
import type { VisitorRules } from './visitors-desk.operations';

/** The days of the rules, in the server's order: Sunday first. */
export const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** The hours a day opened in the form starts with (the gateway's own default). */
const OPENING = { from: '09:00', to: '20:00' };

/** One day of the form: open or not, and its hours (kept while closed, to open it again). */
export interface DayDraft {
  open: boolean;
  from: string;
  to: string;
}

/** The rules as the form holds them. */
export interface RulesDraft {
  days: DayDraft[];
  maxAtOnce: string;
  otherGenderCommonRoom: boolean;
  overnightNeedsApproval: boolean;
}

export function draftOf(rules: VisitorRules): RulesDraft {
  return {
    days: WEEKDAYS.map((_, day) => {
      const hours = rules.hours[day];
      return hours ? { open: true, from: hours.from, to: hours.to } : { open: false, ...OPENING };
    }),
    maxAtOnce: String(rules.maxAtOnce),
    otherGenderCommonRoom: rules.otherGenderCommonRoom,
    overnightNeedsApproval: rules.overnightNeedsApproval,
  };
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A day's own problem, before anything is sent: the gateway names no day in its message. */
export function dayProblem(day: DayDraft): string | undefined {
  if (!day.open) return undefined;
  if (!TIME.test(day.from) || !TIME.test(day.to)) return 'Give both times, HH:MM.';
  return day.from < day.to ? undefined : 'Visiting must close after it opens.';
}

export function inputOf(hostelId: string, draft: RulesDraft): VisitorRulesInput {
  return {
    hostelId,
    hours: draft.days.map((day) => (day.open ? { from: day.from, to: day.to } : null)),
    maxAtOnce: Number(draft.maxAtOnce),
    otherGenderCommonRoom: draft.otherGenderCommonRoom,
    overnightNeedsApproval: draft.overnightNeedsApproval,
  };
}
