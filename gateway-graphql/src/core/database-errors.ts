import { DriverException } from '@mikro-orm/core';
import { AppError, serviceUnavailable } from './errors.js';

/**
 * SQLSTATEs that say the database cannot serve us (not that a statement was wrong): class 08,
 * connection exceptions, except 08P01 (a protocol violation: a message our driver built that
 * the server could not read, e.g. a NUL inside a statement's text; the server answered, and the
 * connection goes on); 57P01-57P03, the server shutting down, crashed or starting; 53300, its
 * connection slots full.
 */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);
const isUnavailableSqlState = (state: string): boolean => UNAVAILABLE_SQLSTATES.has(state) || (state.startsWith('08') && state !== '08P01');
/** Socket errors: the database's address refused, cut, timed out or unknown. */
const UNAVAILABLE_SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH', 'ECONNABORTED', 'ENETUNREACH', 'EAI_AGAIN']);
/**
 * What pg and pg-pool say, without any code, when a connection is lost or cannot be had. Read
 * only on errors that carry no SQLSTATE and are plain `Error`s (the driver's) or MikroORM's
 * wrappers of them: other errors' messages may quote the request (a GraphQL variable, a JSON
 * body), and "Connection terminated" typed into a form is no outage.
 */
const UNAVAILABLE_MESSAGES = /Connection terminated|terminating connection|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error|the database system is (starting up|shutting down)|Connection ended unexpectedly|server closed the connection|not currently accepting connections/i;
/** A five-character SQLSTATE, as pg puts in `code` (MikroORM's exceptions copy it). */
const SQLSTATE = /^[0-9A-Z]{5}$/;
/** One error's own SQLSTATE (`sqlState`, else `code`); EPIPE has a SQLSTATE's shape but is a socket's. */
const ownSqlState = (...codes: unknown[]): string | undefined =>
  codes.find((c): c is string => typeof c === 'string' && SQLSTATE.test(c) && !UNAVAILABLE_SOCKET_CODES.has(c));

/**
 * What a failure says of the database:
 *
 * - `unavailable`: it cannot be reached or cannot serve (a cut or refused connection, a restart,
 *   no free connection slot): answered 503 with Retry-After, counted and logged as an outage,
 *   and a read is tried again;
 * - `refused-value`: it is up and refused a value of the statement: class 22 (a data exception:
 *   22021 a NUL or broken UTF-8 in a parameter, 22P02 text that is not a number…) or 08P01
 *   (a NUL inlined into a statement's text). The request's input was wrong: answered 400;
 * - `statement`: it is up and refused the statement otherwise (a constraint, a deadlock, our own
 *   SQL): the caller's to handle, else a logged 500;
 * - `undefined`: not the database's at all, as far as can be told.
 *
 * A SQLSTATE decides as soon as one is found in the error or what it wraps (MikroORM's
 * exceptions keep the driver's as `cause`): it means the server answered, and whether it
 * answered FATAL (the session is over: unavailable) or ERROR (the statement failed).
 */
export type DatabaseFailure = 'unavailable' | 'refused-value' | 'statement';

export function classifyDatabaseError(error: unknown): DatabaseFailure | undefined {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const { code, sqlState, message, cause, previous } = e as { code?: unknown; sqlState?: unknown; message?: unknown; cause?: unknown; previous?: unknown };
    if (typeof code === 'string' && UNAVAILABLE_SOCKET_CODES.has(code)) return 'unavailable';
    const state = ownSqlState(code, sqlState);
    if (state !== undefined) {
      // FATAL ends the session: refused at connect (a database not accepting connections,
      // 55000; a failed login) or cut by the server. An ERROR leaves the connection as it was.
      const { severity } = e as { severity?: unknown };
      if (isUnavailableSqlState(state) || severity === 'FATAL' || severity === 'PANIC') return 'unavailable';
      return state.startsWith('22') || state === '08P01' ? 'refused-value' : 'statement';
    }
    if (typeof message === 'string' && isDriverError(e) && UNAVAILABLE_MESSAGES.test(message)) return 'unavailable';
    e = cause ?? previous;
  }
  return undefined;
}

/** The SQLSTATE the database answered with, in `error` or what it wraps, if it answered at all. */
export function sqlStateOf(error: unknown): string | undefined {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const { code, sqlState, cause, previous } = e as { code?: unknown; sqlState?: unknown; cause?: unknown; previous?: unknown };
    const state = ownSqlState(code, sqlState);
    if (state !== undefined) return state;
    e = cause ?? previous;
  }
  return undefined;
}

/** pg throws plain Errors for lost connections; MikroORM wraps driver errors in its DriverException. */
const isDriverError = (e: object): boolean => Object.getPrototypeOf(e) === Error.prototype || e instanceof DriverException;

/**
 * Whether `error` means the database is away: a cut connection, a refused one, a restart
 * ({@link classifyDatabaseError}). Such a failure is no bug of ours: it is answered 503 with
 * Retry-After, logged in one line, and a read is tried again. A statement the database refused
 * (bad input, a constraint) is never this, however many arrive.
 */
export const isDatabaseUnavailable = (error: unknown): boolean => classifyDatabaseError(error) === 'unavailable';

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

/**
 * The database being away is no bug: a 503 with Retry-After (not a 500), one warning line with
 * the request's id and no stack (a refusal used to log a full trace per request: 37,120 lines).
 * A value it refused (a data exception the edge's checks let through) is the request's fault:
 * a 400, never counted as an outage, and one warning line naming the SQLSTATE, so the gap in
 * the input checks is seen.
 */
export function unavailableAsAppError(error: unknown, log?: { warn(obj: object, msg: string): void }): unknown {
  const converted = error instanceof AppError && error.code === 'SERVICE_UNAVAILABLE';
  if (converted) {
    warnIfDatabaseAway(error, log);
    return error;
  }
  const failure = classifyDatabaseError(error);
  if (failure === 'refused-value') {
    warnOfRefusedValue(error, log);
    return refusedValue();
  }
  if (failure !== 'unavailable') return error;
  warnIfDatabaseAway(error, log);
  return serviceUnavailable();
}

/** What a request whose value the database refused is told: no field is known, nor anything of the database. */
export const refusedValue = () => new AppError('BAD_USER_INPUT', 'The request holds a value that is not allowed.');

/** One warning line for a value the database refused: its SQLSTATE, and no value (it may be personal). */
export function warnOfRefusedValue(error: unknown, log?: { warn(obj: object, msg: string): void }): void {
  log?.warn({ sqlState: sqlStateOf(error) }, 'database refused a value of the request');
}

/**
 * One warning line when `error` is the database away (raw, or as the 503 it became, with it as
 * the cause). A 503 for load (the password line full, core/password.ts) has no cause: the
 * metrics count it, and a storm writes no line per refused call.
 */
export function warnIfDatabaseAway(error: unknown, log?: { warn(obj: object, msg: string): void }): void {
  const cause = error instanceof AppError ? (error.code === 'SERVICE_UNAVAILABLE' ? (error as { cause?: unknown }).cause : undefined) : isDatabaseUnavailable(error) ? error : undefined;
  if (cause === undefined) return;
  log?.warn({ reason: cause instanceof Error ? cause.message : String(cause) }, 'database unavailable');
}
