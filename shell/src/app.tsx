import { ApolloProvider } from '@apollo/client/react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { UiProvider, WidgetLoaderProvider } from 'ui';
import { createApolloClient } from './apollo';
import { loadRemoteWidget } from './remotes/registry';
import { RouterFallback } from './router-fallback';
import { ShellRoutes } from './routes';
import { SessionProvider } from './session/session';

const client = createApolloClient();

const router = createBrowserRouter([
  {
    path: '*',
    element: (
      <SessionProvider>
        <ShellRoutes />
      </SessionProvider>
    ),
    errorElement: <RouterFallback />,
  },
]);

/** One Apollo Client, one router, one theme for the shell and every remote; remotes' widgets load through it. */
export function App() {
  return (
    <ApolloProvider client={client}>
      <UiProvider>
        <WidgetLoaderProvider value={loadRemoteWidget}>
          <RouterProvider router={router} />
        </WidgetLoaderProvider>
      </UiProvider>
    </ApolloProvider>
  );
}
