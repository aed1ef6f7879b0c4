import type { ApolloServerPlugin } from '@apollo/server';
import { unwrapResolverError } from '@apollo/server/errors';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import type { Logger } from '../core/log.js';
import type { Metrics } from '../core/metrics.js';
import { AppError } from '../core/errors.js';
import { classifyDatabaseError, warnIfDatabaseAway, warnOfRefusedValue } from '../core/database-errors.js';
import type { RequestContext } from '../core/request-context.js';

/**
 * GraphQL's share: each operation counted and timed by name and outcome; an unexpected error
 * logged once with the request's id, which its masked answer also carries so a student's report
 * can be found in the logs.
 */
export function observeOperations(metrics: Metrics, fallbackLog: Logger): ApolloServerPlugin<RequestContext> {
  return {
    async requestDidStart({ request }) {
      const started = process.hrtime.bigint();
      return {
        async didEncounterErrors({ errors, contextValue }) {
          logUnexpectedErrors(errors, contextValue?.log ?? fallbackLog);
        },
        async willSendResponse({ response, contextValue, operation }) {
          const body = response.body;
          const errors = body.kind === 'single' ? (body.singleResult.errors ?? []) : [];
          operationAnswered(metrics, errors, {
            requestId: contextValue?.requestId,
            operation: request.operationName ?? operation?.name?.value,
            type: operation?.operation ?? 'unknown',
            started,
          });
        },
      };
    },
  };
}

/** A GraphQL operation's errors, told apart: coded errors and GraphQL's own are answers; the database away one warning; anything else logged as a fault. */
export function logUnexpectedErrors(errors: readonly GraphQLError[], log: Logger): void {
  for (const error of errors) {
    // Coded errors and GraphQL's own (syntax, validation, variables) are answers, not faults.
    const original = unwrapResolverError(error);
    const unavailable = original instanceof AppError && original.code === 'SERVICE_UNAVAILABLE';
    const failure = unavailable ? 'unavailable' : classifyDatabaseError(original);
    if (failure === 'unavailable') {
      warnIfDatabaseAway(original, log);
      continue;
    }
    if (failure === 'refused-value') {
      warnOfRefusedValue(original, log); // answered BAD_USER_INPUT by formatGraphQLError
      continue;
    }
    if (original instanceof AppError || original instanceof GraphQLError) continue;
    log.error({ err: original, path: error.path }, 'graphql: unexpected error');
  }
}

/** A GraphQL operation answered: a masked fault's error carries the request id (to quote to support); counted and timed. */
export function operationAnswered(
  metrics: Metrics,
  errors: readonly GraphQLFormattedError[],
  answered: { requestId: string | undefined; operation: string | undefined; type: string; started: bigint },
): void {
  const { requestId, started } = answered;
  for (const error of errors) {
    if (error.extensions?.code === 'INTERNAL_SERVER_ERROR' && requestId) (error.extensions as Record<string, unknown>).requestId = requestId;
  }
  const labels = { operation: metrics.operationLabel(answered.operation), type: answered.type };
  const first = errors[0]?.extensions?.code;
  metrics.graphqlOperations.inc({ ...labels, outcome: errors.length === 0 ? 'ok' : typeof first === 'string' ? first : 'error' });
  metrics.graphqlDuration.observe(labels, Number(process.hrtime.bigint() - started) / 1e9);
}

