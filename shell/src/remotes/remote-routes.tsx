import { Suspense, use } from 'react';
import { useRoutes } from 'react-router';
import { Spinner } from 'ui';
import type { RemoteEntry } from 'web-kit';
import { RemoteBoundary } from './remote-boundary';
import { loadRemoteRoutes } from './registry';

function Routes({ remote }: { remote: string }) {
  const { routes } = use(loadRemoteRoutes(remote));
  return useRoutes(routes);
}

/** Mounts a remote's routes where its manifest puts them, contained in every way. */
export function RemoteRoutes({ remote }: { remote: Pick<RemoteEntry, 'name' | 'area' | 'routes'> }) {
  return (
    <RemoteBoundary remote={remote.name} area={remote.area} ownFrame={remote.routes.some((r) => r.frame === 'own')}>
      <Suspense fallback={<Spinner label="Loading" />}>
        <Routes remote={remote.name} />
      </Suspense>
    </RemoteBoundary>
  );
}
