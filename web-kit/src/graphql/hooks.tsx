import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { createRequest } from '@urql/core';
import { Provider, useClient as useUrqlClient, useQuery as useUrqlQuery } from 'urql';
import type { DocumentNode } from 'graphql';
import { registerUpdate } from './cache';
import { backedOf, requestPolicy, urqlOf, type UrqlBacked } from './client';
import { operationErrorOf } from './errors';
import type { CacheUpdate, FetchPolicy, GraphQLClient, RefetchInclude, TypedDocumentNode, Variables } from './types';

/** Gives the screens below it the page's client. */
export function GraphQLProvider({ client, children }: { client: GraphQLClient; children: ReactNode }) {
  return <Provider value={urqlOf(client)}>{children}</Provider>;
}

const useBacked = (): UrqlBacked => backedOf(useUrqlClient());

/** The page's client, for a query outside rendering or a refetch of other screens' queries. */
export function useClient(): GraphQLClient {
  return useBacked();
}

/**
 * The request as urql keys it (document and variables by value) and the variables kept while that
 * key stays the same, so that a new object with the same content is the same request to effects.
 */
function useRequestKey<TVars extends Variables>(document: DocumentNode, given: TVars | undefined): [TVars | undefined, number] {
  const key = createRequest(document, given ?? {}).key;
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the key is the identity of the value
  const variables = useMemo(() => given, [key]);
  return [variables, key];
}

export interface QueryOptions<TVars extends Variables> {
  variables?: TVars;
  /** Do not ask (yet): `data` stays undefined and `loading` false. */
  skip?: boolean;
  fetchPolicy?: FetchPolicy;
}

export interface QueryState<TData> {
  data: TData | undefined;
  /** An answer is on its way (the first, or a newer one behind a cached answer). */
  loading: boolean;
  error: Error | undefined;
  /** Asks the network again; never rejects (a failure shows in `error`). Stable across renders. */
  refetch: () => Promise<void>;
}

/** A query a screen shows, kept up to date by the cache (mutations and live events write there). */
export function useQuery<TData, TVars extends Variables>(document: TypedDocumentNode<TData, TVars>, options: QueryOptions<TVars> = {}): QueryState<TData> {
  const client = useBacked();
  const [variables, key] = useRequestKey(document, options.variables);
  const skip = options.skip ?? false;
  // Never asks the network: nothing to read again after a reconnect.
  const cacheOnly = options.fetchPolicy === 'cache-only';
  const [result] = useUrqlQuery<TData, TVars>({
    query: document,
    variables: (variables ?? {}) as TVars,
    pause: skip,
    requestPolicy: requestPolicy(options.fetchPolicy),
  });
  useEffect(() => {
    if (skip || cacheOnly) return;
    const entry = { document: document as DocumentNode, variables };
    client.active.add(entry);
    return () => void client.active.delete(entry);
  }, [client, document, variables, skip, cacheOnly]);
  const refetch = useCallback(
    () => urqlOf(client).query(document, (variables ?? {}) as TVars, { requestPolicy: 'network-only' }).toPromise().then(() => undefined, () => undefined),
    [client, document, variables],
  );
  // urql keeps the last answer while new variables are asked for; a screen must not show one
  // hostel's rooms under another's name, so an answer to other variables is no answer (as Apollo).
  if (skip) return { data: undefined, loading: false, error: undefined, refetch };
  const current = !result.operation || result.operation.key === key;
  if (!current) return { data: undefined, loading: true, error: undefined, refetch };
  return { data: result.data, loading: result.fetching || result.stale, error: operationErrorOf(result.error), refetch };
}

export interface MutationOptions<TData, TVars extends Variables> {
  /** Writes the answer into cached queries that list or count what changed (see {@link CacheUpdate}). */
  update?: CacheUpdate<TData, TVars>;
  /** Queries to read again after a success, by operation name or document. */
  refetchQueries?: Exclude<RefetchInclude, 'active'>;
  /** Resolve the mutation only once those queries are back. */
  awaitRefetchQueries?: boolean;
}

