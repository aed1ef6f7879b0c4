import type { CombinedError } from '@urql/core';
import type { GraphQLFormattedError } from 'graphql';

/**
 * A failed operation, as screens get it: `message` is the server's words (its errors' messages,
 * one a line) or the network failure's, with no prefix of the client's; `errors` are the GraphQL
 * errors (none for a network failure).
 */
export class OperationError extends Error {
  readonly errors: readonly GraphQLFormattedError[];
  readonly networkError: Error | undefined;
  constructor(errors: readonly GraphQLFormattedError[], networkError?: Error) {
    super(errors.length ? errors.map((error) => error.message).join('\n') : (networkError?.message ?? 'The request failed'));
    this.name = 'OperationError';
    this.errors = errors;
    this.networkError = networkError;
  }
}

/** urql's error as an {@link OperationError} (the same one each time it is asked). */
const converted = new WeakMap<CombinedError, OperationError>();
export function operationErrorOf(error: CombinedError): OperationError;
export function operationErrorOf(error: CombinedError | undefined): OperationError | undefined;
export function operationErrorOf(error: CombinedError | undefined): OperationError | undefined {
  if (!error) return undefined;
  let known = converted.get(error);
  if (!known) {
    const errors = error.graphQLErrors.map(({ message, locations, path, extensions }) => ({ message, locations, path, extensions }));
    known = new OperationError(errors, error.networkError);
    converted.set(error, known);
  }
  return known;
}

/** The GraphQL errors a failed operation carries (none for a network failure or another error). */
export function graphQLErrors(error: unknown): readonly GraphQLFormattedError[] {
  return error instanceof OperationError ? error.errors : [];
}
