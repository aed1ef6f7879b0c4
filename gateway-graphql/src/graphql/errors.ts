import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { unwrapResolverError } from '@apollo/server/errors';
import { HeaderMap, type ApolloServerPlugin } from '@apollo/server';
import { AppError, httpStatusOf, serviceUnavailable } from '../core/errors.js';
import { classifyDatabaseError, isDatabaseUnavailable, refusedValue, unavailableAsAppError } from '../core/database-errors.js';

/*
 * How GraphQL answers an error: Apollo's formatter and plugins, and the same for the lanes that
 * answer GraphQL before Apollo (http/). The REST bridge's answers are http/errors.ts.
 */

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
export const extensionsOf = (error: AppError): Record<string, unknown> => error.extensions;

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