export interface MutationState<TData> {
  loading: boolean;
  error: Error | undefined;
  data: TData | undefined;
  called: boolean;
  reset: () => void;
}

/** Runs the mutation: resolves with its data, rejects with the server's errors (read them with web-kit's errorCode, serverMessage). */
export type Mutate<TData, TVars extends Variables> = (call?: { variables?: TVars }) => Promise<{ data: TData | undefined }>;

const IDLE = { loading: false, error: undefined, data: undefined, called: false } as const;

/** A mutation a screen runs, with its state. */
export function useMutation<TData, TVars extends Variables>(
  document: TypedDocumentNode<TData, TVars>,
  { update, refetchQueries, awaitRefetchQueries }: MutationOptions<TData, TVars> = {},
): [Mutate<TData, TVars>, MutationState<TData>] {
  const client = useBacked();
  if (update) registerUpdate(client.updaters, 'Mutation', document, update);
  const [state, setState] = useState<Omit<MutationState<TData>, 'reset'>>(IDLE);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => void (mounted.current = false);
  }, []);
  const after = useRef({ refetchQueries, awaitRefetchQueries });
  useEffect(() => void (after.current = { refetchQueries, awaitRefetchQueries }));
  const run = useCallback<Mutate<TData, TVars>>(
    async (call) => {
      setState({ loading: true, error: undefined, data: undefined, called: true });
      const result = await urqlOf(client).mutation(document, (call?.variables ?? {}) as TVars).toPromise();
      if (result.error) {
        const error = operationErrorOf(result.error);
        if (mounted.current) setState({ loading: false, error, data: undefined, called: true });
        throw error;
      }
      const { refetchQueries: names, awaitRefetchQueries: wait } = after.current;
      if (names?.length) {
        const reread = client.refetch(names);
        if (wait) await reread;
      }
      if (mounted.current) setState({ loading: false, error: undefined, data: result.data, called: true });
      return { data: result.data };
    },
    [client, document],
  );
  const reset = useCallback(() => setState(IDLE), []);
  return [run, { ...state, reset }];
}

export interface SubscriptionOptions<TData, TVars extends Variables> {
  variables?: TVars;
  skip?: boolean;
  /** Writes each event into cached queries (see {@link CacheUpdate}); runs before `onData`. */
  update?: CacheUpdate<TData, TVars>;
  /** Anything else an event sets off: a toast, a refetch of other queries. */
  onData?: (data: TData, client: GraphQLClient) => void;
}

/** A live event stream while the screen is shown. The entities in its events land in the cache. */
export function useSubscription<TData, TVars extends Variables>(
  document: TypedDocumentNode<TData, TVars>,
  { variables: given, skip = false, update, onData }: SubscriptionOptions<TData, TVars> = {},
): { data: TData | undefined; error: Error | undefined } {
  const client = useBacked();
  if (update) registerUpdate(client.updaters, 'Subscription', document, update);
  const [variables] = useRequestKey(document, given);
  const [state, setState] = useState<{ data: TData | undefined; error: Error | undefined }>({ data: undefined, error: undefined });
  const handler = useRef(onData);
  // In the commit, not after it: an event arriving between a render's commit and its passive
  // effects would otherwise reach the previous render's handler (a toast read from old data).
  useLayoutEffect(() => void (handler.current = onData));
  useEffect(() => {
    if (skip) return;
    const { unsubscribe } = urqlOf(client)
      .subscription(document, (variables ?? {}) as TVars)
      .subscribe((result) => {
        if (result.error) setState((previous) => ({ data: previous.data, error: operationErrorOf(result.error) }));
        if (result.data === undefined || result.data === null) return;
        const event = result.data;
        setState({ data: event, error: undefined });
        handler.current?.(event, client);
      });
    return unsubscribe;
  }, [client, document, variables, skip]);
  return state;
}
