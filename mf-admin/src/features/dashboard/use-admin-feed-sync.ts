import { useSubscription } from '@apollo/client/react';
import { applyFeedEvent } from './apply-feed-event';
import { ADMIN_FEED, AWAY_NOW } from './dashboard.operations';

/**
 * Keeps the dashboard live while it is shown: each `adminFeed` event is written into the Apollo
 * cache (see {@link applyFeedEvent}), and an overdue sweep's event re-reads who is away. A dropped
 * connection needs nothing here: the shell's client refetches the active queries when the socket
 * comes back.
 */
export function useAdminFeedSync(): void {
  useSubscription(ADMIN_FEED, {
    onData: ({ client, data }) => {
      if (!data.data) return;
      applyFeedEvent(client.cache, data.data.adminFeed);
      if (data.data.adminFeed.activity.type === 'OUTPASS_OVERDUE') client.refetchQueries({ include: [AWAY_NOW] }).catch(() => undefined);
    },
  });
}
