import { ApolloProvider } from '@apollo/client/react';
import { BrowserRouter } from 'react-router';
import { UiProvider, WidgetLoaderProvider } from 'ui';
import { createApolloClient, SessionProvider, type RemoteEntry } from 'web-kit';
import { loadRemoteWidget } from './remotes/registry';
import { RemotesContext } from './remotes/remotes-context';
import { RoutesFallback } from './router-fallback';
import { ShellRoutes } from './routes';

const client = createApolloClient();

/**
 * One Apollo Client, one router, one theme for the shell and every remote; remotes' widgets load
 * through it; `remotes` (from /remotes.json) says which remote owns which path.
 */
export function App({ remotes }: { remotes: readonly RemoteEntry[] }) {
  return (
    <ApolloProvider client={client}>
      <UiProvider>
        <RemotesContext value={remotes}>
          <WidgetLoaderProvider value={loadRemoteWidget}>
            <BrowserRouter>
              <RoutesFallback>
                <SessionProvider>
                  <ShellRoutes />
                </SessionProvider>
              </RoutesFallback>
            </BrowserRouter>
          </WidgetLoaderProvider>
        </RemotesContext>
      </UiProvider>
    </ApolloProvider>
  );
}
