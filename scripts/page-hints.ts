import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { routeFor, type RemoteEntry } from '../web-kit/src/remote-manifest.js';
import { CLIENT_SCRIPTS_FILE } from './preload-startup.js';

const unique = <T>(items: T[]) => [...new Set(items)];

/**
 * The `Link` header of the shell's page at `pathname`: what the browser may start on while the
 * shell's own scripts download, instead of after they have run. The remote list, the manifest of
 * the remote that owns the path, and a connection to each remote's origin (scripts load without
 * CORS, manifests with it, and each kind has its own socket). Per environment and per request,
 * as `/remotes.json` is: a promotion to a new origin needs no shell build.
 */
export function pageHints(pathname: string, remotes: readonly RemoteEntry[], clientScripts: readonly string[] = []): string {
  const origins = unique(remotes.map((remote) => new URL(remote.entry).origin));
  const found = routeFor(pathname, remotes);
  const owner = found?.remote.entry;
  // A first screen that reads data needs Apollo Client before it can show: fetch it with the start-up scripts.
  const client = found?.route.early?.length ? clientScripts.map((file) => `</${file}>; rel=preload; as=script; fetchpriority=low`) : [];
  return [
    '</remotes.json>; rel=preload; as=fetch; crossorigin',
    ...(owner?.endsWith('.json') ? [`<${owner}>; rel=preload; as=fetch; crossorigin`] : []),
    ...client,
    ...origins.flatMap((origin) => [`<${origin}>; rel=preconnect`, `<${origin}>; rel=preconnect; crossorigin`]),
  ].join(', ');
}

/** The scripts of Apollo Client's chunk in a shell build (`dist`), or none when it has no record of them. */
export function clientScriptsOf(dist: string): string[] {
  const file = join(dist, CLIENT_SCRIPTS_FILE);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as string[]) : [];
}
