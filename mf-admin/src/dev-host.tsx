import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { getMainDefinition } from '@apollo/client/utilities';
import { createClient } from 'graphql-ws';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router';
import { Alert, UiProvider } from 'ui';

/**
 * A bare host for running this remote alone (`npm run dev -w <remote>`): its own Apollo Client
 * and router on this origin, whose /graphql and /api reach the gateway. Log in through the shell
 * (http://localhost:3000): cookies are shared across localhost's ports.
 */
export function DevHost({ name, routes }: { name: string; routes: RouteObject[] }) {
  const client = new ApolloClient({
    cache: new InMemoryCache(),
    link: ApolloLink.split(
      ({ query }) => {
        const definition = getMainDefinition(query);
        return definition.kind === 'OperationDefinition' && definition.operation === 'subscription';
      },
      new GraphQLWsLink(createClient({ url: `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/graphql`, lazy: true })),
      new HttpLink({ uri: '/graphql', credentials: 'same-origin' }),
    ),
  });
  return (
    <ApolloProvider client={client}>
      <UiProvider>
        <Alert tone="info">{name} running alone, for development. Log in through the shell at http://localhost:3000.</Alert>
        <RouterProvider router={createBrowserRouter(routes)} />
      </UiProvider>
    </ApolloProvider>
  );
}
