import type { ErrorRequestHandler } from 'express';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { unwrapResolverError } from '@apollo/server/errors';
import { HeaderMap, type ApolloServerPlugin } from '@apollo/server';
import { AppError, httpStatusOf, serviceUnavailable } from '../core/errors.js';
import { classifyDatabaseError, isDatabaseUnavailable, sqlStateOf } from '../core/database-errors.js';
import type { Logger } from '../core/log.js';

/** REST: a coded error becomes its status and `{ message }`; anything unexpected is a logged 500. */
export const restErrorHandler: ErrorRequestHandler = (thrown: unknown, req, res, _next) => {
  // Failed while streaming (a CSV export): the status is gone; cut the answer short so the
  // client sees a broken download, never a complete-looking file.
  if (res.headersSent) {
    req.log.warn({ reason: thrown instanceof Error ? thrown.message : String(thrown) }, 'rest: failed after the answer began');
    res.destroy();
    return;
  }
  // Refused before GraphQL ran (the address budget): still a GraphQL-shaped answer.
  if (req.originalUrl.startsWith('/graphql')) {
    const error = unavailableAsAppError(thrown, req.log);
    if (error instanceof AppError) {
      res.status(httpStatusOf[error.code]);
      if (error.retryAfterSeconds !== undefined) res.set('Retry-After', String(error.retryAfterSeconds));
      // The GraphQL-over-HTTP type: clients (urql, Apollo Client 4) read its errors whatever the status.
      res.type('application/graphql-response+json').send(JSON.stringify({ errors: [{ message: error.message, extensions: extensionsOf(error) }] }));
      return;
    }
    thrown = error;
  }
  const answer = restErrorAnswer(thrown, req.log, String(req.id));
  res.status(answer.status);
  if (answer.retryAfterSeconds !== undefined) res.set('Retry-After', String(answer.retryAfterSeconds));
  res.json(answer.body);
};

/**
 * A REST call's answer to what it threw: a coded error's status, `{ message, code }` and field
 * messages (and Retry-After); body-parser's refusals in our words; anything else a logged 500.
 * The full path (`restErrorHandler`) and the booking lane (booking-lane.ts) both answer with it.
 */
export function restErrorAnswer(thrown: unknown, log: Pick<Logger, 'warn' | 'error'>, requestId: string): { status: number; body: object; retryAfterSeconds?: number } {
  const error = unavailableAsAppError(thrown, log);
  if (error instanceof AppError) {
    const fields = error.fieldErrors;
    return {
      status: httpStatusOf[error.code],
      retryAfterSeconds: error.retryAfterSeconds,
      body: { message: error.message, code: error.code, ...(fields.length > 0 ? { field: fields[0]!.field, errors: fields } : {}) },
    };
  }
  const status = (error as { status?: number }).status;
  if (status && status >= 400 && status < 500) {
    // body-parser (or a lane reading as it does): malformed JSON, a body too large, an unsupported
    // charset…; the router: a path parameter that is not percent-encoded UTF-8 (a URIError).
    const message = status === 413 ? 'The request body is too large.' : error instanceof URIError ? 'The request address is not valid.' : 'The request body is not valid JSON.';
    return { status, body: { message, code: 'BAD_USER_INPUT' } };
  }
  log.error({ err: error }, 'rest: unexpected error');
  return { status: 500, body: { message: 'Something went wrong on our side. Please try again.', requestId } };
}

/** GraphQL: a coded error keeps its code and field messages; anything unexpected is masked and logged. */
export function formatGraphQLError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const unwrapped = unwrapResolverError(error);
  const failure = classifyDatabaseError(unwrapped);
  const original = failure === 'unavailable' ? serviceUnavailable() : failure === 'refused-value' ? refusedValue() : unwrapped;
  if (original instanceof AppError) return { ...formatted, message: original.message, extensions: extensionsOf(original) };
  if (original instanceof GraphQLError && formatted.extensions?.code !== 'INTERNAL_SERVER_ERROR') {
    const { stacktrace: _stack, ...extensions } = formatted.extensions ?? {};
    return { ...formatted, extensions };
  }
  // Logged, with the request's id, by observeOperations (it has the request; this has not).
  return { message: 'Something went wrong on our side. Please try again.', path: formatted.path, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
}

/** What a coded error tells a GraphQL client: its code, field messages, and when to retry. */
const extensionsOf = (error: AppError): Record<string, unknown> => error.extensions;

/** An error thrown while building the context (before execution), as Apollo reports it: with its HTTP status. */
export function toGraphQLError(thrown: unknown): never {
  const error = unavailableAsAppError(thrown);
  if (!(error instanceof AppError)) throw error;
  const headers = new HeaderMap();
  if (error.retryAfterSeconds !== undefined) headers.set('retry-after', String(error.retryAfterSeconds));
  throw new GraphQLError(error.message, {
    originalError: error,
    extensions: { ...extensionsOf(error), http: { status: httpStatusOf[error.code], headers } },
  });
}

/**
 * Refusals that are about the moment, not the request (too many attempts, the database away),
 * answer with their HTTP status and Retry-After, so proxies, load balancers and clients back off.
 */
export const statusFromErrors: ApolloServerPlugin = {
  async requestDidStart() {
    return {
      async didEncounterErrors({ errors, response }) {
        const refusal = momentaryRefusal(errors);
        if (!refusal) return;
        response.http.status = refusal.status;
        response.http.headers.set('retry-after', String(refusal.retryAfterSeconds));
      },
    };
  },
};

/** The first of `errors` that is about the moment (it says when to retry): its HTTP status and Retry-After. */
export function momentaryRefusal(errors: readonly GraphQLError[]): { status: number; retryAfterSeconds: number } | undefined {
  for (const error of errors) {
    const unwrapped = unwrapResolverError(error);
    const original = isDatabaseUnavailable(unwrapped) ? serviceUnavailable() : unwrapped;
    if (original instanceof AppError && original.retryAfterSeconds !== undefined) return { status: httpStatusOf[original.code], retryAfterSeconds: original.retryAfterSeconds };
  }
  return undefined;
}

/**
 * Execution errors as Apollo's pipeline answers them (its errorNormalize: each one coded, then
 * our `formatGraphQLError`), for the GraphQL lane's compiled plans (graphql/operation-plans.ts).
 * An `http` extension is dropped: only the context's refusals carry one (`toGraphQLError`), and
 * those never reach a plan. An error the formatter itself throws is Apollo's bare 500.
 */
export function formatExecutionErrors(errors: readonly GraphQLError[]): GraphQLFormattedError[] {
  return errors.map((error) => {
    try {
      const { http: _http, ...extensions } = error.extensions ?? {};
      return formatGraphQLError({ ...error.toJSON(), extensions: { ...extensions, code: extensions.code ?? 'INTERNAL_SERVER_ERROR' } }, error);
    } catch {
      return { message: 'Internal server error', extensions: { code: 'INTERNAL_SERVER_ERROR' } };
    }
  });
}

/**
 * The database being away is no bug: a 503 with Retry-After (not a 500), one warning line with
 * the request's id and no stack (a refusal used to log a full trace per request: 37,120 lines).
 * A value it refused (a data exception the edge's checks let through) is the request's fault:
 * a 400, never counted as an outage, and one warning line naming the SQLSTATE, so the gap in
 * the input checks is seen.
 */
function unavailableAsAppError(error: unknown, log?: { warn(obj: object, msg: string): void }): unknown {
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
