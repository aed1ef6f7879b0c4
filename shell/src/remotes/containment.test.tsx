import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, Link, MemoryRouter, Route, RouterProvider, Routes, useRoutes } from 'react-router-dom';
import { UiProvider } from 'ui';
import { GraphQLProvider } from 'web-kit/graphql';
import { mockedClient } from 'web-kit/testing';
import { RouterFallback, RoutesFallback } from '../router-fallback';
import { RemoteBoundary } from './remote-boundary';
import { fallbackModule } from './registry';

function Boom(): never {
  throw new Error('mf_admin exploded');
}

function FallbackRoutes() {
  return useRoutes(fallbackModule('mf_admin').routes);
}

describe('containment', () => {
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));

  it('replaces a remote that throws with a short explanation, keeping the rest', () => {
    render(
      <GraphQLProvider client={mockedClient()}>
        <UiProvider>
          <p>navigation still here</p>
          <RemoteBoundary remote="mf_admin" area="The admin area" ownFrame>
            <Boom />
          </RemoteBoundary>
        </UiProvider>
      </GraphQLProvider>,
    );
    expect(screen.getByText('The admin area is unavailable right now')).toBeInTheDocument();
    expect(screen.getByText('mf_admin exploded')).toBeInTheDocument();
    expect(screen.getByText('navigation still here')).toBeInTheDocument();
    // The admin sidebar lives in the missing remote: the fallback still offers a way out.
    expect(screen.getByRole('button', { name: 'Log out' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('stands a fallback module in for a remote that cannot be loaded, on any of its paths', () => {
    const router = createMemoryRouter([{ path: '*', element: <FallbackRoutes /> }], { initialEntries: ['/adminpage/outpassrequest'] });
    render(
      <GraphQLProvider client={mockedClient()}>
        <UiProvider>
          <RouterProvider router={router} />
        </UiProvider>
      </GraphQLProvider>,
    );
    expect(screen.getByTestId('remote-unavailable')).toHaveTextContent('Everything else still works');
  });

  it("shows the router's fallback: 'Unexpected Application Error!' and the message", () => {
    render(
      <RouterFallback>
        <Boom />
      </RouterFallback>,
    );
    expect(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'mf_admin exploded' })).toBeInTheDocument();
  });

  it('clears the fallback when the user goes to another path', () => {
    render(
      <MemoryRouter initialEntries={['/boom']}>
        <Link to="/fine">Somewhere else</Link>
        <RoutesFallback>
          <Routes>
            <Route path="/boom" element={<Boom />} />
            <Route path="/fine" element={<p>All good here</p>} />
          </Routes>
        </RoutesFallback>
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('link', { name: 'Somewhere else' }));
    expect(screen.getByText('All good here')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Unexpected Application Error!' })).not.toBeInTheDocument();
  });
});
