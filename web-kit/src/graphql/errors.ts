import type { GraphQLFormattedError } from 'graphql';

/**
 * A failed operation, as screens get it: `message` is the server's words (its errors' messages,
 * one a line) or the network failure's, with no prefix of the client's; `errors` are the GraphQL
 * errors (none for a network failure). Apollo Client's errors are turned into this at the edge of
 * web-kit/graphql (`apollo/runtime.ts`), so no screen depends on the client's error classes.
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

/** The GraphQL errors a failed operation carries (none for a network failure or another error). */
export function graphQLErrors(error: unknown): readonly GraphQLFormattedError[] {
  return error instanceof OperationError ? error.errors : [];
}
