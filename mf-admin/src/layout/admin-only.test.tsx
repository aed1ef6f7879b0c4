import { screen, within } from '@testing-library/react';
import { readRoutes, routeFor } from 'web-kit';
import { ADMIN_ONLY, manifest } from '../manifest';
import { renderRoute, type Mock } from '../test-utils/render-route';
import { STAFF_VIEWER } from './viewer.operations';

const viewer = (role: 'ADMIN' | 'WARDEN'): Mock => ({ request: { query: STAFF_VIEWER }, result: { data: { me: { __typename: 'User', id: 'me', role } } }, maxUsageCount: 10 });

describe('pages for administrators only', () => {
  it.each([
    ['/adminpage/selection', 'Selection window', ADMIN_ONLY.selection],
    ['/adminpage/staff', 'Staff', ADMIN_ONLY.staff],
    ['/adminpage/hostels', 'Hostels', ADMIN_ONLY.hostels],
    ['/adminpage/hostels/GH-1', 'Hostel', ADMIN_ONLY.hostels],
    ['/adminpage/roster', 'Roster', ADMIN_ONLY.roster],
    ['/adminpage/year', 'Academic year', ADMIN_ONLY.year],
  ])('%s tells a warden so in one sentence, beside the admin sidebar, with nothing to press and nothing asked of the server', async (path, heading, sentence) => {
    // Only the viewer is answered: the page's own query would fail the test if it were asked.
    renderRoute(path, [viewer('WARDEN')]);
    const main = screen.getByRole('main');
    expect(await within(main).findByText(sentence)).toBeInTheDocument();
    expect(within(main).getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(within(main).queryByRole('button')).not.toBeInTheDocument();
    expect(within(main).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(main).queryByRole('alert')).not.toBeInTheDocument();
    // The refusal keeps the admin frame: the warden's own screens are one click away (issue 51).
    const nav = screen.getByRole('navigation', { name: 'Admin navigation' });
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/adminpage/dashboard');
    expect(within(nav).getByRole('link', { name: 'Booking Requests' })).toBeInTheDocument();
  });

  it('are staff pages to the shell, which then loads the admin frame that refuses a warden itself', () => {
    const routes = readRoutes(JSON.parse(JSON.stringify(manifest.routes)));
    expect(routes).toEqual(manifest.routes);
    const remotes = [{ ...manifest, routes }];
    // The shell's own refusal ('office-admin') is a page without the admin sidebar: no route asks for it.
    expect(manifest.routes.map((route) => route.guard)).not.toContain('office-admin');
    for (const [path, title] of [
      ['/adminpage/staff', 'Staff'],
      ['/adminpage/selection', 'Selection Window'],
      ['/adminpage/hostels/GH-1', 'Hostels'],
      ['/adminpage/roster', 'Roster'],
      ['/adminpage/year', 'Academic year'],
      ['/adminpage/dashboard', 'Admin'],
      ['/adminpage/gate', 'Admin'],
    ] as const) {
      expect(routeFor(path, remotes)?.route).toMatchObject({ guard: 'admin', title });
    }
  });
});
