import { useSubscription } from '@apollo/client/react';
import { useToast } from 'ui';
import { MY_WAITLIST, MY_WAITLIST_CHANGED, type WaitlistPlace } from './waitlist.operations';
import { waitlistNews } from './waitlist-news';

/**
 * Follows the student's place in line: each push is written into the cache (so 'My room', whose
 * query reads the same field, repaints) and news of an offer or an end is toasted. `current` is
 * the place shown now. Use it once per screen. A reconnecting client re-reads by query.
 */
export function useLiveWaitlist(current: WaitlistPlace | null | undefined) {
  const toast = useToast();
  useSubscription(MY_WAITLIST_CHANGED, {
    onData: ({ client, data: event }) => {
      if (!event.data) return;
      const next = event.data.myWaitlistChanged;
      const news = waitlistNews(current, next);
      if (news) toast.show(news);
      client.writeQuery({ query: MY_WAITLIST, data: { myWaitlist: next } });
    },
  });
}
