import { cacheExchange, type Cache, type UpdateResolver } from '@urql/exchange-graphcache';
import type { DocumentNode } from 'graphql';
import type { CacheEditor, CacheUpdate, TypedDocumentNode, Variables } from './types';

/**
 * What web-kit/graphql asks of graphcache: how entities are keyed, and the cache writes that
 * follow a mutation's or an event's answer (updaters), filled as screens mount.
 */

/**
 * graphcache's `updates` for the two root types; it reads them at each write, so they can grow.
 * A type, not an interface: graphcache's config wants an object type open to any key.
 */
export type Updaters = {
  Mutation: Record<string, UpdateResolver>;
  Subscription: Record<string, UpdateResolver>;
};

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
const KEYS: Record<string, (data: { id?: unknown; _id?: unknown }) => string | null> = new Proxy(
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
export function registerUpdate<TData, TVars extends Variables>(updaters: Updaters, type: keyof Updaters, document: TypedDocumentNode<TData, TVars>, update: CacheUpdate<TData, TVars>): void {
  const field = rootField(document);
  if (!field) return;
  updaters[type][field] = (result, _args, cache, info) => update(result as TData, info.variables as TVars, editorOf(cache));
}

/** The normalised cache of a page's client (and of a screen test's, so tests meet the same one). */
export const normalisedCache = (updaters: Updaters) => cacheExchange({ keys: KEYS, updates: updaters });
