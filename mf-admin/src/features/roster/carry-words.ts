import { plural } from '../../shared/plural';
import type { RosterCarry } from './roster.operations';

/** What a dry run says will happen, or a carry says happened, in one sentence. */
export function carryHeadline(carry: Pick<RosterCarry, 'dryRun' | 'fromYear' | 'intoYear' | 'carried'>): string {
  if (carry.carried === 0) return `Nobody is left to carry from ${carry.fromYear ?? 'the last year'} into ${carry.intoYear}.`;
  return carry.dryRun
    ? `${plural(carry.carried, 'student')} of ${carry.fromYear} would be carried into ${carry.intoYear}, each a year of study on.`
    : `Carried ${plural(carry.carried, 'student')} into ${carry.intoYear}: they are on its roster now.`;
}

/** "Year 1 → year 2: 3 students". */
export const stepWords = (step: { yearOfStudy: number; students: number }): string => `Year ${step.yearOfStudy} → year ${step.yearOfStudy + 1}: ${plural(step.students, 'student')}`;

/** Who is left out and why, counted; empty when nobody is. */
export function leftOutWords(carry: Pick<RosterCarry, 'finalYear' | 'alreadyOnRoster' | 'lastYearOfStudy' | 'intoYear'>): string[] {
  const said: string[] = [];
  if (carry.finalYear > 0) said.push(`${plural(carry.finalYear, 'student')} in year ${carry.lastYearOfStudy} or later, the last year of study: they leave and are not carried.`);
  if (carry.alreadyOnRoster > 0) said.push(`${plural(carry.alreadyOnRoster, 'student')} already on the ${carry.intoYear} roster (imported or added since): left as they are.`);
  return said;
}

/** Why one student is left out, in a word or two for the table. */
export const REASON_WORDS: Record<RosterCarry['leftOut'][number]['reason'], string> = {
  FINAL_YEAR: 'Last year of study',
  ALREADY_ON_ROSTER: 'Already on the roster',
};
