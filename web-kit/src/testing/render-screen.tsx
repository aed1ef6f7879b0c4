import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation, type InitialEntry } from 'react-router-dom';
import { UiProvider } from 'ui';
import { GraphQLProvider, type GraphQLClient } from 'web-kit/graphql';
import { mockedClient, type Mock } from './clients';

/** Shows where the router is (path and query), so tests can assert navigations: `getByTestId('location')`. */
export function WhereAmI() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
}

/** Options of {@link renderScreen}. */
export interface ScreenOptions {
  /**
   * The route the screen stands at: a navigation elsewhere replaces it with {@link WhereAmI}.
   * Without it the screen stays mounted wherever the router goes (a remote's routes, a widget),
   * with WhereAmI beside it.
   */
  path?: string;
  /** Where the router starts (a path, or a path with its state): `path` unless said, else `/`. */
  at?: InitialEntry;
  /** Answers for the operations the screen sends, in MockLink's format. */
  mocks?: readonly Mock[];
  /** Replaces the mocked client (mockedClientWithPush's, to push subscription events by hand; one already read from). */
  client?: GraphQLClient;
}

/**
 * Renders a screen as the shell mounts it: the GraphQL client (mocked: the edge of the world),
 * then the design system, then an in-memory router.
 */
export function renderScreen(element: ReactNode, { path, at = path ?? '/', mocks = [], client = mockedClient(mocks) }: ScreenOptions = {}) {
  const routed =
    path === undefined ? (
      <>
        {element}
        <WhereAmI />
      </>
    ) : (
      <Routes>
        <Route path={path} element={element} />
        <Route path="*" element={<WhereAmI />} />
      </Routes>
    );
  return render(
    <GraphQLProvider client={client}>
      <UiProvider>
        <MemoryRouter initialEntries={[at]}>{routed}</MemoryRouter>
      </UiProvider>
    </GraphQLProvider>,
  );
}
