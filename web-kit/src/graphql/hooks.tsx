import { useCallback, useMemo, type ReactNode } from 'react';
import type { OperationVariables } from '@apollo/client';
import * as Apollo from '@apollo/client/react';
import { apolloOf, editorOf, fromApollo } from './apollo-backed';
import type { CacheUpdate, FetchPolicy, GraphQLClient, RefetchInclude, TypedDocumentNode, Variables } from './types';

/** Gives the screens below it the page's client. */
export function GraphQLProvider({ client, children }: { client: GraphQLClient; children: ReactNode }) {
  return <Apollo.ApolloProvider client={apolloOf(client)}>{children}</Apollo.ApolloProvider>;
}

/** The page's client, for a query outside rendering or a refetch of other screens' queries. */
export function useClient(): GraphQLClient {
  const apollo = Apollo.useApolloClient();
  return useMemo(() => fromApollo(apollo), [apollo]);
}

export interface QueryOptions<TVars extends Variables> {
  variables?: TVars;
  /** Do not ask (yet): `data` stays undefined and `loading` false. */
  skip?: boolean;
  fetchPolicy?: FetchPolicy;
}

export interface QueryState<TData> {
  data: TData | undefined;
  loading: boolean;
  error: Error | undefined;
  /** Asks the network again; never rejects (a failure shows in `error`). Stable across renders. */
  refetch: () => Promise<void>;
}

type Untyped<TData> = TypedDocumentNode<TData, OperationVariables>;

/** A query a screen shows, kept up to date by the cache (mutations and live events write there). */
export function useQuery<TData, TVars extends Variables>(document: TypedDocumentNode<TData, TVars>, options: QueryOptions<TVars> = {}): QueryState<TData> {
  const result = Apollo.useQuery(document as Untyped<TData>, { variables: options.variables, skip: options.skip, fetchPolicy: options.fetchPolicy });
  const apolloRefetch = result.refetch;
  const refetch = useCallback(() => apolloRefetch().then(() => undefined, () => undefined), [apolloRefetch]);
  return { data: result.data as TData | undefined, loading: result.loading, error: result.error, refetch };
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

/** A mutation a screen runs, with its state. */
export function useMutation<TData, TVars extends Variables>(
  document: TypedDocumentNode<TData, TVars>,
  { update, refetchQueries, awaitRefetchQueries }: MutationOptions<TData, TVars> = {},
): [Mutate<TData, TVars>, MutationState<TData>] {
  const [mutate, state] = Apollo.useMutation(document as Untyped<TData>, {
    update: update && ((cache, { data }, { variables }) => data && update(data as TData, (variables ?? {}) as TVars, editorOf(cache))),
    refetchQueries: refetchQueries && [...refetchQueries],
    awaitRefetchQueries,
  });
  const run = useCallback<Mutate<TData, TVars>>(async (call) => ({ data: (await mutate({ variables: call?.variables })).data as TData | undefined }), [mutate]);
  return [run, { loading: state.loading, error: state.error, data: state.data as TData | undefined, called: state.called, reset: state.reset }];
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
  { variables, skip, update, onData }: SubscriptionOptions<TData, TVars> = {},
): { data: TData | undefined; error: Error | undefined } {
  const result = Apollo.useSubscription(document as Untyped<TData>, {
    variables,
    skip,
    onData: ({ client, data }) => {
      if (data.data === undefined || data.data === null) return;
      const event = data.data as TData;
      update?.(event, (variables ?? {}) as TVars, editorOf(client.cache));
      onData?.(event, fromApollo(client));
    },
  });
  return { data: result.data as TData | undefined, error: result.error };
}
