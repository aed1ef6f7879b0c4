import type { BadgeTone } from 'ui';
import type { DrawMode, Gender, SelectionProcessStatus } from '../../gql/graphql';
import { when } from '../../shared/date-time';
import type { SelectionProcessRow } from './selection-process.operations';

/** Where the screens live: under the selection window's page, as they decide who selects when. */
export const PROCESSES_PATH = '/adminpage/selection/processes';
export const processPath = (id: string): string => `${PROCESSES_PATH}/${encodeURIComponent(id)}`;

/** A status as the office says it, and its badge's colour. */
export const STATUS_WORD: Record<SelectionProcessStatus, string> = {
  DRAFT: 'Draft',
  PUBLISHED: 'Published',
  ASSIGNING: 'Placing students',
  ASSIGNED: 'Placed, not yet told',
  DONE: 'Done',
};
export const STATUS_TONE: Record<SelectionProcessStatus, BadgeTone> = {
  DRAFT: 'neutral',
  PUBLISHED: 'info',
  ASSIGNING: 'warning',
  ASSIGNED: 'warning',
  DONE: 'success',
};

export const DRAW_WORD: Record<DrawMode, string> = {
  YEAR_THEN_RANDOM: 'By year of study, then random',
  RANDOM: 'Random only',
};

/** Who takes part by gender: the form's choice, and the genders it sends (none: both). */
export type GenderChoice = 'BOTH' | 'FEMALE' | 'MALE';
export const GENDER_CHOICE_WORD: Record<GenderChoice, string> = { BOTH: 'Girls and boys', FEMALE: 'Girls only', MALE: 'Boys only' };
export const gendersOf = (choice: GenderChoice): Gender[] => (choice === 'BOTH' ? [] : [choice]);
export const choiceOf = (genders: readonly Gender[]): GenderChoice => (genders.length === 1 ? genders[0]! : 'BOTH');

/** "Years 1, 2 and 3", "Year 4", "Every year". */
export function yearsWords(years: readonly number[]): string {
  if (years.length === 0) return 'Every year';
  const sorted = [...years].sort((a, b) => a - b);
  if (sorted.length === 1) return `Year ${sorted[0]}`;
  return `Years ${sorted.slice(0, -1).join(', ')} and ${sorted.at(-1)}`;
}

export const hostelsWords = (process: Pick<SelectionProcessRow, 'hostels'>): string => process.hostels.map((h) => h.name).join(', ') || '—';

/** Who takes part, in one line: "Girls only, years 1 and 2". */
export const whoWords = (process: Pick<SelectionProcessRow, 'genders' | 'yearsOfStudy'>): string => {
  const years = yearsWords(process.yearsOfStudy);
  return `${GENDER_CHOICE_WORD[choiceOf(process.genders)]}, ${years.charAt(0).toLowerCase()}${years.slice(1)}`;
};

/** A moment on the office's clock, or a dash. */
export const at = (iso: string | null | undefined): string => (iso ? when(iso) : '—');

/**
 * Whether the last slot opens before the close, from the process's own figures (the server's
 * preview says the same: no entrants, or a last slot at or after the close, does not fit).
 */
export function fitsOf(process: Pick<SelectionProcessRow, 'entrants' | 'lastSlotAt' | 'closesAt'>): boolean {
  return process.entrants > 0 && process.lastSlotAt !== null && Date.parse(process.lastSlotAt) < Date.parse(process.closesAt);
}

/** Why a draft cannot be published yet, or null when it can. */
export function notFittingWords(process: Pick<SelectionProcessRow, 'entrants' | 'lastSlotAt' | 'closesAt' | 'slots'>): string | null {
  if (process.entrants === 0) return 'No student on the roster takes part with these settings. Edit the hostels or who takes part.';
  if (fitsOf(process)) return null;
  return `The last of the ${process.slots} slots would open at ${at(process.lastSlotAt)}, after the close at ${at(process.closesAt)}. Edit the process: more students a slot, shorter slots, or a later close.`;
}
