import { createApolloClient } from '../apollo';
import { fromApollo } from './apollo-backed';
import type { GraphQLClient } from './types';

/**
 * The page's one client (the shell's, shared with the remotes; a remote's dev host): queries and
 * mutations over HTTP, subscriptions over a WebSocket opened with the first of them, active
 * queries read again after a lost connection comes back (web-kit/src/apollo.ts).
 */
export function createGraphQLClient(): GraphQLClient {
  return fromApollo(createApolloClient());
}
