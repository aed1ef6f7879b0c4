/**
 * Queries a page asks before any of its libraries have arrived: the session (`me`), asked by
 * the shell's first script on every page, and the queries a remote's route declares its first
 * screen reads (`RemoteRoute.early`: a room grid's hostel and rooms), asked as soon as the
 * environment's remote list says which route owns the page. Their answers travel while the
 * scripts download, instead of after.
 *
 * Apollo Client, once on the page, takes each answer instead of asking the network (once, by
 * operation name and variables: `earlyAnswerLink`), and writes it into its cache when a screen
 * first reads that query (`primeEarlyAnswer`). Until Apollo Client is needed, a query on screen
 * shows its early answer from here (`peekEarlyAnswer`), so a screen whose queries were all asked
 * early (a student's dashboard: only `me`; a room grid) paints with no GraphQL client at all.
 *
 * This runs before module federation shares anything: it may import no shared module, nor
 * graphql's printer, hence texts.
 */
import { EARLY_BLOCK_ID } from './remote-manifest';

/** SESSION_ME as Apollo Client sends it (its cache adds `__typename`); a test holds them equal. */
export const SESSION_ME_TEXT = 'query SessionMe {\n  me {\n    id\n    name\n    email\n    role\n    __typename\n  }\n  officeTimeZone\n}';

/** One query asked early: its text as Apollo Client would send it, and its variables. */
export interface EarlyRequest {
  operationName: string;
  query: string;
  variables: Record<string, unknown>;
}

interface Asked {
  answer: Promise<unknown | undefined>;
  /** The answer once it came (undefined inside: it failed or was refused), and when. */
  settled?: { answer: unknown | undefined; at: number };
  /** Handed over already, to the cache or to the network's part of an ask: never twice. */
  used: boolean;
}

/**
 * How long an early answer may stand in for the network's: past this it may be stale (a booking
 * since, say), and a query that first asks the network later gets the network. A first screen
 * asks within it. (Shown on screen and written into the cache it stays, whatever its age: the
 * screen showed it, and the cache's queries keep it live from then on.)
 */
const FRESH_MS = 10_000;

const asked = new Map<string, Asked>();
const listeners = new Set<() => void>();

/** Variables as a key: the same values in any order are the same request. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .filter((key) => (value as Record<string, unknown>)[key] !== undefined)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  return JSON.stringify(value) ?? 'null';
}

const keyOf = (operationName: string | undefined, variables: Record<string, unknown> | undefined) => `${operationName ?? ''} ${canonical(variables ?? {})}`;

/** Sends `request` now (POST, as Apollo Client would). A failed or refused answer is kept as undefined: the client then asks itself. */
export function askEarly(request: EarlyRequest): void {
  const key = keyOf(request.operationName, request.variables);
  if (asked.has(key)) return;
  const answer = fetch('/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    credentials: 'same-origin',
    body: JSON.stringify(request),
  })
    .then((response) => (response.ok ? (response.json() as Promise<unknown>) : undefined))
    .catch(() => undefined);
  const entry: Asked = { answer, used: false };
  asked.set(key, entry);
  void answer.then((value) => {
    entry.settled = { answer: value, at: Date.now() };
    for (const listener of listeners) listener();
  });
}

const isRequest = (value: unknown): value is EarlyRequest => {
  const request = value as Partial<EarlyRequest> | null;
  return typeof request?.operationName === 'string' && typeof request.query === 'string' && typeof request.variables === 'object' && request.variables !== null;
};

/** Whether the page's HTML said what its first screen reads (a data block, even an empty one). */
let screenDeclared = false;

/** Asks the queries the page's HTML names for its first screen (its data block), if it names any. */
export function requestPageQueriesEarly(): void {
  const block = typeof document === 'undefined' ? null : document.getElementById(EARLY_BLOCK_ID);
  if (!block?.textContent) return;
  screenDeclared = true;
  try {
    const requests = JSON.parse(block.textContent) as unknown;
    if (Array.isArray(requests)) for (const request of requests) if (isRequest(request)) askEarly(request);
  } catch {
    // A block that does not parse names nothing: the remote list's route asks them a moment later.
  }
}

/** Asks who is logged in, before anything else of the page has loaded. */
export function requestSessionEarly(): void {
  askEarly({ operationName: 'SessionMe', query: SESSION_ME_TEXT, variables: {} });
}

/** The early answer to this operation, for the network's part of its first ask (once, while fresh, and not once the cache has it; later asks go to the network). */
export function takeEarlyAnswer(operationName: string | undefined, variables?: Record<string, unknown>): Promise<unknown | undefined> | undefined {
  const entry = asked.get(keyOf(operationName, variables));
  if (!entry || entry.used || (entry.settled && Date.now() - entry.settled.at >= FRESH_MS)) return undefined;
  entry.used = true;
  return entry.answer;
}

