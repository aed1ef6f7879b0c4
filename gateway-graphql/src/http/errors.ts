import type { ErrorRequestHandler } from 'express';
import { AppError, httpStatusOf } from '../core/errors.js';
import { unavailableAsAppError } from '../core/database-errors.js';
import type { Logger } from '../core/log.js';
import { extensionsOf } from '../graphql/errors.js';

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

