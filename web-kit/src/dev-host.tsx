import { useState } from 'react';
import { BrowserRouter, useRoutes, type RouteObject } from 'react-router-dom';
import { Alert, UiProvider } from 'ui';
import { createGraphQLClient, GraphQLProvider } from 'web-kit/graphql';

function DevRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/**
 * A bare host for running one remote alone (`npm run dev -w <remote>`): the same GraphQL client
 * as the shell's and a router on this origin, whose /graphql and /api reach the gateway. Log in
 * through the shell (http://localhost:3000): cookies are shared across localhost's ports.
 */
export function DevHost({ name, routes }: { name: string; routes: RouteObject[] }) {
  const [client] = useState(createGraphQLClient);
  return (
    <GraphQLProvider client={client}>
      <UiProvider>
        <Alert tone="info">{name} running alone, for development. Log in through the shell at http://localhost:3000.</Alert>
        <BrowserRouter>
          <DevRoutes routes={routes} />
        </BrowserRouter>
      </UiProvider>
    </GraphQLProvider>
  );
}
