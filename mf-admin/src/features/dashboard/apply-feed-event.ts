import type { CacheEditor } from 'web-kit/graphql';
import { ACTIVITY_LIMIT, ADMIN_COUNTS, RECENT_ACTIVITY, type AdminFeedEvent } from './dashboard.operations';

/**
 * Folds one admin feed event into the cached dashboard queries, so every component reading them
 * re-renders without a reload: the counts become the event's, a created activity goes on top
 * (once, even if a refetch already brought it), a resolved one is marked resolved.
 */
export function applyFeedEvent(cache: CacheEditor, { kind, activity, counts }: AdminFeedEvent): void {
  cache.writeQuery(ADMIN_COUNTS, undefined, { adminCounts: counts });
  cache.updateQuery(RECENT_ACTIVITY, { limit: ACTIVITY_LIMIT }, (previous) => {
    // Not fetched yet: the query will bring the activity itself when it lands.
    if (!previous) return undefined;
    const others = previous.recentActivity.filter((item) => item.id !== activity.id);
    if (kind === 'CREATED') return { recentActivity: [activity, ...others].slice(0, ACTIVITY_LIMIT) };
    return {
      recentActivity: previous.recentActivity.map((item) =>
        item.id === activity.id ? { ...item, resolved: true } : item,
      ),
    };
  });
}
