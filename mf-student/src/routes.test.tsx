import { screen } from '@testing-library/react';
import { useRoutes } from 'react-router-dom';
import { renderScreen } from 'web-kit/testing';
import { noSelection } from './testing/my-selection-fixtures';
import { myParcels } from './testing/parcel-fixtures';
import { myVisits, visitorRules } from './testing/visitor-fixtures';
import { routes } from './routes';

/** Renders the routes the way the shell does: `useRoutes(routes)` under its splat. */
function RemoteRoutes() {
  return useRoutes(routes);
}

describe('routes', () => {
  it('exposes the student paths, absolute, with a catch-all last', () => {
    expect(routes.map((route) => route.path)).toEqual(['/', '/outpass', '/newprofile', '/selection', '/repairs', '/parcels', '/visitors', '/logout', '/review', '/abc', '/admin', '*']);
  });

  it.each([
    ['/', 'Welcome to Hostel Management'],
    ['/outpass', 'Generate your Outpass'],
    ['/logout', 'Logout'],
    ['/review', 'Share your feedback'],
    ['/abc', 'Hello World'],
    ['/admin', 'Edit profile'],
    ['/no-such-page', 'Page not found'],
  ])('%s shows "%s"', async (path, heading) => {
    renderScreen(<RemoteRoutes />, { at: path, mocks: noSelection() });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it('/parcels loads the parcels screen on first visit', async () => {
    renderScreen(<RemoteRoutes />, { at: '/parcels', mocks: [myParcels([])] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Parcels' })).toBeInTheDocument();
    expect(await screen.findByText(/No parcels for you yet/)).toBeInTheDocument();
  });

  it('/visitors loads the visitors screen on first visit', async () => {
    renderScreen(<RemoteRoutes />, { at: '/visitors', mocks: [visitorRules(), myVisits([])] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Visitors' })).toBeInTheDocument();
    expect(await screen.findByText(/No visitors yet/)).toBeInTheDocument();
  });

  it('links home from the not-found page', async () => {
    renderScreen(<RemoteRoutes />, { at: '/nowhere' });
    expect(await screen.findByRole('link', { name: 'Go home' })).toHaveAttribute('href', '/');
  });
});
