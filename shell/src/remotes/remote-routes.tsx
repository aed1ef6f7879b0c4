import { startTransition, Suspense, useEffect, useState } from 'react';
import { useRoutes } from 'react-router-dom';
import { Spinner } from 'ui';
import type { RemoteEntry } from 'web-kit';
import { RemoteBoundary } from './remote-boundary';
import { loadedRemoteRoutes, loadRemoteRoutes, type RemoteRoutesModule } from './registry';

/**
 * A remote's routes once loaded, as state, not by suspending: React holds back the reveal of a
 * suspended boundary until 300 ms after the last fallback it showed, and a remote that arrived
 * just after the session answer sat finished but unshown for that long (Lighthouse: the room
 * grid's queries started 300 ms after its code had arrived).
 */
export function useRemoteRoutes(remote: string): RemoteRoutesModule | undefined {
  const [arrived, setArrived] = useState<{ remote: string; module: RemoteRoutesModule }>();
  const module = arrived?.remote === remote ? arrived.module : loadedRemoteRoutes(remote);
  useEffect(() => {
    if (module) return;
    let current = true;
    // As a transition: the screen's first render (a grid of rooms) in slices the browser can answer input between.
    void loadRemoteRoutes(remote).then((loaded) => current && startTransition(() => setArrived({ remote, module: loaded })));
    return () => {
      current = false;
    };
  }, [remote, module]);
  return module;
}

function Routes({ module }: { module: RemoteRoutesModule }) {
  return useRoutes(module.routes);
}

/**
 * Mounts a remote's routes where its manifest puts them, contained in every way; `module` is
 * undefined while they load (from {@link useRemoteRoutes}).
 */
export function RemoteRoutes({ remote, module }: { remote: Pick<RemoteEntry, 'name' | 'area' | 'routes'>; module: RemoteRoutesModule | undefined }) {
  return (
    <RemoteBoundary remote={remote.name} area={remote.area} ownFrame={remote.routes.some((r) => r.frame === 'own')}>
      {/* The remote's own screens may still suspend (their lazy parts). */}
      <Suspense fallback={<Spinner label="Loading" />}>{module ? <Routes module={module} /> : <Spinner label="Loading" />}</Suspense>
    </RemoteBoundary>
  );
}
