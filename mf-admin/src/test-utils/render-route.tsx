import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation, useRoutes } from 'react-router';
import { UiProvider } from 'ui';
import { GraphQLProvider } from 'web-kit/graphql';
import { mockedClientWithPush, type Mock } from 'web-kit/testing';
import { routes } from '../routes';

/** A mocked query or mutation (web-kit/testing's format). */
export type { Mock };

function AdminRoutes() {
  const { pathname } = useLocation();
  return (
    <>
      {useRoutes(routes)}
      {/* Where the router is, so tests can check navigations and redirects. */}
      <output data-testid="pathname">{pathname}</output>
    </>
  );
}

/** Options of {@link renderRoute}. */
export interface RenderRouteOptions {
  /** Mount the routes as the shell does, below its `/adminpage/*` route, instead of at the root. */
  underShell?: boolean;
}

/**
 * Renders the remote's routes at `path`, as the dev host does (or as the shell does), with the
 * shell's providers: queries and mutations answered by `mocks`; subscriptions by the returned
 * `push(result, operationName)`, which the test calls exactly when an event should arrive (each
 * event reaches the open subscriptions of the operation named only, as the server's topics would).
 */
export function renderRoute(
  path: string | { pathname: string; state: unknown },
  mocks: readonly Mock[] = [],
  { underShell = false }: RenderRouteOptions = {},
) {
  const { client, push } = mockedClientWithPush(mocks);
  const user = userEvent.setup();
  const view = render(
    <GraphQLProvider client={client}>
      <UiProvider>
        <MemoryRouter initialEntries={[path]}>
          {underShell ? (
            <Routes>
              <Route path="/adminpage/*" element={<AdminRoutes />} />
            </Routes>
          ) : (
            <AdminRoutes />
          )}
        </MemoryRouter>
      </UiProvider>
    </GraphQLProvider>,
  );
  return { ...view, push, user };
}
