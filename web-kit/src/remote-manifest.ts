/**
 * What a remote declares about itself, as data the shell reads from the environment's
 * `/remotes.json` before it loads any of the remote's code: the paths it owns, who may open them,
 * their titles and the navigation entries they add. The shell holds no list of paths of its own,
 * so a remote's team adds a screen (or a hostel's grid appears) without a shell release, and a
 * remote that is down still owns its paths (they show it as unavailable, not as "not found").
 */

/**
 * Who may open a route: `public` anyone, `session` anyone logged in, `admin` staff (admins,
 * wardens and gate guards: it keeps its old name because released remotes' manifests carry it),
 * `office-admin` administrators only (a warden or guard is told so, in the route's `refusal`).
 * A guard this code does not know (a newer remote's) is read as the strictest it knows,
 * {@link STRICTEST_GUARD}: nobody gets more than the remote meant.
 */
export type RouteGuard = 'public' | 'session' | 'admin' | 'office-admin';

/** The guard an unknown guard is read as: administrators only, who may do everything the server allows. */
export const STRICTEST_GUARD: RouteGuard = 'office-admin';

/** A variable of an early query: a fixed value, or the page's path after the route's prefix (decoded, no trailing slash). */
export type EarlyVariable = string | number | boolean | null | { fromPath: 'rest' };

/**
 * A query a route's first screen reads, asked by the shell's first script before any library has
 * arrived (web-kit/early-answers), so its answer is on the page when the screen first renders.
 * Written with `earlyQuery(document, variables)` (web-kit/early-query).
 */
export interface EarlyQuery {
  operationName: string;
  /** The text Apollo Client sends for it (with `__typename`). */
  query: string;
  variables?: Record<string, EarlyVariable>;
}

/** The id of the page's JSON data block naming its first screen's early queries (scripts/page-hints.ts writes it, web-kit/early-answers reads it). */
export const EARLY_BLOCK_ID = 'dormspace-early-queries';

/** One path a remote owns. */
export interface RemoteRoute {
  /** `exact`: this path only; `prefix`: every path that starts with it (`/allotment` owns `/allotmentGH-1`). */
  path: string;
  match: 'exact' | 'prefix';
  guard: RouteGuard;
  /**
   * What someone logged in whom the guard refuses reads instead of the page, one sentence
   * ("Only an administrator can change selection windows."); a general sentence when absent.
   */
  refusal?: string;
  /** The page title (`<title> · DormSpace`). */
  title: string;
  /** `student`: inside the student frame and its navigation; `own`: the remote draws its own (the admin area). */
  frame: 'student' | 'own';
  /** An entry in the student navigation, in ascending `order`. */
  nav?: { label: string; icon: string; order: number };
  /**
   * Every query its first screen reads (none for a screen that reads no data): asked by the
   * shell's first script (named in the page's HTML), so the screen's first render shows their
   * answers with no GraphQL client yet, which comes after. A route that does not say fetches
   * the client at once: its first screen's data needs it.
   */
  early?: EarlyQuery[];
}

/** A remote's own manifest (`src/manifest.ts`, written next to its build as `dormspace.json`). */
export interface RemoteManifest {
  /** The federation name (`mf_rooms`). */
  name: string;
  /** What the remote is to a user, for messages about it ("The room grid is unavailable right now"). */
  area: string;
  routes: RemoteRoute[];
}

/** One remote as an environment serves it: where its entry is, which release, what it owns. */
export interface RemoteEntry extends RemoteManifest {
  entry: string;
  version: string;
}

/** The remote and route that own a path: an exact path first, then the longest prefix. */
export function routeFor<R extends RemoteManifest>(pathname: string, remotes: readonly R[]): { remote: R; route: RemoteRoute } | undefined {
  let best: { remote: R; route: RemoteRoute } | undefined;
  for (const remote of remotes) {
    for (const route of remote.routes) {
      if (route.match === 'exact' && route.path === pathname) return { remote, route };
      if (route.match === 'prefix' && pathname.startsWith(route.path) && (!best || route.path.length > best.route.path.length)) best = { remote, route };
    }
  }
  return best;
}

/** The student navigation's entries from every remote, in order. */
export function navEntries(remotes: readonly RemoteManifest[]): { to: string; label: string; icon: string }[] {
  return remotes
    .flatMap((remote) => remote.routes)
    .filter((route): route is RemoteRoute & { nav: NonNullable<RemoteRoute['nav']> } => route.nav !== undefined)
    .sort((a, b) => a.nav.order - b.nav.order)
    .map((route) => ({ to: route.path, label: route.nav.label, icon: route.nav.icon }));
}

const GUARDS: readonly RouteGuard[] = ['public', 'session', 'admin', 'office-admin'];

/** A manifest's guard as this code applies it: a guard it does not know is the strictest it knows. */
export const knownGuard = (guard: string): RouteGuard => (GUARDS.includes(guard as RouteGuard) ? (guard as RouteGuard) : STRICTEST_GUARD);

const isEarlyVariable = (value: unknown): value is EarlyVariable =>
  value === null || ['string', 'number', 'boolean'].includes(typeof value) || (typeof value === 'object' && (value as { fromPath?: unknown }).fromPath === 'rest');

const isEarlyQuery = (value: unknown): value is EarlyQuery => {
  const query = value as Partial<EarlyQuery> | null;
  return (
    typeof query?.operationName === 'string' &&
    typeof query.query === 'string' &&
    (query.variables === undefined || (typeof query.variables === 'object' && query.variables !== null && Object.values(query.variables).every(isEarlyVariable)))
  );
};

/** The requests of a route's early queries for the page at `pathname` (whose route it is). */
export function earlyRequests(route: RemoteRoute, pathname: string): { operationName: string; query: string; variables: Record<string, unknown> }[] {
  const rest = () => {
    try {
      return decodeURIComponent(pathname.slice(route.path.length).replace(/\/+$/, ''));
    } catch {
      return undefined;
    }
  };
  return (route.early ?? []).flatMap(({ operationName, query, variables = {} }) => {
    const values: Record<string, unknown> = {};
    for (const [name, value] of Object.entries(variables)) {
      const given = value !== null && typeof value === 'object' ? rest() : value;
      if (given === undefined) return [];
      values[name] = given;
    }
    return [{ operationName, query, variables: values }];
  });
}

/**
 * Reads a manifest's routes from untrusted JSON, dropping what is malformed. A guard this code
 * does not know keeps its route, as the strictest guard ({@link knownGuard}): dropped, its path
 * would fall to a shorter prefix's guard, which may let more people in than its remote meant.
 */
export function readRoutes(value: unknown): RemoteRoute[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter((r): r is RemoteRoute => {
      const route = r as Partial<RemoteRoute> | null;
      return (
        typeof route?.path === 'string' &&
        route.path.startsWith('/') &&
        (route.match === 'exact' || route.match === 'prefix') &&
        typeof route.guard === 'string' &&
        typeof route.title === 'string' &&
        (route.frame === 'student' || route.frame === 'own')
      );
    })
    .map(({ refusal, ...route }) => ({
      ...route,
      guard: knownGuard(route.guard),
      ...(typeof refusal === 'string' && refusal.trim() !== '' && { refusal }),
      ...(route.early !== undefined && { early: Array.isArray(route.early) ? route.early.filter(isEarlyQuery) : [] }),
    }));
}
