import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { DocumentNode, GraphQLFormattedError } from 'graphql';

export type { TypedDocumentNode };

/** An operation's variables: codegen's `…Variables` types are objects of this shape. */
export type Variables = Record<string, unknown>;

/**
 * Where a query's answer comes from: the cache if it holds it (`cache-first`), the cache and then
 * the network (`cache-and-network`), the network only, the network without keeping it, or the
 * cache only (`cache-only`: what another screen already read, at once, or nothing; never asked,
 * and not read again after a reconnect). Apollo Client's names.
 */
export type FetchPolicy = 'cache-first' | 'cache-and-network' | 'network-only' | 'no-cache' | 'cache-only';

/** Queries to read again: by operation name or document, or every query on screen. */
export type RefetchInclude = 'active' | ReadonlyArray<string | DocumentNode>;

/**
 * The cache as a live write sees it: whole query answers, read and written. The same two calls
 * exist on every normalised cache, and they are all a live event or a mutation needs: the screens
 * reading those queries re-render. `update` gets the answer held (null when none is) and returns
 * the new one, or null/undefined to leave it.
 */
export interface CacheEditor {
  updateQuery<TData, TVars extends Variables>(
    document: TypedDocumentNode<TData, TVars>,
    variables: TVars | undefined,
    update: (previous: TData | null) => TData | null | undefined,
  ): void;
  writeQuery<TData, TVars extends Variables>(document: TypedDocumentNode<TData, TVars>, variables: TVars | undefined, data: TData): void;
}

/**
 * A write to the cache after a mutation's or a live event's answer. It gets the answer, the
 * operation's variables and the cache, and nothing of the component that asked: a normalised
 * client runs it inside its cache, where no component is.
 */
export type CacheUpdate<TData, TVars extends Variables> = (data: TData, variables: TVars, cache: CacheEditor) => void;

/** A failed operation: the server's GraphQL errors, or a network failure (`errors` empty). */
export interface OperationError extends Error {
  readonly errors: readonly GraphQLFormattedError[];
}

/** The page's one GraphQL client, as screens and plumbing reach it (`useClient`). */
export interface GraphQLClient {
  /** One query, outside a component: resolves with its data, rejects with an {@link OperationError}. */
  query<TData, TVars extends Variables>(document: TypedDocumentNode<TData, TVars>, variables?: TVars, options?: { fetchPolicy?: FetchPolicy }): Promise<TData>;
  /** Reads the queries named (or every one on screen) again from the network. */
  refetch(include: RefetchInclude): Promise<void>;
  /**
   * A login in the page: forgets every answer kept for the session before (another person's, or
   * none) and reads the queries on screen again, `me` among them, so the screens that follow see
   * the new session with no page load.
   */
  newSession(): Promise<void>;
  /**
   * Fetches the client's library (Apollo Client, a chunk of its own) now, for a first screen
   * whose data needs it; otherwise it comes when something first does.
   */
  prepare(): Promise<void>;
}
