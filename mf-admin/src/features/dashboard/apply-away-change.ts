import type { CacheEditor } from 'web-kit/graphql';
import { AWAY_NOW, type AwayOutpass } from './dashboard.operations';

const AWAY: ReadonlySet<AwayOutpass['status']> = new Set(['OUT', 'OVERDUE']);

/**
 * Folds one changed outpass into the cached away list: a student who went out joins the end
 * (the list is oldest first), an overdue one is updated in place, one who came back (or whose
 * pass ended otherwise) leaves it.
 */
export function applyAwayChange(cache: CacheEditor, outpass: AwayOutpass): void {
  cache.updateQuery(AWAY_NOW, undefined, (previous) => {
    // Not fetched yet: the query will bring the student itself when it lands.
    if (!previous) return undefined;
    const list = previous.outpassesByStatus;
    const known = list.some((item) => item.id === outpass.id);
    if (!AWAY.has(outpass.status)) return known ? { outpassesByStatus: list.filter((item) => item.id !== outpass.id) } : previous;
    return { outpassesByStatus: known ? list.map((item) => (item.id === outpass.id ? outpass : item)) : [...list, outpass] };
  });
}
