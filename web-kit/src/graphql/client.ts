import { Client, createRequest, fetchExchange, getOperationName, type RequestPolicy } from '@urql/core';
import type { DocumentNode } from 'graphql';
import { normalisedCache, type Updaters } from './cache';
import { operationErrorOf } from './errors';
import { earlyAnswerExchange, lazyWebSocketExchange, reconnectWatcher } from './exchanges';
import type { FetchPolicy, GraphQLClient, RefetchInclude, TypedDocumentNode, Variables } from './types';

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
  readonly updaters: Updaters;
}

const wrapped = new WeakMap<Client, UrqlBacked>();

/** urql's request policy for ours (urql keeps every answer: `no-cache` reads the network too). */
export function requestPolicy(fetchPolicy: FetchPolicy | undefined): RequestPolicy {
  return fetchPolicy === 'no-cache' ? 'network-only' : (fetchPolicy ?? 'cache-first');
}

/** Whether an active query is one of `include`, which names queries or gives their documents. */
const included = (include: RefetchInclude, query: ActiveQuery) =>
  include === 'active' || include.some((item) => (typeof item === 'string' ? item === getOperationName(query.document) : item === query.document || getOperationName(item) === getOperationName(query.document)));

/** The page's client around an urql client whose graphcache was given `updaters`. */
export function fromUrql(urql: Client, updaters: Updaters): UrqlBacked {
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
      const seen = new Map<number, Promise<unknown>>();
      for (const query of active) {
        if (!included(include, query)) continue;
        const key = createRequest(query.document, query.variables ?? {}).key;
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

/**
 * The one client of a page (the shell's, shared with the remotes; a remote's dev host): queries
 * and mutations over HTTP POST, subscriptions over a WebSocket, both on the page's own origin so
 * the session cookie just works. After a connection is lost and made again, active queries are re-read, so nothing
 * said while offline is missed.
 */
export function createGraphQLClient(): GraphQLClient {
  const wsUrl = `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/graphql`;
  const updaters: Updaters = { Mutation: {}, Subscription: {} };
  const watcher = reconnectWatcher(() => void client.refetch('active'));
  const urql = new Client({
    url: '/graphql',
    // POST only: the gateway's CSRF rule wants a JSON body, and its grid lane reads POSTs.
    preferGetMethod: false,
    fetchOptions: { credentials: 'same-origin' },
    exchanges: [
      normalisedCache(updaters),
      earlyAnswerExchange(),
      lazyWebSocketExchange(wsUrl, watcher),
      fetchExchange,
    ],
  });
  const client = fromUrql(urql, updaters);
  return client;
}
