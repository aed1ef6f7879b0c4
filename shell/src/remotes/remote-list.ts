import { preloadRemote, registerPlugins, registerRemotes, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
// The subpaths, not web-kit's index: this runs before sharing is set up, and the index reaches React.
import { askEarly } from 'web-kit/early-answers';
import { earlyRequests, readRoutes, routeFor, type RemoteEntry } from 'web-kit/remote-manifest';

/** Reads one entry of `/remotes.json`, or nothing when it is malformed. */
function readEntry(value: unknown): RemoteEntry | undefined {
  const entry = value as Partial<RemoteEntry> | null;
  if (typeof entry?.name !== 'string' || typeof entry.entry !== 'string') return undefined;
  return {
    name: entry.name,
    entry: entry.entry,
    version: typeof entry.version === 'string' ? entry.version : 'unknown',
    area: typeof entry.area === 'string' ? entry.area : entry.name,
    routes: readRoutes(entry.routes),
  };
}

async function fetchRemotes(url: string): Promise<RemoteEntry[]> {
  try {
    // The default cache mode: the page's Link header preloads this (the server marks it no-cache).
    const list = (await (await fetch(url)).json()) as unknown;
    return (Array.isArray(list) ? list : []).map(readEntry).filter((r): r is RemoteEntry => r !== undefined);
  } catch (error) {
    console.error('[shell] remote list unavailable:', error);
    return [];
  }
}

let started: Promise<RemoteEntry[]> | undefined;

/**
 * A remote's chunks load with crossorigin="anonymous" from another origin (scripts/webpack.ts: an
 * error their code throws then reaches window.onerror whole, for its canary's reports). The
 * runtime's preloads of them must ask the same way, or the browser cannot use them and downloads
 * each chunk twice.
 */
const ANONYMOUS_PRELOADS: ModuleFederationRuntimePlugin = {
  name: 'dormspace-anonymous-preloads',
  createLink({ url, attrs }) {
    if (attrs?.rel !== 'preload' || attrs.as !== 'script' || new URL(url, location.href).origin === location.origin) return undefined;
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'script';
    link.crossOrigin = 'anonymous';
    link.href = url;
    return link;
  },
};

/**
 * Reads the environment's remote list (where each remote's current release lives and which paths
 * it owns; a missing list leaves every remote unavailable), registers it, and starts downloading
 * the remote that owns `pathname`: its manifest, entry and routes, and the queries its route says
 * the first screen reads (web-kit/early-answers). Called by the shell's first
 * script (index.ts), so that all of this happens while the shared libraries download, not after;
 * later calls answer with the same list. Nothing here may import a shared module.
 */
export function startRemotes(url: string, pathname: string): Promise<RemoteEntry[]> {
  started ??= fetchRemotes(url).then((remotes) => {
    registerRemotes(remotes.map(({ name, entry }) => ({ name, entry })));
    registerPlugins([ANONYMOUS_PRELOADS]);
    const owner = routeFor(pathname, remotes);
    if (owner) for (const request of earlyRequests(owner.route, pathname)) askEarly(request);
    // A guarded route's code is public, and a visitor sent to log in first finds it ready after.
    // A failure here shows when the route loads (retried, then its fallback: registry.ts).
    if (owner) preloadRemote([{ nameOrAlias: owner.remote.name, exposes: ['./routes'] }]).catch(() => undefined);
    return remotes;
  });
  return started;
}
