import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { getMainDefinition } from '@apollo/client/utilities';
import { Kind, OperationTypeNode } from 'graphql';
import { createClient } from 'graphql-ws';

/**
 * The one Apollo Client of the page, shared with the remotes: queries and mutations over HTTP,
 * subscriptions over a WebSocket, both on the page's own origin so the session cookie just works.
 * After a reconnect, active queries are re-read, so nothing said while offline is missed.
 */
export function createApolloClient(): ApolloClient {
  const wsUrl = `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/graphql`;
  let connections = 0;
  const client: ApolloClient = new ApolloClient({
    cache: new InMemoryCache(),
    link: ApolloLink.split(
      ({ query }) => {
        const definition = getMainDefinition(query);
        return definition.kind === Kind.OPERATION_DEFINITION && definition.operation === OperationTypeNode.SUBSCRIPTION;
      },
      new GraphQLWsLink(
        createClient({
          url: wsUrl,
          lazy: true,
          retryAttempts: Infinity,
          on: {
            connected: () => {
              if (++connections > 1) void client.refetchQueries({ include: 'active' });
            },
          },
        }),
      ),
      new HttpLink({ uri: '/graphql', credentials: 'same-origin' }),
    ),
  });
  return client;
}
