import { EARLY_BLOCK_ID, earlyRequests, routeFor, type RemoteEntry } from '../web-kit/src/remote-manifest.js';

const unique = <T>(items: T[]) => [...new Set(items)];

/**
 * The `Link` header of the shell's page at `pathname`: what the browser may start on while the
 * shell's own scripts download, instead of after they have run. The remote list, the manifest of
 * the remote that owns the path, and a connection to each remote's origin (scripts load without
 * CORS, manifests with it, and each kind has its own socket). Per environment and per request,
 * as `/remotes.json` is: a promotion to a new origin needs no shell build.
 */
export function pageHints(pathname: string, remotes: readonly RemoteEntry[]): string {
  const origins = unique(remotes.map((remote) => new URL(remote.entry).origin));
  const owner = routeFor(pathname, remotes)?.remote.entry;
  return [
    '</remotes.json>; rel=preload; as=fetch; crossorigin',
    ...(owner?.endsWith('.json') ? [`<${owner}>; rel=preload; as=fetch; crossorigin`] : []),
    ...origins.flatMap((origin) => [`<${origin}>; rel=preconnect`, `<${origin}>; rel=preconnect; crossorigin`]),
  ].join(', ');
}

/**
 * The queries the page's first screen reads (its route's `early`, for this path), as a JSON data
 * block for the shell's page: its first script asks them at once (web-kit/early-answers), in the
 * task that asks for the session, instead of after /remotes.json has been read and the scripts
 * downloading beside it have run. Not a script the browser runs, so the page's policy allows it.
 * None for a route that does not say what its first screen reads.
 */
export function earlyQueriesBlock(pathname: string, remotes: readonly RemoteEntry[]): string {
  const found = routeFor(pathname, remotes);
  // A route that names its first screen's queries, even none (the dashboard), gets a block: the
  // page then knows its first screen needs no client, and fetches it only after that screen.
  if (found?.route.early === undefined) return '';
  const requests = earlyRequests(found.route, pathname);
  // `<` escaped: no text of a query or a path can end the element.
  return `<script type="application/json" id="${EARLY_BLOCK_ID}">${JSON.stringify(requests).replace(/</g, '\\u003c')}</script>`;
}
