import { useSubscription } from 'web-kit/graphql';
import { applyFeedEvent } from './apply-feed-event';
import { ADMIN_FEED, AWAY_NOW } from './dashboard.operations';

/**
 * Keeps the dashboard live while it is shown: each `adminFeed` event is written into the cache
 * (see {@link applyFeedEvent}), and an overdue sweep's event re-reads who is away. A dropped
 * connection needs nothing here: the shell's client refetches the active queries when the socket
 * comes back.
 */
export function useAdminFeedSync(): void {
  useSubscription(ADMIN_FEED, {
    update: (data, _variables, cache) => applyFeedEvent(cache, data.adminFeed),
    onData: (data, client) => {
      if (data.adminFeed.activity.type === 'OUTPASS_OVERDUE') void client.refetch([AWAY_NOW]);
    },
  });
}
