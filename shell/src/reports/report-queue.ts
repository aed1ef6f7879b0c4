import type { Report } from './report';

/** The gateway's beacon, on the page's own origin: the session cookie goes with every report. */
export const REPORTS_URL = '/api/releases/reports';
/** What the gateway takes in one request. */
export const MAX_PER_REQUEST = 20;
export const MAX_BODY_BYTES = 8 * 1024;
/** Reports kept while none can be sent; past it the oldest Web Vitals go first, then the oldest reports. */
export const MAX_QUEUED = 50;
/** An error is sent within this, even on a page that stays open for hours. */
export const ERROR_WAIT_MS = 2_000;
/** Anything else waits at most this, unless the page is hidden first. */
export const FLUSH_EVERY_MS = 10_000;

const queue: Report[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;
let due = Infinity;

/** Keeps a report for the next request, which an error brings forward. */
export function enqueue(report: Report): void {
  queue.push(report);
  while (queue.length > MAX_QUEUED) {
    const vital = queue.findIndex((r) => r.kind === 'vital');
    queue.splice(vital >= 0 ? vital : 0, 1);
  }
  schedule(report.kind === 'loaded' || report.kind === 'vital' ? FLUSH_EVERY_MS : ERROR_WAIT_MS);
}

function schedule(wait: number) {
  const at = Date.now() + wait;
  if (timer !== undefined && due <= at) return;
  clearTimeout(timer);
  due = at;
  timer = setTimeout(() => flush('fetch'), wait);
}

const body = (reports: Report[]) => JSON.stringify({ reports });
const bytes = (text: string) => new TextEncoder().encode(text).length;

/** The reports as request bodies, in order, each within the gateway's limits. */
export function bodies(reports: readonly Report[]): string[] {
  const out: string[] = [];
  let batch: Report[] = [];
  for (const report of reports) {
    const next = [...batch, report];
    if (next.length <= MAX_PER_REQUEST && bytes(body(next)) <= MAX_BODY_BYTES) {
      batch = next;
      continue;
    }
    if (batch.length > 0) out.push(body(batch));
    // Clipped fields keep a report far below the limit; one that were not would be refused anyway.
    batch = bytes(body([report])) <= MAX_BODY_BYTES ? [report] : [];
  }
  if (batch.length > 0) out.push(body(batch));
  return out;
}

/**
 * Sends every queued report: as beacons while the page is being hidden or left (the browser
 * delivers them after the page is gone), else with a keepalive fetch. What the gateway answers
 * (204, or 401 without a session, 429 when limited) changes nothing: a report is never sent twice.
 */
export function flush(how: 'beacon' | 'fetch'): void {
  clearTimeout(timer);
  timer = undefined;
  due = Infinity;
  try {
    for (const text of bodies(queue.splice(0))) send(text, how);
  } catch {
    // Reporting never breaks the page.
  }
}

function send(text: string, how: 'beacon' | 'fetch') {
  try {
    if (how === 'beacon' && typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(REPORTS_URL, new Blob([text], { type: 'application/json' }))) return;
    fetch(REPORTS_URL, { method: 'POST', headers: { 'content-type': 'application/json' }, body: text, keepalive: true, credentials: 'same-origin' }).catch(() => undefined);
  } catch {
    // No fetch, or the browser's keepalive quota is spent: these reports are lost, the page is not.
  }
}

/**
 * Flushes as beacons when the page is hidden (a tab switched, a phone locked: maybe never shown
 * again) or left. On the document, not the window: web-vitals settles LCP, INP and CLS in a
 * window listener of the capture phase, which runs before this one, so they go in this flush.
 * Returns the way to stop.
 */
export function flushWhenHidden(): () => void {
  const hidden = () => document.visibilityState === 'hidden' && flush('beacon');
  const left = () => flush('beacon');
  document.addEventListener('visibilitychange', hidden);
  window.addEventListener('pagehide', left);
  return () => {
    document.removeEventListener('visibilitychange', hidden);
    window.removeEventListener('pagehide', left);
  };
}

/** Drops what is queued and the timer (tests). */
export function forgetQueue(): void {
  queue.length = 0;
  clearTimeout(timer);
  timer = undefined;
  due = Infinity;
}
