/**
 * The part of `@apollo/client` the apps use: what the shell provides as that shared singleton
 * (see react-router.ts beside this file for why a list, and scripts/shared.ts for how).
 */
export { ApolloClient, ApolloLink, CombinedGraphQLErrors, HttpLink, InMemoryCache } from '@apollo/client';
export type { ApolloCache } from '@apollo/client';
