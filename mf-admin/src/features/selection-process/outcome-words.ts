import type { BadgeTone } from 'ui';
import type { EntrantOutcome } from '../../gql/graphql';
import { plural } from '../../shared/plural';

/** What happened to an entrant, as the office's lists say it. */
export const OUTCOME_WORD: Record<EntrantOutcome, string> = {
  CHOSE: 'Chose',
  PLACED: 'Placed by the office',
  PENDING: 'Pending request',
  NOT_PLACED: 'Not placed',
  NOT_YET: 'Not yet',
};

export const OUTCOME_TONE: Record<EntrantOutcome, BadgeTone> = { CHOSE: 'success', PLACED: 'info', PENDING: 'warning', NOT_PLACED: 'danger', NOT_YET: 'neutral' };

/** The counts in one sentence that adds up: "6 entrants: 1 chose, 2 placed by the office, 1 in a pending request, 2 not placed." */
export function countsSentence(c: { entrants: number; chose: number; placed: number; pending: number; notPlaced: number; notYet: number }): string {
  const parts = [`${c.chose.toLocaleString('en')} chose`, `${c.placed.toLocaleString('en')} placed by the office`, `${c.pending.toLocaleString('en')} in a pending request`];
  if (c.notPlaced > 0 || c.notYet === 0) parts.push(`${c.notPlaced.toLocaleString('en')} not placed`);
  if (c.notYet > 0) parts.push(`${c.notYet.toLocaleString('en')} not yet`);
  return `${plural(c.entrants, 'entrant')}: ${parts.join(', ')}.`;
}
