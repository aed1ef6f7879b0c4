import type { ApolloCache } from '@apollo/client';
import { MY_NOTIFICATIONS, NOTIFICATION_LIMIT, type Notification } from './notifications.operations';

const LISTED = { query: MY_NOTIFICATIONS, variables: { first: NOTIFICATION_LIMIT } } as const;

/**
 * Puts a live notification on top of the cached list and counts it unread, once: a refetch after
 * a reconnect may have brought it already. Before the list has loaded there is nothing to do (the
 * query brings it itself).
 */
export function addNotification(cache: ApolloCache, notification: Notification): void {
  cache.updateQuery(LISTED, (previous) => {
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
export function markRead(cache: ApolloCache, ids: readonly string[] | null, unread: number): void {
  cache.updateQuery(LISTED, (previous) => {
    if (!previous) return undefined;
    const items = previous.myNotifications.items.map((item) => (!ids || ids.includes(item.id) ? { ...item, read: true } : item));
    return { myNotifications: { ...previous.myNotifications, items, unread } };
  });
}
