/**
 * web-kit/graphql: how every screen talks to the gateway, on Apollo Client 4. The shell provides
 * this module as a shared singleton (scripts/shared.ts), so a remote brings no GraphQL client of
 * its own and runs on the shell's: one client, one normalised cache, one socket per page, and the
 * client underneath can be upgraded in one release of the shell while remotes keep these names.
 * Only this folder and web-kit/testing import @apollo/client (lint enforces it); this module
 * imports it lazily (`client.ts`), so a first screen that reads no data carries none of it.
 */
export { createGraphQLClient } from './client';
export { graphQLErrors } from './errors';
export { GraphQLProvider, useClient, useMutation, useQuery, useSubscription } from './hooks';
export type { Mutate, MutationOptions, MutationState, QueryOptions, QueryState, SubscriptionOptions } from './hooks';
export type { CacheEditor, CacheUpdate, FetchPolicy, GraphQLClient, RefetchInclude, TypedDocumentNode, Variables } from './types';
