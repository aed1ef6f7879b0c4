import { createContext, use, useCallback, useContext, useEffect, useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { OperationVariables } from '@apollo/client';
import type { Runtime } from './apollo/runtime';
import { pageClientOf, type PageClient } from './client';
import type { CacheUpdate, FetchPolicy, GraphQLClient, RefetchInclude, TypedDocumentNode, Variables } from './types';

/**
 * The hooks every screen uses. A query is Apollo Client's own `useQuery`, given the page's client
 * (no ApolloProvider: the client may not be on the page yet when the tree first renders). A
 * screen that renders a query before Apollo Client has arrived waits for it in the nearest
 * `<Suspense>`, once per page. A mutation and a subscription need the client only when they run,
 * so a screen holding one (the navigation's Logout) paints without it.
 */
const ClientContext = createContext<PageClient | null>(null);

type Untyped = TypedDocumentNode<unknown, OperationVariables>;

/** Gives the screens below it the page's client. */
export function GraphQLProvider({ client, children }: { client: GraphQLClient; children: ReactNode }) {
  return <ClientContext value={pageClientOf(client)}>{children}</ClientContext>;
}

function usePageClient(): PageClient {
  const client = useContext(ClientContext);
  if (!client) throw new Error('web-kit/graphql: this screen is not inside a GraphQLProvider');
  return client;
}

/** Apollo Client, suspending the screen until it has arrived (the first time on a page only). */
function useRuntime(client: PageClient): Runtime {
  return client.loaded() ?? use(client.load());
}

/** The page's client, for a query outside rendering or a refetch of other screens' queries. */
export function useClient(): GraphQLClient {
  return usePageClient();
}

/** Whether Apollo Client is on the page yet, without bringing it: re-renders when it arrives. */
export function useClientLoaded(): boolean {
  const client = usePageClient();
  return useSyncExternalStore(client.onLoad, () => client.loaded() !== undefined);
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
  const runtime = useRuntime(usePageClient());
  // Before Apollo Client's own hook reads the cache, an answer the page asked for early is put
  // there; it is that read's answer from the network, so its first read asks nothing more (a
  // second answer would re-render the whole screen at once: a long task on a phone).
  const asked = JSON.stringify(options.variables ?? {});
  const [primed] = useState(() => (!options.skip && runtime.prime(document, options.variables) ? asked : undefined));
  const policy = options.fetchPolicy ?? 'cache-first';
  const result = runtime.useQuery(document as Untyped, {
    client: runtime.apollo,
    variables: options.variables,
    skip: options.skip,
    fetchPolicy: primed === asked && policy !== 'no-cache' ? 'cache-first' : policy,
    nextFetchPolicy: policy,
  });
  const apolloRefetch = result.refetch;
  const refetch = useCallback(() => apolloRefetch().then(() => undefined, () => undefined), [apolloRefetch]);
  const error = useMemo(() => (result.error ? runtime.operationErrorOf(result.error) : undefined), [runtime, result.error]);
  return { data: result.data as TData | undefined, loading: result.loading, error, refetch };
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

/** A mutation a screen runs, with its state: `client.mutate` of Apollo Client, brought when first run. */
export function useMutation<TData, TVars extends Variables>(document: TypedDocumentNode<TData, TVars>, options: MutationOptions<TData, TVars> = {}): [Mutate<TData, TVars>, MutationState<TData>] {
  const client = usePageClient();
  const [state, setState] = useState<Omit<MutationState<TData>, 'reset'>>(IDLE);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => void (mounted.current = false);
  }, []);
  const latest = useRef(options);
  useLayoutEffect(() => void (latest.current = options));
  const run = useCallback<Mutate<TData, TVars>>(
    async (call) => {
      setState({ loading: true, error: undefined, data: undefined, called: true });
      const variables = (call?.variables ?? {}) as TVars;
      const { update, refetchQueries, awaitRefetchQueries } = latest.current;
      let runtime: Runtime | undefined;
      try {
        runtime = await client.load();
        const { editorOf } = runtime;
        const result = await runtime.apollo.mutate({
          mutation: document as Untyped,
          variables,
          update: update && ((cache, { data }) => data && update(data as TData, variables, editorOf(cache))),
          refetchQueries: refetchQueries && [...refetchQueries],
          awaitRefetchQueries,
        });
        const data = (result.data ?? undefined) as TData | undefined;
        if (mounted.current) setState({ loading: false, error: undefined, data, called: true });
        return { data };
      } catch (failure) {
        const error = runtime ? runtime.operationErrorOf(failure) : failure instanceof Error ? failure : new Error(String(failure));
        if (mounted.current) setState({ loading: false, error, data: undefined, called: true });
        throw error;
      }
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

/**
 * A live event stream while the screen is shown: `client.subscribe` of Apollo Client, which writes
 * the entities of each event into its cache (a `Room` repaints wherever it is shown), then runs
 * `update` and `onData`.
 */
export function useSubscription<TData, TVars extends Variables>(
  document: TypedDocumentNode<TData, TVars>,
  { variables: given, skip = false, update, onData }: SubscriptionOptions<TData, TVars> = {},
): { data: TData | undefined; error: Error | undefined } {
  const client = usePageClient();
  const key = JSON.stringify(given ?? {});
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the key is the identity of the value
  const variables = useMemo(() => given, [key]);
  const [state, setState] = useState<{ data: TData | undefined; error: Error | undefined }>({ data: undefined, error: undefined });
  const handlers = useRef({ update, onData });
  // In the commit, not after it: an event arriving between a render's commit and its passive
  // effects would otherwise reach the previous render's handler (a toast read from old data).
  useLayoutEffect(() => void (handlers.current = { update, onData }));
  useEffect(() => {
    if (skip) return;
    let live = true;
    let subscription: { unsubscribe(): void } | undefined;
    const failed = (error: Error) => live && setState((previous) => ({ data: previous.data, error }));
    const start = ({ apollo, editorOf, operationErrorOf }: Runtime) => {
      if (!live) return;
      subscription = apollo.subscribe({ query: document as Untyped, variables }).subscribe({
        next: (result) => {
          if (result.error) failed(operationErrorOf(result.error));
          if (result.data === undefined || result.data === null) return;
          const event = result.data as TData;
          setState({ data: event, error: undefined });
          handlers.current.update?.(event, (variables ?? {}) as TVars, editorOf(apollo.cache));
          handlers.current.onData?.(event, client);
        },
        error: (error: unknown) => failed(operationErrorOf(error)),
      });
    };
    // At once when Apollo Client is on the page: an event sent right after this commit is heard.
    const runtime = client.loaded();
    if (runtime) start(runtime);
    else client.load().then(start, (error: unknown) => failed(error instanceof Error ? error : new Error(String(error))));
    return () => {
      live = false;
      subscription?.unsubscribe();
    };
  }, [client, document, variables, skip]);
  return state;
}
