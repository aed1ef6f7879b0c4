import type { CacheEditor } from 'web-kit/graphql';
import { MY_NOTIFICATIONS, NOTIFICATION_LIMIT, type Notification } from './notifications.operations';

const LISTED = { first: NOTIFICATION_LIMIT };

/**
 * Puts a live notification on top of the cached list and counts it unread, once: a refetch after
 * a reconnect may have brought it already. Before the list has loaded there is nothing to do (the
 * query brings it itself).
 */
export function addNotification(cache: CacheEditor, notification: Notification): void {
  cache.updateQuery(MY_NOTIFICATIONS, LISTED, (previous) => {
    if (!previous) return undefined;
    const { items, unread } = previous.myNotifications;
    if (items.some((item) => item.id === notification.id)) return undefined;
    return {
      myNotifications: {
        ...previous.myNotifications,
        items: [notification, ...items].slice(0, NOTIFICATION_LIMIT),
        unread: unread + (notification.read ? 0 : 1),
      },
    };
  });
}

/** Marks the listed notifications read (those of `ids`, or all) and takes the server's unread count. */
export function markRead(cache: CacheEditor, ids: readonly string[] | null, unread: number): void {
  cache.updateQuery(MY_NOTIFICATIONS, LISTED, (previous) => {
    if (!previous) return undefined;
    const items = previous.myNotifications.items.map((item) => (!ids || ids.includes(item.id) ? { ...item, read: true } : item));
    return { myNotifications: { ...previous.myNotifications, items, unread } };
  });
}
