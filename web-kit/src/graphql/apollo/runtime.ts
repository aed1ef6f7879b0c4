import { ApolloClient, ApolloLink, CombinedGraphQLErrors, HttpLink, InMemoryCache, type ApolloCache, type ObservableQuery, type OperationVariables } from '@apollo/client';
import { equal } from '@wry/equality';
import { getMainDefinition } from '@apollo/client/utilities';
import { getOperationAST, Kind, OperationTypeNode, type DocumentNode } from 'graphql';
import { primeEarlyAnswer } from '../../early-answers';
import { OperationError } from '../errors';
import type { CacheEditor, FetchPolicy, TypedDocumentNode } from '../types';
import { earlyAnswerLink, lazyLink, reconnectWatcher } from './links';

/**
 * Apollo Client, as web-kit/graphql loads it: a chunk of its own, fetched when a screen first
 * needs it (a query with no early answer, a mutation, a subscription), never part of a first
 * screen that can show without it. Everything of Apollo Client's that the hooks use comes from here.
 */
export interface Runtime {
  readonly apollo: ApolloClient;
  /**
   * The ObservableQuery of a query on screen. An answer the page asked for early is written into
   * the cache first (once): it is that query's answer from the network, so the query starts
   * from the cache and asks nothing more (`fetchPolicy` applies from its next fetch on).
   */
  watch(document: DocumentNode, variables: Record<string, unknown> | undefined, fetchPolicy: FetchPolicy, options?: { ownFetches?: boolean }): ObservableQuery<unknown>;
  /** Whether `watch` started this query from an early answer. */
  primed(observable: ObservableQuery<unknown>): boolean;
  /** Apollo Client's deep equality of results (@wry/equality): an equal result is no new render. */
  equal(a: unknown, b: unknown): boolean;
  editorOf(cache: ApolloCache): CacheEditor;
  operationErrorOf(error: unknown): OperationError;
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
  const primed = new WeakSet<ObservableQuery<unknown>>();
  return {
    apollo,
    watch(document, variables, fetchPolicy, { ownFetches = false } = {}) {
      const query = document as Untyped;
      // Apollo reads `queryDeduplication` from an operation's context before its client's default.
      const context = ownFetches ? { queryDeduplication: false } : undefined;
      const data = primeEarlyAnswer(getOperationAST(document)?.name?.value, variables);
      if (data === undefined) return apollo.watchQuery({ query, variables, fetchPolicy, context });
      apollo.writeQuery({ query, variables, data });
      const observable = apollo.watchQuery({ query, variables, fetchPolicy: fetchPolicy === 'no-cache' ? 'no-cache' : 'cache-first', nextFetchPolicy: fetchPolicy, context });
      primed.add(observable);
      return observable;
    },
    primed: (observable) => primed.has(observable),
    equal,
    editorOf,
    operationErrorOf,
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
 * lost and made again, active queries are read again, so nothing said while offline is missed;
 * a socket closed because the session ended makes the page ask who is logged in.
 */
export function pageRuntime(): Runtime {
  const wsUrl = `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/graphql`;
  const watcher = reconnectWatcher(
    () => void apollo.refetchQueries({ include: 'active' }),
    // The session ended on the server: `me` answers null, and the guards send the page to /login.
    () => void apollo.refetchQueries({ include: ['SessionMe'] }),
  );
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
