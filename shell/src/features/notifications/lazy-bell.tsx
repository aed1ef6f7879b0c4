import { lazy, Suspense } from 'react';

const Bell = lazy(() => import('./notification-bell').then((module) => ({ default: module.NotificationBell })));

/**
 * The notification bell, in a chunk of its own: the frames show it only once the page's first
 * screen is up, so its code (the panel, its subscription, and the shell's GraphQL documents, all
 * of them, which the client preset's `graphql()` brings in one map) is not part of that screen.
 * Nothing stands in for it while it loads: it is fixed in a corner and takes no room.
 */
export function LazyNotificationBell() {
  return (
    <Suspense fallback={null}>
      <Bell />
    </Suspense>
  );
}
