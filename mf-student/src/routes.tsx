import { lazy, Suspense, type ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { Spinner } from 'ui';
import { DashboardPage } from './features/dashboard/dashboard-page';
import { NotFoundPage } from './features/not-found/not-found-page';

/**
 * A screen loaded on first visit. The shell renders these routes with `useRoutes`, which has no
 * route-level `lazy`, so React.lazy does the splitting: the exposed `./routes` chunk stays small
 * and counts little against the shell-plus-first-route budget.
 */
function lazyPage<K extends string>(load: () => Promise<{ [P in K]: ComponentType }>, name: K) {
  const Screen = lazy<ComponentType>(() => load().then((module) => ({ default: module[name] })));
  return (
    <Suspense fallback={<Spinner label="Loading" />}>
      <Screen />
    </Suspense>
  );
}

/**
 * What mf-student exposes as `./routes`. Paths are absolute: the shell mounts them under its
 * top-level splat. The home screen and the not-found page are bundled in, not lazy: the first
 * is the landing page after login and both are tiny.
 */
export const routes: RouteObject[] = [
  { path: '/', element: <DashboardPage /> },
  { path: '/outpass', element: lazyPage(() => import('./features/outpass/outpass-page'), 'OutpassPage') },
  { path: '/newprofile', element: lazyPage(() => import('./features/profile/profile-page'), 'ProfilePage') },
  { path: '/selection', element: lazyPage(() => import('./features/selection/selection-page'), 'SelectionPage') },
  { path: '/repairs', element: lazyPage(() => import('./features/repairs/repairs-page'), 'RepairsPage') },
  { path: '/parcels', element: lazyPage(() => import('./features/parcels/parcels-page'), 'ParcelsPage') },
  { path: '/visitors', element: lazyPage(() => import('./features/visitors/visitors-page'), 'VisitorsPage') },
  { path: '/logout', element: lazyPage(() => import('./features/logout/logout-page'), 'LogoutPage') },
  { path: '/review', element: lazyPage(() => import('./features/review/review-page'), 'ReviewPage') },
  { path: '/abc', element: lazyPage(() => import('./features/realtime/hello-world-page'), 'HelloWorldPage') },
  { path: '/admin', element: lazyPage(() => import('./features/local-profile/local-profile-page'), 'LocalProfilePage') },
  { path: '*', element: <NotFoundPage /> },
];
