import { useSubscription } from '@apollo/client/react';
import { applyFeedEvent } from './apply-feed-event';
import { ADMIN_FEED } from './dashboard.operations';

/**
 * Keeps the dashboard live while it is shown: each `adminFeed` event is written into the Apollo
 * cache (see {@link applyFeedEvent}). A dropped connection needs nothing here: the shell's client
 * refetches the active queries when the socket comes back.
 */
export function useAdminFeedSync(): void {
  useSubscription(ADMIN_FEED, {
    onData: ({ client, data }) => {
      if (data.data) applyFeedEvent(client.cache, data.data.adminFeed);
    },
  });
}
