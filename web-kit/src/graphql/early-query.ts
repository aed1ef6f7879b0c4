import { InMemoryCache } from '@apollo/client';
import { getOperationAST, print, type DocumentNode } from 'graphql';
import type { EarlyQuery, EarlyVariable } from '../remote-manifest';

const cache = new InMemoryCache();

/**
 * A query a route's first screen reads, for its remote's manifest (`RemoteRoute.early`): the
 * shell asks it before any library has arrived. Its text is what Apollo Client sends for
 * `document` (its cache adds `__typename`), so the answer fills the same cache entries. Run where
 * manifests are read (Node: a build, the static server), never in a page.
 */
export function earlyQuery(document: DocumentNode, variables?: Record<string, EarlyVariable>): EarlyQuery {
  const operationName = getOperationAST(document)?.name?.value;
  if (!operationName) throw new Error('an early query needs a named operation');
  return { operationName, query: print(cache.transformDocument(document)), ...(variables ? { variables } : {}) };
}
