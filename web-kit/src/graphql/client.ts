import type { OperationVariables } from '@apollo/client';
import { afterFirstScreen } from '../early-answers';
import type { Runtime } from './apollo/runtime';
import type { FetchPolicy, GraphQLClient, RefetchInclude, TypedDocumentNode, Variables } from './types';

/**
 * The page's client as web-kit/graphql holds it: Apollo Client, loaded when first needed. This
 * file imports nothing of Apollo's but its types, so a first screen whose queries the page asked
 * early (a student's dashboard, a room grid) carries no GraphQL client: Apollo Client, its cache
 * and rxjs are a chunk of their own (`apollo/runtime.ts`), fetched when a query without an early
 * answer is shown, a mutation runs or a subscription starts, and not before the first screen is.
 */
export interface PageClient extends GraphQLClient {
  /** Apollo Client and what the hooks use of it, once on the page; undefined before. */
  loaded(): Runtime | undefined;
  /** Brings Apollo Client onto the page (once; again after a failed download). */
  load(): Promise<Runtime>;
  /** Calls `listener` when Apollo Client arrives; returns the way to stop. */
  onLoad(listener: () => void): () => void;
}

type Untyped = TypedDocumentNode<unknown, OperationVariables>;

const PAGE_CLIENT = Symbol('web-kit/graphql');

/** A client that makes its runtime with `make` when first asked (or has it already: `ready`). */
export function lazyClient(make: () => Promise<Runtime>, ready?: Runtime): PageClient {
  let runtime: Runtime | undefined = ready;
  let loading: Promise<Runtime> | undefined = ready && Promise.resolve(ready);
  const listeners = new Set<() => void>();
  const client = {
    [PAGE_CLIENT]: true,
    loaded: () => runtime,
    onLoad(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    load: () =>
      (loading ??= make().then(
        (made) => {
          runtime = made;
          for (const listener of listeners) listener();
          return made;
        },
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      )),
    async query<TData, TVars extends Variables>(document: TypedDocumentNode<TData, TVars>, variables?: TVars, options?: { fetchPolicy?: FetchPolicy }): Promise<TData> {
      const { apollo, operationErrorOf } = await client.load();
      // A one-off read has no cache-and-network (its second answer would be lost): an answer now, so the network.
      const asked = options?.fetchPolicy === 'cache-and-network' ? 'network-only' : (options?.fetchPolicy ?? 'cache-first');
      try {
        const result = await apollo.query({ query: document as Untyped, variables, fetchPolicy: asked });
        return result.data as TData;
      } catch (error) {
        throw operationErrorOf(error);
      }
    },
    async prepare(): Promise<void> {
      await client.load();
    },
    async newSession(): Promise<void> {
      // Apollo's resetStore empties the cache and refetches the active queries; before Apollo
      // Client is on the page nothing was kept, and what is shown asks afresh when it comes.
      if (!runtime) return;
      const { apollo } = runtime;
      // A query still in flight when the store is reset (the login page's sign-in options, on a
      // loaded machine) is cut off and rejects the reset; it asks again by itself. Only the
      // session's own answer decides whether the new session could be read (else a page load).
      await apollo.resetStore().catch(() => apollo.refetchQueries({ include: ['SessionMe'] }));
    },
    async refetch(include: RefetchInclude): Promise<void> {
      // Before Apollo Client is on the page no query is on screen through it: nothing to read again.
      if (!runtime) return;
      await runtime.apollo.refetchQueries({ include: include === 'active' ? 'active' : [...include] });
    },
  };
  return client;
}

/** A client whose runtime is already on the page (a screen test's, made synchronously). */
export const readyClient = (runtime: Runtime): PageClient => lazyClient(() => Promise.resolve(runtime), runtime);

/** The page's client behind a {@link GraphQLClient}, for the hooks of this folder. */
export function pageClientOf(client: GraphQLClient): PageClient {
  if (!(PAGE_CLIENT in client)) throw new TypeError('Not a client made by web-kit/graphql (createGraphQLClient, or web-kit/testing)');
  return client as unknown as PageClient;
}

/**
 * The one client of a page (the shell's, shared with the remotes; a remote's dev host). Apollo
 * Client is fetched when first needed, and not before the first screen has its early answers
 * and has rendered (`afterFirstScreen`): until then it would only compete with them.
 */
export function createGraphQLClient(): GraphQLClient {
  return lazyClient(async () => {
    await afterFirstScreen();
    const { pageRuntime } = await import(/* webpackChunkName: "apollo-client" */ './apollo/runtime');
    // The client is made in a task of its own, apart from the one that evaluated Apollo Client's modules.
    await new Promise((resolve) => setTimeout(resolve));
    return pageRuntime();
  });
}
