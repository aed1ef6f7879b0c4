/**
 * Queries a page asks before any of its libraries have arrived: the session (`me`), asked by
 * the shell's first script on every page, and the queries a remote's route declares its first
 * screen reads (`RemoteRoute.early`: a room grid's hostel and rooms), asked as soon as the
 * environment's remote list says which route owns the page. Their answers travel while the
 * scripts download, instead of after.
 *
 * Apollo Client, once on the page, takes each answer instead of asking the network (once, by
 * operation name and variables: `earlyAnswerLink`), and writes it into its cache when a screen
 * first reads that query (`prime`), so the screen's first render has its data. Until Apollo
 * Client is needed, the session's provider reads `me` from here (`earlySession`), so a screen
 * that needs no query paints with no GraphQL client at all.
 *
 * This runs before module federation shares anything: it may import no shared module, nor
 * graphql's printer, hence texts.
 */

/** SESSION_ME as Apollo Client sends it (its cache adds `__typename`); a test holds them equal. */
export const SESSION_ME_TEXT = 'query SessionMe {\n  me {\n    id\n    name\n    email\n    role\n    __typename\n  }\n}';

/** One query asked early: its text as Apollo Client would send it, and its variables. */
export interface EarlyRequest {
  operationName: string;
  query: string;
  variables: Record<string, unknown>;
}

interface Asked {
  answer: Promise<unknown | undefined>;
  /** The answer once it came (undefined inside: it failed or was refused). */
  settled?: { answer: unknown | undefined };
  taken: boolean;
  primed: boolean;
}

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
  const entry: Asked = { answer, taken: false, primed: false };
  asked.set(key, entry);
  void answer.then((value) => {
    entry.settled = { answer: value };
    for (const listener of listeners) listener();
  });
}

/** Asks who is logged in, before anything else of the page has loaded. */
export function requestSessionEarly(): void {
  askEarly({ operationName: 'SessionMe', query: SESSION_ME_TEXT, variables: {} });
}

/** The early answer to this operation, for the network's part of its first ask (once; later asks go to the network). */
export function takeEarlyAnswer(operationName: string | undefined, variables?: Record<string, unknown>): Promise<unknown | undefined> | undefined {
  const entry = asked.get(keyOf(operationName, variables));
  if (!entry || entry.taken) return undefined;
  entry.taken = true;
  return entry.answer;
}

/**
 * The data of an early answer that has come, whole (no errors), for the cache before a screen
 * first reads it (once). Undefined when there is none yet: the screen's query then waits for the
 * answer through `takeEarlyAnswer` as it would for the network.
 */
export function primeEarlyAnswer(operationName: string | undefined, variables?: Record<string, unknown>): unknown {
  const entry = asked.get(keyOf(operationName, variables));
  if (!entry?.settled || entry.primed) return undefined;
  entry.primed = true;
  const answer = entry.settled.answer as { data?: unknown; errors?: unknown[] } | undefined;
  return answer?.data && !answer.errors?.length ? answer.data : undefined;
}

/** What the early session answer says so far. */
export type EarlySession =
  /** Nobody asked early (a remote's dev host, a test): the GraphQL client asks. */
  | { state: 'none' }
  | { state: 'pending' }
  /** The server answered with data: `me` (null without a session). */
  | { state: 'answered'; data: unknown }
  /** It failed or was refused: the GraphQL client asks again. */
  | { state: 'failed' };

let lastRead: EarlySession = { state: 'none' };

/** The early session answer's state; the same object until it changes (for useSyncExternalStore). */
export function earlySession(): EarlySession {
  const entry = asked.get(keyOf('SessionMe', {}));
  let now: EarlySession;
  if (entry?.settled) {
    const data = (entry.settled.answer as { data?: unknown } | undefined)?.data;
    now = data === undefined || data === null ? { state: 'failed' } : { state: 'answered', data };
  } else now = entry ? { state: 'pending' } : { state: 'none' };
  const same = now.state === lastRead.state && (now.state !== 'answered' || (lastRead.state === 'answered' && lastRead.data === now.data));
  if (!same) lastRead = now;
  return lastRead;
}

/** Calls `listener` when an early answer arrives; returns the way to stop. */
export function onEarlyAnswer(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Forgets every early ask (tests). */
export function forgetEarlyAnswers(): void {
  asked.clear();
  lastRead = { state: 'none' };
}
