import { createElement } from 'react';
import type { RouteObject } from 'react-router';
import { loadRemote, registerPlugins, registerRemotes, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { RemoteUnavailable } from './remote-unavailable';

/** The remotes the shell mounts, by federation name. */
export type RemoteName = 'mf_student' | 'mf_rooms' | 'mf_admin';

/** What every remote exposes as `./routes`. */
export interface RemoteRoutesModule {
  routes: RouteObject[];
}

interface RemoteEntry {
  name: RemoteName;
  entry: string;
}

let registered: RemoteEntry[] = [];
const RETRIES = 2;

/** Reads the environment's remote list and registers it; a missing list leaves every remote unavailable. */
export async function registerRemotesFromManifest(url: string): Promise<void> {
  try {
    const response = await fetch(url, { cache: 'no-store' });
    registered = ((await response.json()) as RemoteEntry[]).filter((r) => r.name && r.entry);
  } catch (error) {
    console.error('[shell] remote list unavailable:', error);
    registered = [];
  }
  registerRemotes(registered);
  registerPlugins([retryThenFallback()]);
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
      const remote = id.split('/')[0] as RemoteName;
      const tried = attempts.get(remote) ?? 0;
      if (tried < RETRIES) {
        attempts.set(remote, tried + 1);
        await new Promise((wait) => setTimeout(wait, 300 * (tried + 1)));
        registerRemotes(registered.filter((r) => r.name === remote), { force: true });
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
      return fallbackModule(remote);
    },
  };
}

export function fallbackModule(remote: RemoteName): RemoteRoutesModule {
  return { routes: [{ path: '*', element: createElement(RemoteUnavailable, { remote }) }] };
}

const loading = new Map<RemoteName, Promise<RemoteRoutesModule>>();

/** The routes a remote exposes, loaded once per page; never rejects (the fallback stands in). */
export function loadRemoteRoutes(remote: RemoteName): Promise<RemoteRoutesModule> {
  let promise = loading.get(remote);
  if (!promise) {
    promise = loadRemote<RemoteRoutesModule>(`${remote}/routes`)
      .then((module) => (module && Array.isArray(module.routes) ? module : fallbackModule(remote)))
      .catch(() => fallbackModule(remote));
    loading.set(remote, promise);
  }
  return promise;
}

/**
 * A widget one remote shows inside another's screen (`mf_rooms/my-room` on mf-student's profile),
 * resolved here at run time so the remotes never import each other. Retried like routes; what
 * cannot be loaded rejects or lacks a component, and ui's RemoteWidget shows its fallback.
 */
export const loadRemoteWidget = (id: string): Promise<unknown> => loadRemote(id);
