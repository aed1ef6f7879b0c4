import { ApolloClient, ApolloLink, CombinedGraphQLErrors, HttpLink, InMemoryCache, type ApolloCache, type OperationVariables } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { getMainDefinition } from '@apollo/client/utilities';
import { getOperationAST, Kind, OperationTypeNode, type DocumentNode } from 'graphql';
import { primeEarlyAnswer } from '../../early-answers';
import { OperationError } from '../errors';
import type { CacheEditor, TypedDocumentNode } from '../types';
import { earlyAnswerLink, lazyLink, reconnectWatcher } from './links';

/**
 * Apollo Client, as web-kit/graphql loads it: a chunk of its own, fetched when a screen first
 * needs a query (or at once, on a page whose first screen reads data), never part of a first
 * screen that needs none. Everything of Apollo Client's that the hooks use comes from here.
 */
export interface Runtime {
  readonly apollo: ApolloClient;
  /** Apollo Client's own React hook for queries (`client` is passed to it: no ApolloProvider). */
  readonly useQuery: typeof useQuery;
  editorOf(cache: ApolloCache): CacheEditor;
  operationErrorOf(error: unknown): OperationError;
  /**
   * Writes the page's early answer to this query into the cache, if one has come and is not yet
   * written, before a screen first reads it: its first render then has the data, instead of a
   * second render when the answer is handed over (a long task on a phone: the grid's rooms).
   * True when it wrote one.
   */
  prime(document: DocumentNode, variables: Record<string, unknown> | undefined): boolean;
}

type Untyped = TypedDocumentNode<unknown, OperationVariables>;

/** Apollo's cache as a {@link CacheEditor}. */
function editorOf(cache: ApolloCache): CacheEditor {
  return {
    updateQuery(document, variables, update) {
      cache.updateQuery({ query: document as Untyped, variables }, (previous) => update((previous ?? null) as never) ?? undefined);
    },
    writeQuery(document, variables, data) {
      cache.writeQuery({ query: document as Untyped, variables, data });
    },
  };
}

/** Apollo Client's error as an {@link OperationError} (the same one each time it is asked). */
const converted = new WeakMap<object, OperationError>();
function operationErrorOf(error: unknown): OperationError {
  if (error instanceof OperationError) return error;
  const key = typeof error === 'object' && error !== null ? error : undefined;
  const known = key && converted.get(key);
  if (known) return known;
  const made = CombinedGraphQLErrors.is(error)
    ? new OperationError(error.errors.map(({ message, locations, path, extensions }) => ({ message, locations, path, extensions })))
    : new OperationError([], error instanceof Error ? error : new Error(String(error)));
  if (key) converted.set(key, made);
  return made;
}

/** The runtime around an Apollo Client (the page's, or a screen test's). */
export function runtimeOf(apollo: ApolloClient): Runtime {
  return {
    apollo,
    useQuery,
    editorOf,
    operationErrorOf,
    prime(document, variables) {
      const data = primeEarlyAnswer(getOperationAST(document)?.name?.value, variables);
      if (data === undefined) return false;
      apollo.writeQuery({ query: document as Untyped, variables, data });
      return true;
    },
  };
}

const isSubscription = (query: DocumentNode) => {
  const definition = getMainDefinition(query);
  return definition.kind === Kind.OPERATION_DEFINITION && definition.operation === OperationTypeNode.SUBSCRIPTION;
};

/**
 * The page's Apollo Client: queries and mutations over HTTP POST (the gateway's CSRF rule wants a
 * JSON body, and its grid lane reads POSTs), subscriptions over a WebSocket opened with the first
 * of them, both on the page's own origin so the session cookie just works. After a connection is
 * lost and made again, active queries are read again, so nothing said while offline is missed.
 */
export function pageRuntime(): Runtime {
  const wsUrl = `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/graphql`;
  const watcher = reconnectWatcher(() => void apollo.refetchQueries({ include: 'active' }));
  const subscriptions = lazyLink(async () =>
    (await import('./ws-link')).wsLink({
      url: wsUrl,
      lazy: true,
      // Moving between screens ends one subscription and starts the next: keep the socket.
      lazyCloseTimeout: 5000,
      retryAttempts: Infinity,
      on: watcher,
    }),
  );
  const apollo: ApolloClient = new ApolloClient({
    cache: new InMemoryCache(),
    link: ApolloLink.split(({ query }) => isSubscription(query), subscriptions, ApolloLink.from([earlyAnswerLink(), new HttpLink({ uri: '/graphql', credentials: 'same-origin' })])),
  });
  return runtimeOf(apollo);
}
