import type { ErrorRequestHandler } from 'express';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { unwrapResolverError } from '@apollo/server/errors';
import { AppError, httpStatusOf } from '../core/errors.js';

/** REST: a coded error becomes its status and `{ message }`; anything unexpected is a logged 500. */
export const restErrorHandler: ErrorRequestHandler = (error: unknown, _req, res, _next) => {
  if (error instanceof AppError) {
    const fields = error.fieldErrors;
    res.status(httpStatusOf[error.code]).json({
      message: error.message,
      code: error.code,
      ...(fields.length > 0 ? { field: fields[0]!.field, errors: fields } : {}),
    });
    return;
  }
  const status = (error as { status?: number; type?: string }).status;
  if (status && status >= 400 && status < 500) {
    // body-parser: malformed JSON, a body too large, an unsupported charset…
    const tooLarge = status === 413;
    res.status(status).json({ message: tooLarge ? 'The request body is too large.' : 'The request body is not valid JSON.', code: 'BAD_USER_INPUT' });
    return;
  }
  console.error('[rest] unexpected error:', error);
  res.status(500).json({ message: 'Something went wrong on our side. Please try again.' });
};

/** GraphQL: a coded error keeps its code and field messages; anything unexpected is masked and logged. */
export function formatGraphQLError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const original = unwrapResolverError(error);
  if (original instanceof AppError) {
    return {
      ...formatted,
      message: original.message,
      extensions: { code: original.code, ...(original.fieldErrors.length > 0 ? { fields: original.fieldErrors } : {}) },
    };
  }
  if (original instanceof GraphQLError && formatted.extensions?.code !== 'INTERNAL_SERVER_ERROR') {
    const { stacktrace: _stack, ...extensions } = formatted.extensions ?? {};
    return { ...formatted, extensions };
  }
  console.error('[graphql] unexpected error:', original);
  return { message: 'Something went wrong on our side. Please try again.', path: formatted.path, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
}
