import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MockedProvider, type MockedProviderProps } from '@apollo/client/testing/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { UiProvider } from 'ui';

/** Shows where the router is, so tests can assert navigations. */
export function WhereAmI() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

/** Renders a screen with mocked GraphQL (the edge of the world), a router and the design system. */
export function renderScreen(element: ReactNode, { path = '/', at = path, mocks = [] }: { path?: string; at?: string; mocks?: MockedProviderProps['mocks'] } = {}) {
  return render(
    <MockedProvider mocks={mocks}>
      <UiProvider>
        <MemoryRouter initialEntries={[at]}>
          <Routes>
            <Route path={path} element={element} />
            <Route path="*" element={<WhereAmI />} />
          </Routes>
        </MemoryRouter>
      </UiProvider>
    </MockedProvider>,
  );
}
