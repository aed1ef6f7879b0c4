import { graphql } from '../../gql';
import type { ShellNotificationFragment } from '../../gql/graphql';

/** How many of the newest notifications the panel lists; a live one pushes the oldest out. */
export const NOTIFICATION_LIMIT = 20;

/** One line of the panel. */
export type Notification = ShellNotificationFragment;

export const SHELL_NOTIFICATION = graphql(`
  fragment ShellNotification on Notification {
    id
    kind
    title
    body
    link
    createdAt
    read
  }
`);

export const MY_NOTIFICATIONS = graphql(`
  query ShellMyNotifications($first: Int) {
    myNotifications(first: $first) {
      items {
        ...ShellNotification
      }
      unread
    }
  }
`);

/** Marks these notifications read, or all of them when `ids` is left out; returns how many stay unread. */
export const MARK_NOTIFICATIONS_READ = graphql(`
  mutation ShellMarkNotificationsRead($ids: [ID!]) {
    markNotificationsRead(ids: $ids)
  }
`);

export const NOTIFICATION_ADDED = graphql(`
  subscription ShellNotificationAdded {
    notificationAdded {
      ...ShellNotification
    }
  }
`);
