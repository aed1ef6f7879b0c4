/**
 * web-kit/graphql: how every screen talks to the gateway. The shell provides this module as a
 * shared singleton (scripts/shared.ts), so a remote brings no GraphQL client of its own and runs
 * on the shell's: the client underneath (urql with graphcache, a normalised cache) can change in
 * one release of the shell, and a remote built against these names keeps working. Only this
 * folder and web-kit/testing import the client library itself (lint enforces it).
 */
export { createGraphQLClient } from './client';
export { graphQLErrors } from './errors';
export { GraphQLProvider, useClient, useMutation, useQuery, useSubscription } from './hooks';
export type { Mutate, MutationOptions, MutationState, QueryOptions, QueryState, SubscriptionOptions } from './hooks';
export type { CacheEditor, CacheUpdate, FetchPolicy, GraphQLClient, RefetchInclude, TypedDocumentNode, Variables } from './types';
