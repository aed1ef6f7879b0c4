import { BrowserRouter } from 'react-router-dom';
import { UiProvider, WidgetLoaderProvider } from 'ui';
import { SessionProvider, type RemoteEntry } from 'web-kit';
import { GraphQLProvider, type GraphQLClient } from 'web-kit/graphql';
import { loadRemoteWidget } from './remotes/registry';
import { RemotesContext } from './remotes/remotes-context';
import { SkipLink } from './frame/skip-link';
import { RoutesFallback } from './router-fallback';
import { ShellRoutes } from './routes';

/**
 * One GraphQL client (the page's, made by bootstrap), one router, one theme for the shell and every
 * remote; remotes' widgets load through it; `remotes` (from /remotes.json) says which remote owns
 * which path.
 */
export function App({ client, remotes }: { client: GraphQLClient; remotes: readonly RemoteEntry[] }) {
  return (
    <GraphQLProvider client={client}>
      <UiProvider>
        <SkipLink />
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
    </GraphQLProvider>
  );
}
