import { routeFor, type RemoteEntry } from 'web-kit/remote-manifest';
import { isOwnPage } from '../own-pages';
import { clip, MAX_ROUTE } from './report';

/**
 * The folder a remote's code is served from: its entry's (`https://…:3001/` for a remote on an
 * origin of its own, `…/releases/<version>/` for a promoted release), resolved against the page.
 * A remote served from the page's own root could not be told from the shell: none.
 */
function codeFolder(remote: RemoteEntry): string | undefined {
  try {
    const folder = new URL('.', new URL(remote.entry, location.href)).href;
    return folder === new URL('/', location.href).href ? undefined : folder;
  } catch {
    return undefined;
  }
}

/** The remote a script belongs to: the one whose code folder holds it (the deepest, if two do). */
export function remoteOfScript(url: string, remotes: readonly RemoteEntry[]): RemoteEntry | undefined {
  let owner: { remote: RemoteEntry; folder: string } | undefined;
  for (const remote of remotes) {
    const folder = codeFolder(remote);
    if (folder && url.startsWith(folder) && folder.length > (owner?.folder.length ?? 0)) owner = { remote, folder };
  }
  return owner?.remote;
}

// A frame's line: Chromium's `    at f (https://…/x.js:1:2)`, Firefox's and Safari's `f@https://…/x.js:1:2`.
const FRAME = /^\s*at\s|^[^\s@]*@/;
const SCRIPT = /\bhttps?:\/\/[^\s()'"<>]+/;

/** The scripts of a stack's frames, innermost first (the message's lines are skipped: they may name any URL). */
export function stackScripts(stack: unknown): string[] {
  if (typeof stack !== 'string') return [];
  return stack
    .split('\n')
    .filter((line) => FRAME.test(line))
    .map((line) => SCRIPT.exec(line)?.[0].replace(/(?::\d+){1,2}$/, ''))
    .filter((url): url is string => url !== undefined);
}

/** The remote whose code the first of `scripts` that is any remote's belongs to; none if none is. */
export function remoteOfScripts(scripts: readonly (string | undefined)[], remotes: readonly RemoteEntry[]): RemoteEntry | undefined {
  for (const script of scripts) {
    const remote = script ? remoteOfScript(script, remotes) : undefined;
    if (remote) return remote;
  }
  return undefined;
}

/** The remote that owns the page now and its route's pattern; none on the shell's own pages. */
export function pageOwner(remotes: readonly RemoteEntry[]): { remote: RemoteEntry; route: string } | undefined {
  if (isOwnPage(location.pathname)) return undefined;
  const owner = routeFor(location.pathname, remotes);
  return owner && { remote: owner.remote, route: clip(owner.route.path, MAX_ROUTE) };
}
