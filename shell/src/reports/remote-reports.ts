import { afterFirstScreen } from 'web-kit/early-answers';
import type { RemoteEntry } from 'web-kit/remote-manifest';
import { errorMessage, type Report } from './report';
import { pageOwner, remoteOfScripts, stackScripts } from './report-attribution';
import { enqueue, flushWhenHidden, forgetQueue } from './report-queue';
import { watchVitals, type VitalName, type WebVitals } from './web-vitals-reports';

/**
 * What the shell reports about each remote's release (issue 55): that its code loaded, that it
 * failed to load, that it threw while rendering or outside React, and the page's Web Vitals. Every
 * report is tagged with the remote and the release `/remotes.json` named for this page. Nothing
 * here may throw into the page: a report that cannot be made is not made.
 */

let remotes: readonly RemoteEntry[] = [];
let stop: (() => void) | undefined;
/** Reports made once a page: `loaded` and `load_error` of a remote, each Web Vital. */
const once = new Set<string>();
/** How often each error was reported; a loop that throws on every frame is told a few times, not thousands. */
const times = new Map<string, number>();
const MAX_SAME_ERROR = 5;
/** Errors reported already (a render error React passes on must not count twice). */
let reported = new WeakSet<object>();
/** Where this page was when one of its remotes first failed to load or threw. */
let failedAt: string | undefined;
const here = () => location.pathname + location.search;

function report(name: string, kind: Report['kind'], fields: Pick<Report, 'message' | 'name' | 'value'> = {}) {
  try {
    const remote = remotes.find((r) => r.name === name);
    if (!remote) return; // not a remote this page was given: no release to tag it with
    const page = pageOwner(remotes);
    enqueue({ remote: remote.name, release: remote.version, kind, ...(page?.remote === remote ? { route: page.route } : {}), ...fields });
  } catch {
    // Reporting never breaks the page.
  }
}

const firstTime = (key: string) => !once.has(key) && Boolean(once.add(key));

function reportError(name: string, kind: 'render_error' | 'unhandled_error', error: unknown) {
  try {
    failedAt ??= here();
    if (error !== null && typeof error === 'object') {
      if (reported.has(error)) return;
      reported.add(error);
    }
    const message = errorMessage(error);
    const key = `${kind} ${name} ${message}`;
    const count = (times.get(key) ?? 0) + 1;
    times.set(key, count);
    if (count <= MAX_SAME_ERROR) report(name, kind, { message });
  } catch {
    // Reporting never breaks the page (an error whose message getter throws, say).
  }
}

/** A remote's entry and routes module have loaded (once a page, however many times its routes show). */
export function reportLoaded(remote: string): void {
  if (firstTime(`loaded ${remote}`)) report(remote, 'loaded');
}

/** A remote's entry or one of its modules could not be loaded, retries included (once a page). */
export function reportLoadError(remote: string, error: unknown): void {
  failedAt ??= here();
  if (firstTime(`load_error ${remote}`)) report(remote, 'load_error', { message: errorMessage(error) });
}

/** A remote threw while rendering, caught by its error boundary. */
export function reportRenderError(remote: string, error: unknown): void {
  reportError(remote, 'render_error', error);
}

/** An error nobody caught, reported when the script it came from or a frame of its stack is a remote's; else not at all. */
function reportUnhandled(error: unknown, script?: string) {
  try {
    const remote = remoteOfScripts([script, ...stackScripts((error as { stack?: unknown } | null)?.stack)], remotes);
    if (remote) reportError(remote.name, 'unhandled_error', error);
  } catch {
    // Reporting never breaks the page.
  }
}

/** A Web Vital, the page's owner's at the moment it is settled (once a page each; none on the shell's own pages). */
function reportVital(name: VitalName, value: number) {
  const owner = pageOwner(remotes);
  if (owner && Number.isFinite(value) && firstTime(`vital ${name}`)) report(owner.remote.name, 'vital', { name, value });
}

/**
 * Starts reporting on the page's remotes: listens for errors nobody caught, flushes when the page
 * is hidden, and once the first screen is shown loads web-vitals (`vitals`: tests hand in theirs).
 */
export function startReports(list: readonly RemoteEntry[], vitals?: () => Promise<WebVitals>): void {
  remotes = list;
  if (stop) return;
  const onError = (event: ErrorEvent) => reportUnhandled(event.error ?? event.message, event.filename);
  const onRejection = (event: PromiseRejectionEvent) => reportUnhandled(event.reason);
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  const stopFlushing = flushWhenHidden();
  let watching = true;
  void afterFirstScreen()
    .then(() => (watching ? watchVitals((name, value) => watching && reportVital(name, value), vitals) : undefined))
    .catch(() => undefined);
  stop = () => {
    watching = false;
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
    stopFlushing();
  };
}

/**
 * Whether going to `path` (pathname and search) must load the page afresh: one of its remotes has
 * failed since the page was loaded, and `path` is somewhere else. /remotes.json is read once a
 * page, and the release that failed may have been a canary its judge has rolled back since: a
 * fresh page reads the list again (docs/decisions/0160). Not while the browser knows it is offline:
 * a remote that could not be loaded for that is better explained by the shell's fallback than by
 * the browser's own error page.
 */
export const freshPageFor = (path: string): boolean => failedAt !== undefined && failedAt !== path && navigator.onLine;

/** Loads `path` as a new page (an object's method, so tests can watch it: jsdom does not navigate). */
export const freshPage = { load: (path: string) => location.assign(path) };

/** Stops reporting and forgets what this page reported, as a new page would start (tests). */
export function stopReports(): void {
  stop?.();
  stop = undefined;
  remotes = [];
  once.clear();
  times.clear();
  reported = new WeakSet();
  failedAt = undefined;
  forgetQueue();
}
