import { serverMessage } from 'web-kit';
import { useMutation, useQuery, useSubscription } from 'web-kit/graphql';
import { addNotification, markRead } from './apply-notifications';
import { MARK_NOTIFICATIONS_READ, MY_NOTIFICATIONS, NOTIFICATION_ADDED, NOTIFICATION_LIMIT } from './notifications.operations';

const UNREADABLE = 'Your notifications could not be loaded. Try again in a moment.';

/**
 * The caller's notifications, kept live: the newest page and the unread count, each
 * `notificationAdded` folded into the cache as it arrives. A lost connection needs nothing here:
 * the client re-reads active queries when the socket comes back. Mount it only with a session.
 */
export function useNotifications() {
  const { data, error } = useQuery(MY_NOTIFICATIONS, { variables: { first: NOTIFICATION_LIMIT } });
  useSubscription(NOTIFICATION_ADDED, {
    update: (event, _variables, cache) => addNotification(cache, event.notificationAdded),
  });
  const [mark, { loading: marking }] = useMutation(MARK_NOTIFICATIONS_READ, {
    // Which ones were marked comes from the call's variables: none means all.
    update: (marked, { ids }, cache) => markRead(cache, ids ? [ids].flat() : null, marked.markNotificationsRead),
  });

  /** Marks these notifications read, or all when `ids` is null; resolves to an error message or null. */
  const markAsRead = async (ids: string[] | null): Promise<string | null> => {
    try {
      const { data: answer } = await mark({ variables: ids ? { ids } : {} });
      return answer ? null : 'Nothing was marked read.';
    } catch (failure) {
      return serverMessage(failure, 'Your notifications could not be marked read. Try again in a moment.');
    }
  };

  return {
    items: data?.myNotifications.items ?? [],
    unread: data?.myNotifications.unread ?? 0,
    loaded: data !== undefined,
    error: error && !data ? serverMessage(error, UNREADABLE) : null,
    marking,
    markAsRead,
  };
}
