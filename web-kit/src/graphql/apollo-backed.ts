import { CombinedGraphQLErrors, type ApolloCache, type ApolloClient, type OperationVariables } from '@apollo/client';
import type { GraphQLFormattedError } from 'graphql';
import type { CacheEditor, GraphQLClient, TypedDocumentNode, Variables } from './types';

/**
 * The one place that knows the client underneath web-kit/graphql is Apollo Client. Screens see
 * a {@link GraphQLClient} and a {@link CacheEditor}; what they can ask of them is what a
 * normalised client of another make (urql's graphcache) could do as well.
 */
const APOLLO = Symbol('apollo');

interface ApolloBacked extends GraphQLClient {
  readonly [APOLLO]: ApolloClient;
}

const wrapped = new WeakMap<ApolloClient, GraphQLClient>();

/** The page's client around an Apollo Client (one wrapper per client). */
export function fromApollo(apollo: ApolloClient): GraphQLClient {
  let client = wrapped.get(apollo);
  if (!client) {
    const backed: ApolloBacked = {
      [APOLLO]: apollo,
      async query<TData, TVars extends Variables>(document: TypedDocumentNode<TData, TVars>, variables?: TVars, options?: { fetchPolicy?: string }) {
        // Apollo's one-off query has no cache-and-network: an answer is wanted now, so the network.
        const fetchPolicy = options?.fetchPolicy === 'cache-and-network' ? 'network-only' : ((options?.fetchPolicy ?? 'cache-first') as 'cache-first');
        const result = await apollo.query({ query: document as TypedDocumentNode<TData, OperationVariables>, variables, fetchPolicy });
        return result.data as TData;
      },
      async refetch(include) {
        await apollo.refetchQueries({ include: include === 'active' ? 'active' : [...include] });
      },
    };
    client = backed;
    wrapped.set(apollo, client);
  }
  return client;
}

/** The Apollo Client inside a page's client (for the provider and the hooks of this folder). */
export function apolloOf(client: GraphQLClient): ApolloClient {
  const apollo = (client as Partial<ApolloBacked>)[APOLLO];
  if (!apollo) throw new TypeError('Not a client made by web-kit/graphql (createGraphQLClient, or web-kit/testing)');
  return apollo;
}

/** Apollo's cache as a {@link CacheEditor}. */
export function editorOf(cache: ApolloCache): CacheEditor {
  return {
    updateQuery(document, variables, update) {
      cache.updateQuery({ query: document as TypedDocumentNode<unknown, OperationVariables>, variables }, (previous) => update((previous ?? null) as never) ?? undefined);
    },
    writeQuery(document, variables, data) {
      cache.writeQuery({ query: document as TypedDocumentNode<unknown, OperationVariables>, variables, data });
    },
  };
}

/** The GraphQL errors a failed operation carries (none for a network failure or another error). */
export function graphQLErrors(error: unknown): readonly GraphQLFormattedError[] {
  return CombinedGraphQLErrors.is(error) ? error.errors : [];
}
