import { useToast } from 'ui';
import { useSubscription } from 'web-kit/graphql';
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
    update: (event, _variables, cache) => cache.writeQuery(MY_WAITLIST, undefined, { myWaitlist: event.myWaitlistChanged }),
    onData: (event) => {
      const news = waitlistNews(current, event.myWaitlistChanged);
      if (news) toast.show(news);
    },
  });
}
