import { ApolloLink } from '@apollo/client';
import { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { getMainDefinition } from '@apollo/client/utilities';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation, useRoutes } from 'react-router';
import { UiProvider } from 'ui';
import { routes } from '../routes';
import { FeedLink } from './feed-link';

/** A mocked query or mutation, as MockLink takes it. */
export type Mock = MockLink.MockedResponse<Record<string, unknown>, Record<string, unknown>>;

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
 * `feed`, which the test drives with `feed.simulateResult(…)` exactly when an event should arrive
 * (each event reaches the subscriptions of its root field only).
 */
export function renderRoute(
  path: string | { pathname: string; state: unknown },
  mocks: readonly Mock[] = [],
  { underShell = false }: RenderRouteOptions = {},
) {
  const feed = new FeedLink();
  const link = ApolloLink.split(
    ({ query }) => {
      const definition = getMainDefinition(query);
      return definition.kind === 'OperationDefinition' && definition.operation === 'subscription';
    },
    feed,
    new MockLink(mocks),
  );
  const user = userEvent.setup();
  const view = render(
    <MockedProvider link={link}>
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
    </MockedProvider>,
  );
  return { ...view, feed, user };
}