/**
 * The data of an early answer that has come, whole (no errors), for the cache before a screen
 * first reads it (once; the network's part of an ask then never gets it). Undefined when there
 * is none yet: the screen's query then waits for the answer through `takeEarlyAnswer` as it
 * would for the network.
 */
export function primeEarlyAnswer(operationName: string | undefined, variables?: Record<string, unknown>): unknown {
  const entry = asked.get(keyOf(operationName, variables));
  if (!entry?.settled || entry.used) return undefined;
  const answer = entry.settled.answer as { data?: unknown; errors?: unknown[] } | undefined;
  if (!answer?.data || answer.errors?.length) return undefined;
  // In the cache now: a later ask of the network (a refetch after a booking) must reach it.
  entry.used = true;
  return answer.data;
}

/**
 * What is known of an early answer now, without taking it: `none` when the page did not ask it,
 * `pending` while it travels, then its data (a whole answer: no errors) or `failed`.
 */
export function peekEarlyAnswer(operationName: string | undefined, variables?: Record<string, unknown>): { state: 'none' | 'pending' | 'failed' } | { state: 'answered'; data: unknown } {
  const entry = asked.get(keyOf(operationName, variables));
  if (!entry) return { state: 'none' };
  if (!entry.settled) return { state: 'pending' };
  const answer = entry.settled.answer as { data?: unknown; errors?: unknown[] } | undefined;
  return answer?.data && !answer.errors?.length ? { state: 'answered', data: answer.data } : { state: 'failed' };
}

/** At most this long is waited for the first screen before the page's client is fetched anyway. */
const EARLY_WAIT_MS = 3000;

let shown: () => void = () => undefined;
let screenShown = new Promise<void>((resolve) => (shown = resolve));

/** Says the page's first screen is on screen (the shell, once a screen has been drawn after its paint). */
export function firstScreenShown(): void {
  shown();
}

/**
 * Resolves when the page's client may be fetched without competing with its first screen. On a
 * page whose route said what its first screen reads (a room grid's rooms, or nothing at all: a
 * student's dashboard), once every early answer has settled, the shell has said that screen is
 * shown and its largest paint is done, then at an idle moment: the grid's rooms, its scripts and Apollo Client's 50 KB would
 * otherwise share a phone's network and main thread before the grid shows. On any other page,
 * once the session is known: its first screen needs the client for its data (the office's
 * dashboard). Never more than EARLY_WAIT_MS for either.
 */
export async function afterFirstScreen(): Promise<void> {
  if (asked.size === 0) return;
  const cap = new Promise((resolve) => setTimeout(resolve, EARLY_WAIT_MS));
  const answers = Promise.all([...asked.values()].map((entry) => entry.answer));
  if (!screenDeclared && ![...asked.keys()].some((key) => !key.startsWith('SessionMe '))) {
    await Promise.race([answers, cap]);
    return;
  }
  await Promise.race([Promise.all([answers, screenShown]), cap]);
  await largestPaintDone();
  await new Promise<void>((resolve) => (typeof requestIdleCallback === 'function' ? requestIdleCallback(() => resolve(), { timeout: 1000 }) : setTimeout(resolve, 50)));
}

/** How long no larger paint must follow the last one for the first screen to count as painted. */
const PAINT_QUIET_MS = 250;

/**
 * Resolves once the screen's largest paint has happened: no new largest-contentful-paint entry
 * for PAINT_QUIET_MS (at most 2 s), where the browser reports them, else two frames on. A commit
 * is not yet a paint on the glass, and a download started before it is one the paint shares the
 * network with (and, in Lighthouse's simulation, waits for).
 */
function largestPaintDone(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')) {
      if (typeof requestAnimationFrame !== 'function') return resolve();
      return requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
    }
    let quiet: ReturnType<typeof setTimeout> | undefined;
    const done = () => {
      observer.disconnect();
      clearTimeout(quiet);
      clearTimeout(limit);
      resolve();
    };
    const wait = () => {
      clearTimeout(quiet);
      quiet = setTimeout(done, PAINT_QUIET_MS);
    };
    const observer = new PerformanceObserver(wait);
    const limit = setTimeout(done, 2000);
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
    wait();
  });
}

/** Calls `listener` when an early answer arrives; returns the way to stop. */
export function onEarlyAnswer(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/**
 * Ends every early answer's use as the network's or the cache's (a mutation ran: what the page was
 * told before it may no longer be so). A screen that showed one keeps it until Apollo Client is
 * here, and then reads the network.
 */
export function expireEarlyAnswers(): void {
  for (const entry of asked.values()) entry.used = true;
}

/** Forgets every early ask (tests). */
export function forgetEarlyAnswers(): void {
  asked.clear();
  screenDeclared = false;
  screenShown = new Promise<void>((resolve) => (shown = resolve));
}
