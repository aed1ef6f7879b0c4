import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { UiProvider } from 'ui';
import { GraphQLProvider } from 'web-kit/graphql';
import { mockedClient, type Mock } from 'web-kit/testing';

/** Shows where the router is, so tests can assert navigations. */
export function WhereAmI() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

/** Renders a screen with mocked GraphQL (the edge of the world), a router and the design system. */
export function renderScreen(element: ReactNode, { path = '/', at = path, mocks = [] }: { path?: string; at?: string; mocks?: Mock[] } = {}) {
  return render(
    <GraphQLProvider client={mockedClient(mocks)}>
      <UiProvider>
        <MemoryRouter initialEntries={[at]}>
          <Routes>
            <Route path={path} element={element} />
            <Route path="*" element={<WhereAmI />} />
          </Routes>
        </MemoryRouter>
      </UiProvider>
    </GraphQLProvider>,
  );
}
