import { useQuery } from 'web-kit/graphql';
import type { CacheEditor } from 'web-kit/graphql';
import { DESK_VISITS, type DeskVisit, type DeskVisitFilter } from './visitors-desk.operations';

/** The most visits a list asks for: the server's own page limit. A day at a desk has far fewer. */
export const LIST_SIZE = 200;
/** Today's visits of the desk's hostels (the server's day by default). */
export const TODAY: DeskVisitFilter = { first: LIST_SIZE };
/** Everyone in now, whatever their day: an overnight guest signed in yesterday is in too. */
export const IN_NOW: DeskVisitFilter = { status: 'SIGNED_IN', first: LIST_SIZE };

/** A walk-in just asked joins today's list at once (the live event reads it again too). */
export function addToToday(cache: CacheEditor, visit: DeskVisit): void {
  cache.updateQuery(DESK_VISITS, { filter: TODAY }, (held) => held && { frontDeskVisits: [visit, ...held.frontDeskVisits.filter((other) => other.id !== visit.id)] });
}

/**
 * Today's visits and those in now, as one list without repeats (undefined until both have
 * answered). Each visit's status is read as the cache holds it, so a sign-in, a sign-out or an
 * answer moves a visit between the sections at once; the page's live event reads both again.
 */
export function useTodaysVisits(): { visits: DeskVisit[] | undefined; failed: boolean } {
  const today = useQuery(DESK_VISITS, { variables: { filter: TODAY }, fetchPolicy: 'cache-and-network' });
  const inNow = useQuery(DESK_VISITS, { variables: { filter: IN_NOW }, fetchPolicy: 'cache-and-network' });
  const failed = Boolean((today.error && !today.data) || (inNow.error && !inNow.data));
  if (!today.data || !inNow.data) return { visits: undefined, failed };
  const byId = new Map<string, DeskVisit>();
  for (const visit of [...today.data.frontDeskVisits, ...inNow.data.frontDeskVisits]) byId.set(visit.id, visit);
  return { visits: [...byId.values()], failed };
}
