import { serviceUnavailable } from './errors.js';

/** SQLSTATEs and socket errors that say the database cannot be reached (not that a query was wrong). */
const UNAVAILABLE_CODES = new Set(['57P01', '57P02', '57P03', '53300', 'ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH']);
const UNAVAILABLE_MESSAGES = /Connection terminated|terminating connection|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error|the database system is (starting up|shutting down)|Connection ended unexpectedly|server closed the connection|not currently accepting connections/i;

/**
 * Whether `error` (or what it wraps: MikroORM's exceptions keep the driver's as `cause`) means
 * the database is away: a cut connection, a refused one, a restart. Such a failure is no bug of
 * ours: it is answered 503 with Retry-After, logged in one line, and a read is tried again.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; depth++) {
    const { code, sqlState, message, cause, previous } = e as { code?: unknown; sqlState?: unknown; message?: unknown; cause?: unknown; previous?: unknown };
    if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('08'))) return true;
    if (typeof sqlState === 'string' && (UNAVAILABLE_CODES.has(sqlState) || sqlState.startsWith('08'))) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return true;
    e = cause ?? previous;
  }
  return false;
}

/**
 * Runs a read; if the database connection failed under it, again on a fresh connection, up to
 * twice more: one cut connection should cost no one an error. Under load the pool may not yet
 * have heard that other connections of the same cut died, so the first retry can meet one of
 * them (seen in test/database-faults.test.ts). A failure after the last try is
 * SERVICE_UNAVAILABLE. Only for reads: a write that failed may have committed.
 */
export async function readWithRetry<T>(read: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await read();
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      if (attempt >= RETRY_DELAYS_MS.length) throw Object.assign(serviceUnavailable(), { cause: error });
    }
    await poolSettles(attempt);
  }
}

/** How long before each retry of a read (see readWithRetry); their count is the number of retries. */
export const RETRY_DELAYS_MS = [25, 100] as const;

/** A moment for the pool to drop its other cut connections, so a retry gets a fresh one. */
export const poolSettles = (attempt: number) => new Promise<void>((resolve) => setTimeout(resolve, RETRY_DELAYS_MS[attempt] ?? RETRY_DELAYS_MS.at(-1)));
