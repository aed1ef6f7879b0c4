import { Suspense, use } from 'react';
import { useRoutes } from 'react-router';
import { Spinner } from 'ui';
import { RemoteBoundary } from './remote-boundary';
import { loadRemoteRoutes, type RemoteName } from './registry';

function Routes({ remote }: { remote: RemoteName }) {
  const { routes } = use(loadRemoteRoutes(remote));
  return useRoutes(routes);
}

/** Mounts a remote's routes where the shell's route table puts them, contained in every way. */
export function RemoteRoutes({ remote }: { remote: RemoteName }) {
  return (
    <RemoteBoundary remote={remote}>
      <Suspense fallback={<Spinner label="Loading" />}>
        <Routes remote={remote} />
      </Suspense>
    </RemoteBoundary>
  );
}
