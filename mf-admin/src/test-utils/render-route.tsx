import userEvent from '@testing-library/user-event';
import { Route, Routes, useRoutes } from 'react-router-dom';
import { mockedClientWithPush, renderScreen, type Mock } from 'web-kit/testing';
import { routes } from '../routes';
import { MUST_ENROL } from '../layout/must-enrol';

/**
 * The layout's question "must this person enrol a second factor first?", answered no for every
 * screen's test that does not ask it itself (a test's own answer comes first): left unanswered,
 * each render logged a missing mock and spent a failed round trip before the screen.
 */
const NEED_NOT_ENROL: Mock = {
  request: { query: MUST_ENROL },
  result: { data: { mySignInSecurity: { __typename: 'SignInSecurity', required: false, factors: [] } } },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

/** A mocked query or mutation (web-kit/testing's format). */
export type { Mock };

function AdminRoutes() {
  return useRoutes(routes);
}

/** Options of {@link renderRoute}. */
export interface RenderRouteOptions {
  /** Mount the routes as the shell does, below its `/adminpage/*` route, instead of at the root. */
  underShell?: boolean;
}

/**
 * Renders the remote's routes at `path`, as the dev host does (or as the shell does), with
 * web-kit's renderScreen (the shell's providers; `location` shows where the router is): queries
 * and mutations answered by `mocks`; subscriptions by the returned `push(result, operationName)`,
 * which the test calls exactly when an event should arrive (each event reaches the open
 * subscriptions of the operation named only, as the server's topics would).
 */
export function renderRoute(
  path: string | { pathname: string; state: unknown },
  mocks: readonly Mock[] = [],
  { underShell = false }: RenderRouteOptions = {},
) {
  const { client, push } = mockedClientWithPush([...mocks, NEED_NOT_ENROL]);
  const user = userEvent.setup();
  const mounted = underShell ? (
    <Routes>
      <Route path="/adminpage/*" element={<AdminRoutes />} />
    </Routes>
  ) : (
    <AdminRoutes />
  );
  return { ...renderScreen(mounted, { at: path, client }), push, user };
}
