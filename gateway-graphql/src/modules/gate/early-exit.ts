import { officeClockTime, officeDay, officeMoment } from '../../core/clock.js';
import { EarlyExitRule } from '../../core/enums.js';
import type { ExitCheck, ExitVerdict } from '../outpass/index.js';

/**
 * How early a student may go out before their declared out time and still not be "early": a
 * queue at the gate, a bus to catch, a watch a little fast. Half an hour; more is the office's
 * business (a warning to the guard, or a refusal where the hostel says so).
 */
export const EARLY_EXIT_TOLERANCE_MS = 30 * 60 * 1000;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The calendar day before `day` (`YYYY-MM-DD`). */
const dayBefore = (day: string): string => new Date(Date.parse(`${day}T00:00:00Z`) - DAY_MS).toISOString().slice(0, 10);

/**
 * When the student declared they would go out, if that is still ahead of `now` today. The form
 * gives an out time (HH:MM in the office's zone) but no day, so it is read as today's, and only
 * when no earlier day's out time fell after the outpass was asked for: a student who asked
 * yesterday at 08:00 to go out "at 10:00" may have meant yesterday's 10:00, and is late, not
 * early, going at 05:23 today. Null: not before the declared time (or no telling which day).
 */
export function declaredOutAhead(outTime: string, askedAt: Date, now: Date): Date | null {
  const today = officeDay(now);
  const declared = officeMoment(today, outTime);
  if (now >= declared) return null;
  if (askedAt <= officeMoment(dayBefore(today), outTime)) return null;
  return declared;
}

/**
 * The gate's word on a student going out now on an outpass that declared `outTime`: nothing,
 * or (more than the tolerance early) the warning the guard reads, and whether the hostel's rule
 * turns them back.
 */
export const judgeExit: ExitCheck = ({ outTime, askedAt, now, rule }): ExitVerdict => {
  const declared = declaredOutAhead(outTime, askedAt, now);
  if (!declared || declared.getTime() - now.getTime() <= EARLY_EXIT_TOLERANCE_MS) return null;
  const warning = `Early: declared out at ${outTime}, now ${officeClockTime(now)}`;
  if (rule === EarlyExitRule.REFUSE) {
    const from = officeClockTime(new Date(declared.getTime() - EARLY_EXIT_TOLERANCE_MS));
    return { warning, refusal: `${warning}. This hostel does not let students out before their declared out time: they may go from ${from}.` };
  }
  return { warning, refusal: null };
};
