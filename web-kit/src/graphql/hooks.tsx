import { createContext, startTransition, useCallback, useContext, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { ObservableQuery, OperationVariables } from '@apollo/client';
import type { DocumentNode } from 'graphql';
import { expireEarlyAnswers, onEarlyAnswer, peekEarlyAnswer } from '../early-answers';
import type { Runtime } from './apollo/runtime';
import { pageClientOf, type PageClient } from './client';
import type { CacheUpdate, FetchPolicy, GraphQLClient, RefetchInclude, TypedDocumentNode, Variables } from './types';

/**
 * The hooks every screen uses, on Apollo Client, which comes onto the page when something first
 * needs it (client.ts). A query reads Apollo Client's own ObservableQuery (`watchQuery`), as
 * Apollo's `useQuery` does, with two differences a first screen on a phone needs:
 *
 * - Before Apollo Client has arrived, a query the page asked early (web-kit/early-answers: the
 *   session, a room grid's rooms) shows that answer, and brings no client: the screen paints
 *   without one. Any other query brings it, after the commit, and shows as loading until then.
 * - What changes when Apollo Client arrives, or when an early answer comes after the first render
 *   (a grid's rooms), renders as a transition, in slices the browser can answer input between:
 *   a grid of rooms rendered at once is a long task on a phone. Apollo Client's own results render
 *   as any state update does, with what set them off (a mutation's toast and its row together).
 *
 * A mutation and a subscription need the client only when they run.
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

/** The page's client, for a query outside rendering or a refetch of other screens' queries. */
export function useClient(): GraphQLClient {
  return usePageClient();
}

/** Apollo Client once on the page, without bringing it: re-renders (as a transition) when it arrives. */
function useRuntime(client: PageClient): Runtime | undefined {
  const [runtime, setRuntime] = useState(client.loaded);
  useEffect(() => {
    if (runtime) return;
    const arrived = () => startTransition(() => setRuntime(client.loaded));
    const stop = client.onLoad(arrived);
    // It may have arrived between this render and its effect.
    if (client.loaded()) arrived();
    return stop;
  }, [client, runtime]);
  return runtime;
}

/** The name of a document's operation (an early answer is known by it). */
const operationName = (document: DocumentNode) => {
  for (const definition of document.definitions) if (definition.kind === 'OperationDefinition') return definition.name?.value;
  return undefined;
};

/** The page's early answer to a query, while Apollo Client is not here: re-renders (as a transition) when it comes. */
function useEarlyAnswer(document: DocumentNode, variables: Variables | undefined, wanted: boolean) {
  const [, arrived] = useState(0);
  const early = wanted ? peekEarlyAnswer(operationName(document), variables) : undefined;
  const pending = early?.state === 'pending';
  useEffect(() => {
    if (!pending) return;
    const stop = onEarlyAnswer(() => startTransition(() => arrived((n) => n + 1)));
    // It may have come between this render and its effect.
    if (peekEarlyAnswer(operationName(document), variables).state !== 'pending') startTransition(() => arrived((n) => n + 1));
    return stop;
  }, [pending, document, variables]);
  return early;
}

export interface QueryOptions<TVars extends Variables> {
  variables?: TVars;
  /** Do not ask (yet): `data` stays undefined and `loading` false. */
  skip?: boolean;
  fetchPolicy?: FetchPolicy;
  /**
   * Each fetch of this query asks the network itself, never joining an identical request already
   * on its way (Apollo's in-flight deduplication): a mutation's refetch of it then reads the state
   * after the mutation, not an answer asked for before it (a student's room after a booking). For
   * a query a screen shows once: two of them on one screen would each ask.
   */
  ownFetches?: boolean;
}

export interface QueryState<TData> {
  data: TData | undefined;
  /** An answer is on its way (the first, or a newer one behind a cached answer). */
  loading: boolean;
  error: Error | undefined;
  /** Asks the network again; never rejects (a failure shows in `error`). Stable across renders. */
  refetch: () => Promise<void>;
}

interface Shown {
  data: unknown;
  loading: boolean;
  error?: unknown;
}

const SKIPPED: Shown = { data: undefined, loading: false };
const WAITING: Shown = { data: undefined, loading: true };
/** A cache-only query before Apollo Client is here: nothing read, and nothing on its way. */
const NOTHING_CACHED: Shown = { data: undefined, loading: false };

/** A query a screen shows, kept up to date by the cache (mutations and live events write there). */
export function useQuery<TData, TVars extends Variables>(document: TypedDocumentNode<TData, TVars>, options: QueryOptions<TVars> = {}): QueryState<TData> {
  const client = usePageClient();
  const runtime = useRuntime(client);
  const skip = options.skip ?? false;
  const policy = options.fetchPolicy ?? 'cache-first';
  const ownFetches = options.ownFetches ?? false;
  const key = JSON.stringify(options.variables ?? {});
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the key is the identity of the value
  const variables = useMemo(() => options.variables, [key]);
  const early = useEarlyAnswer(document, variables, !runtime && !skip);
  // Made in render, as Apollo's useQuery makes it: it asks nothing until subscribed.
  const observable = useMemo(() => (runtime && !skip ? runtime.watch(document, variables, policy, { ownFetches }) : undefined), [runtime, document, variables, skip, policy, ownFetches]);
  const [seen, setSeen] = useState<{ observable: ObservableQuery<unknown>; result: Shown }>();

  let shown: Shown;
  if (skip) shown = SKIPPED;
  else if (observable) shown = seen?.observable === observable ? seen.result : observable.getCurrentResult();
  else if (early?.state === 'answered') shown = { data: early.data, loading: false };
  else shown = policy === 'cache-only' ? NOTHING_CACHED : WAITING;

  // Apollo Client comes when a query shown needs it: not for an early answer that came whole, nor
  // for a cache-only read (an empty cache has nothing to give it).
  const needsClient = !runtime && !skip && policy !== 'cache-only' && early?.state !== 'answered' && early?.state !== 'pending';
  useEffect(() => {
    if (needsClient) client.load().catch(() => undefined);
  }, [client, needsClient]);

  // What is on screen: an equal result from Apollo Client is no reason to render again.
  const latest = useRef(shown);
  useLayoutEffect(() => void (latest.current = shown));
  useEffect(() => {
    if (!observable || !runtime) return;
    let subscription: { unsubscribe(): void } | undefined;
    // Each query starts (asks the network, watches the cache) in a task of its own, not all of a
    // screen's in the one that runs its effects: on a phone that task was a long one. What the
    // cache held is on screen already (getCurrentResult), and the first result repeats it.
    const start = setTimeout(() => {
      subscription = observable.subscribe((result: Shown) => {
        const shownNow = latest.current;
        if (runtime.equal(result, shownNow)) return;
        // Only `loading` moved (a refresh behind the answer on screen): not worth a render at once.
        if (runtime.equal(result.data, shownNow.data) && runtime.equal(result.error, shownNow.error)) startTransition(() => setSeen({ observable, result }));
        else setSeen({ observable, result });
      });
      // Started from an early answer: a query that wants the network's latest (cache-and-network)
      // reads it now that it is live, so nothing said between the early ask and now is missed.
      if (policy === 'cache-and-network' && runtime.primed(observable)) observable.refetch().catch(() => undefined);
    });
    return () => {
      clearTimeout(start);
      // A moment later, as Apollo's useQuery does: a screen that unmounts and mounts again at once
      // (StrictMode, a key change) keeps the query and asks nothing twice.
      if (subscription) setTimeout(() => subscription?.unsubscribe());
    };
  }, [observable, runtime, policy]);

  const refetch = useCallback(async () => {
    try {
      if (observable) await observable.refetch();
      else if (!skip) await (await client.load()).apollo.query({ query: document as Untyped, variables, fetchPolicy: 'network-only' });
    } catch {
      // Shown in `error`.
    }
  }, [client, observable, document, variables, skip]);
  const error = useMemo(() => (shown.error && runtime ? runtime.operationErrorOf(shown.error) : undefined), [runtime, shown.error]);
  return { data: shown.data as TData | undefined, loading: shown.loading, error, refetch };
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
        // What the page asked before this may no longer be so: no early answer stands in for the server from now on.
        expireEarlyAnswers();
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
    // Otherwise when it arrives, in a task of its own (not the one that evaluated Apollo Client).
    const runtime = client.loaded();
    let later: ReturnType<typeof setTimeout> | undefined;
    if (runtime) start(runtime);
    else client.load().then((arrived) => void (later = setTimeout(() => start(arrived))), (error: unknown) => failed(error instanceof Error ? error : new Error(String(error))));
    return () => {
      live = false;
      clearTimeout(later);
      subscription?.unsubscribe();
    };
  }, [client, document, variables, skip]);
  return state;
}
