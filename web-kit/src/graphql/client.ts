import { Client, CombinedError, fetchExchange, getOperationName, makeResult, subscriptionExchange, type Exchange, type ExecutionResult, type Operation, type RequestPolicy } from '@urql/core';
import { cacheExchange, type Cache, type UpdateResolver } from '@urql/exchange-graphcache';
import type { DocumentNode, GraphQLFormattedError } from 'graphql';
import { empty, filter, fromPromise, fromValue, makeSubject, map, merge, mergeMap, pipe, share } from 'wonka';
import { takeEarlyAnswer } from '../session/early-session';
import type { CacheEditor, CacheUpdate, FetchPolicy, GraphQLClient, RefetchInclude, TypedDocumentNode, Variables } from './types';

/**
 * The page's client on urql with graphcache, a normalised cache as Apollo's was: an entity that
 * arrives in any answer or live event (a `Room` with its id) repaints every screen showing it.
 *
 * What Apollo did per call and graphcache does not, this adds: cache writes after a mutation or
 * an event are graphcache *updaters*, registered by the hooks as screens mount (`updaters`), and
 * the queries on screen are known by name (`active`) so that a mutation or an event can have
 * them read again.
 */
const URQL = Symbol('urql');

interface ActiveQuery {
  document: DocumentNode;
  variables: Variables | undefined;
}

/** The page's client, with what web-kit's hooks keep beside urql's. */
export interface UrqlBacked extends GraphQLClient {
  readonly [URQL]: Client;
  /** The queries mounted now; one entry per mounted hook. */
  readonly active: Set<ActiveQuery>;
  /** graphcache's `updates` for the two root types, filled as screens mount. */
  readonly updaters: { Mutation: Record<string, UpdateResolver>; Subscription: Record<string, UpdateResolver> };
}

const wrapped = new WeakMap<Client, UrqlBacked>();

/** urql's request policy for ours (urql keeps every answer: `no-cache` reads the network too). */
export function requestPolicy(fetchPolicy: FetchPolicy | undefined): RequestPolicy {
  return fetchPolicy === 'no-cache' ? 'network-only' : (fetchPolicy ?? 'cache-first');
}

const nameOf = (document: DocumentNode) => getOperationName(document);

/** Whether an active query is one of `include`, which names queries or gives their documents. */
const included = (include: RefetchInclude, query: ActiveQuery) =>
  include === 'active' || include.some((item) => (typeof item === 'string' ? item === nameOf(query.document) : item === query.document || nameOf(item) === nameOf(query.document)));

/** The page's client around an urql client whose graphcache was given `updaters`. */
export function fromUrql(urql: Client, updaters: UrqlBacked['updaters']): UrqlBacked {
  const known = wrapped.get(urql);
  if (known) return known;
  const active = new Set<ActiveQuery>();
  const client: UrqlBacked = {
    [URQL]: urql,
    active,
    updaters,
    async query<TData, TVars extends Variables>(document: TypedDocumentNode<TData, TVars>, variables?: TVars, options?: { fetchPolicy?: FetchPolicy }) {
      // A one-off read wants an answer now: cache-and-network's first (cached) answer would do, but its
      // second would be lost, so it reads the network.
      const policy = options?.fetchPolicy === 'cache-and-network' ? 'network-only' : requestPolicy(options?.fetchPolicy);
      const result = await urql.query(document, (variables ?? {}) as TVars, { requestPolicy: policy }).toPromise();
      if (result.error) throw operationErrorOf(result.error);
      return result.data as TData;
    },
    async refetch(include) {
      const seen = new Map<string, Promise<unknown>>();
      for (const query of active) {
        if (!included(include, query)) continue;
        const key = `${nameOf(query.document)} ${JSON.stringify(query.variables ?? {})}`;
        if (!seen.has(key)) seen.set(key, urql.query(query.document, query.variables ?? {}, { requestPolicy: 'network-only' }).toPromise());
      }
      await Promise.all(seen.values());
    },
  };
  wrapped.set(urql, client);
  return client;
}

/** The urql client inside a page's client. */
export function urqlOf(client: GraphQLClient): Client {
  const urql = (client as Partial<UrqlBacked>)[URQL];
  if (!urql) throw new TypeError('Not a client made by web-kit/graphql (createGraphQLClient, or web-kit/testing)');
  return urql;
}

/** The page's client a hook finds in context. */
export function backedOf(urql: Client): UrqlBacked {
  const client = wrapped.get(urql);
  if (!client) throw new TypeError('Not a client made by web-kit/graphql (createGraphQLClient, or web-kit/testing)');
  return client;
}

/** graphcache's cache as a {@link CacheEditor}. */
export function editorOf(cache: Cache): CacheEditor {
  return {
    updateQuery(document, variables, update) {
      cache.updateQuery({ query: document, variables }, (previous) => update(previous) ?? null);
    },
    writeQuery(document, variables, data) {
      cache.updateQuery({ query: document, variables }, () => data);
    },
  };
}

/**
 * graphcache's `keys`: an entity is known by its `id` (or `_id`), and one without is kept inside
 * its parent, as Apollo's cache did, quietly. Without this graphcache warns, in development, for
 * each such type (a selection window's state, counts) that no key was configured.
 */
