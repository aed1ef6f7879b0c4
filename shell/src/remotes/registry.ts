import { createElement } from 'react';
import type { RouteObject } from 'react-router-dom';
import { loadRemote, registerPlugins, registerRemotes, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { RemoteEntry } from 'web-kit';
import { reportLoaded, reportLoadError } from '../reports/remote-reports';
import { startRemotes } from './remote-list';
import { RemoteUnavailable } from './remote-unavailable';

/** What every remote exposes as `./routes`. */
export interface RemoteRoutesModule {
  routes: RouteObject[];
}

let registered: RemoteEntry[] = [];
const RETRIES = 2;

/**
 * The environment's remotes, registered (index.ts started that), with the retry-then-fallback
 * plugin that contains a remote that cannot be loaded.
 */
export async function registerRemotesFromManifest(url: string): Promise<RemoteEntry[]> {
  registered = await startRemotes(url, location.pathname);
  registerPlugins([retryThenFallback()]);
  return registered;
}

/**
 * First layer of containment: a network blip is retried (the runtime caches a failed load, so
 * the remote is registered again first); when the remote stays unreachable, a fallback module
 * takes its place, whose routes explain what is missing.
 */
function retryThenFallback(): ModuleFederationRuntimePlugin {
  const attempts = new Map<string, number>();
  return {
    name: 'dormspace-retry-then-fallback',
    async errorLoadRemote({ id, error, lifecycle }) {
      if (lifecycle !== 'onLoad') return undefined; // not one of our remotes: loadRemoteRoutes falls back
      const remote = id.split('/')[0] ?? id;
      const tried = attempts.get(remote) ?? 0;
      if (tried < RETRIES) {
        attempts.set(remote, tried + 1);
        await new Promise((wait) => setTimeout(wait, 300 * (tried + 1)));
        registerRemotes(
          registered.filter((r) => r.name === remote).map(({ name, entry }) => ({ name, entry })),
          { force: true },
        );
        try {
          const module = await loadRemote<RemoteRoutesModule>(id);
          attempts.delete(remote);
          return module;
        } catch {
          // fall through to the fallback below
        }
      }
      attempts.delete(remote);
      console.error(`[shell] ${remote} could not be loaded:`, error);
      reportLoadError(remote, error);
      return fallbackModule(remote);
    },
  };
}

/** The fallback modules handed out: a remote they stand in for has not loaded. */
const fallbacks = new WeakSet<RemoteRoutesModule>();

/** Routes standing in for a remote that cannot be loaded: every one of its paths explains it. */
export function fallbackModule(remote: string): RemoteRoutesModule {
  const known = registered.find((r) => r.name === remote);
  const area = known?.area ?? remote;
  const ownFrame = known?.routes.some((route) => route.frame === 'own') ?? false;
  const module = { routes: [{ path: '*', element: createElement(RemoteUnavailable, { area, ownFrame }) }] };
  fallbacks.add(module);
  return module;
}

const loading = new Map<string, Promise<RemoteRoutesModule>>();
const loaded = new Map<string, RemoteRoutesModule>();

/** The routes a remote exposes, loaded once per page; never rejects (the fallback stands in). */
export function loadRemoteRoutes(remote: string): Promise<RemoteRoutesModule> {
  let promise = loading.get(remote);
  if (!promise) {
    // Called inside the promise: a runtime that throws at once falls back like one that rejects.
    promise = new Promise<RemoteRoutesModule | null>((resolve) => resolve(loadRemote<RemoteRoutesModule>(`${remote}/routes`)))
      .then((module) => {
        if (!module || !Array.isArray(module.routes)) throw new Error(`${remote}/routes has no routes`);
        // The retry plugin's fallback was reported where it gave up.
        if (!fallbacks.has(module)) reportLoaded(remote);
        return module;
      })
      .catch((error: unknown) => {
        reportLoadError(remote, error);
        return fallbackModule(remote);
      })
      .then((module) => {
        loaded.set(remote, module);
        return module;
      });
    loading.set(remote, promise);
  }
  return promise;
}

/** A remote's routes if they have loaded already (going back to a screen draws it at once). */
export const loadedRemoteRoutes = (remote: string): RemoteRoutesModule | undefined => loaded.get(remote);

/**
 * A widget one remote shows inside another's screen (`mf_rooms/my-room` on mf-student's profile),
 * resolved here at run time so the remotes never import each other. Retried like routes; what
 * cannot be loaded rejects or lacks a component, and ui's RemoteWidget shows its fallback.
 */
export const loadRemoteWidget = (id: string): Promise<unknown> =>
  loadRemote(id).catch((error: unknown) => {
    reportLoadError(id.split('/')[0] ?? id, error);
    throw error;
  });