export const KEYS: Record<string, (data: { id?: unknown; _id?: unknown }) => string | null> = new Proxy(
  {},
  {
    get: () => (data: { id?: unknown; _id?: unknown }) => {
      const id = data.id ?? data._id;
      return id === undefined || id === null ? null : String(id);
    },
  },
);

/** The root field a mutation or subscription document writes (its first), whose updater runs `update`. */
function rootField(document: DocumentNode): string | undefined {
  for (const definition of document.definitions) {
    if (definition.kind !== 'OperationDefinition') continue;
    const first = definition.selectionSet.selections[0];
    return first?.kind === 'Field' ? first.name.value : undefined;
  }
  return undefined;
}

/**
 * Makes `update` the cache write that follows every answer of `document` (a mutation or a
 * subscription). It is keyed by the document's root field, as graphcache's updaters are, and
 * the latest registration wins: an update is a pure function of the answer and the variables.
 */
export function registerUpdate<TData, TVars extends Variables>(client: UrqlBacked, type: 'Mutation' | 'Subscription', document: TypedDocumentNode<TData, TVars>, update: CacheUpdate<TData, TVars>): void {
  const field = rootField(document);
  if (!field) return;
  client.updaters[type][field] = (result, _args, cache, info) => update(result as TData, info.variables as TVars, editorOf(cache));
}

/**
 * Answers an operation the page asked for before the client existed (the session, sent by the
 * shell's first script: `early-session.ts`) with that answer, once; anything else, and an early
 * ask that failed, goes on to the network.
 */
export function earlyAnswerExchange(take: (operationName: string | undefined) => Promise<unknown> | undefined = takeEarlyAnswer): Exchange {
  return ({ forward }) =>
    (operations$) => {
      const late = makeSubject<Operation>();
      const decided$ = pipe(
        operations$,
        map((operation) => ({ operation, early: operation.kind === 'query' ? take(nameOf(operation.query as DocumentNode)) : undefined })),
        share,
      );
      const answered$ = pipe(
        decided$,
        filter(({ early }) => early !== undefined),
        mergeMap(({ operation, early }) =>
          pipe(
            fromPromise(early!),
            mergeMap((answer) => {
              if (answer !== undefined) return fromValue(makeResult(operation, answer as ExecutionResult));
              late.next(operation);
              return empty;
            }),
          ),
        ),
      );
      const onward$ = pipe(
        decided$,
        filter(({ early }) => early === undefined),
        map(({ operation }) => operation),
      );
      return merge([answered$, forward(merge([onward$, late.source]))]);
    };
}

/** A normal closure: the lazy socket closing when no subscription needs it, or the page leaving. */
const NORMAL_CLOSURE = 1000;

/**
 * Decides when a new connection is a reconnect after a loss (the server restarted, the network
 * dropped): only then may events have been missed, and `refetch` re-reads what is on screen. A
 * socket that closed normally because no screen needed it missed nothing.
 */
export function reconnectWatcher(refetch: () => void) {
  let lost = false;
  return {
    closed: (event: unknown) => {
      const code = (event as { code?: number } | undefined)?.code;
      if (code !== NORMAL_CLOSURE) lost = true;
    },
    connected: () => {
      if (!lost) return;
      lost = false;
      refetch();
    },
  };
}

/**
 * The one client of a page (the shell's, shared with the remotes; a remote's dev host): queries
 * and mutations over HTTP POST, subscriptions over a WebSocket, both on the page's own origin so
 * the session cookie just works. graphql-ws is a chunk of its own, fetched when a screen first
 * subscribes. After a connection is lost and made again, active queries are re-read, so nothing
 * said while offline is missed.
 */
export function createGraphQLClient(): GraphQLClient {
  const wsUrl = `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/graphql`;
  const updaters: UrqlBacked['updaters'] = { Mutation: {}, Subscription: {} };
  const watcher = reconnectWatcher(() => void client.refetch('active'));
  let socket: Promise<import('graphql-ws').Client> | undefined;
  const connect = () =>
    (socket ??= import('graphql-ws').then(({ createClient }) =>
      createClient({
        url: wsUrl,
        lazy: true,
        // Moving between screens ends one subscription and starts the next: keep the socket.
        lazyCloseTimeout: 5000,
        retryAttempts: Infinity,
        on: watcher,
      }),
    ).catch((error: unknown) => {
      socket = undefined;
      throw error;
    }));
  const urql = new Client({
    url: '/graphql',
    // POST only: the gateway's CSRF rule wants a JSON body, and its grid lane reads POSTs.
    preferGetMethod: false,
    fetchOptions: { credentials: 'same-origin' },
    exchanges: [
      cacheExchange({ keys: KEYS, updates: updaters }),
      earlyAnswerExchange(),
      subscriptionExchange({
        forwardSubscription: (request) => ({
          subscribe(sink) {
            let dispose: (() => void) | undefined;
            let closed = false;
            connect().then(
              (ws) => {
                if (!closed) dispose = ws.subscribe({ ...request, query: request.query ?? '' }, sink);
              },
              (error: unknown) => !closed && sink.error(error),
            );
            return {
              unsubscribe() {
                closed = true;
                dispose?.();
              },
            };
          },
        }),
      }),
      fetchExchange,
    ],
  });
  const client = fromUrql(urql, updaters);
  return client;
}

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
