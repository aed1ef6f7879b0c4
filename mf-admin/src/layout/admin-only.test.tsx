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
  ])('%s tells a warden so in one sentence, with nothing to press and nothing asked of the server', async (path, heading, sentence) => {
    // Only the viewer is answered: the page's own query would fail the test if it were asked.
    renderRoute(path, [viewer('WARDEN')]);
    const main = screen.getByRole('main');
    expect(await within(main).findByText(sentence)).toBeInTheDocument();
    expect(within(main).getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(within(main).queryByRole('button')).not.toBeInTheDocument();
    expect(within(main).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(main).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('are declared so in the manifest, which the shell reads as they are written', () => {
    const routes = readRoutes(JSON.parse(JSON.stringify(manifest.routes)));
    expect(routes).toEqual(manifest.routes);
    const remotes = [{ ...manifest, routes }];
    expect(routeFor('/adminpage/staff', remotes)?.route).toMatchObject({ guard: 'office-admin', refusal: ADMIN_ONLY.staff });
    expect(routeFor('/adminpage/selection', remotes)?.route).toMatchObject({ guard: 'office-admin', refusal: ADMIN_ONLY.selection });
    expect(routeFor('/adminpage/hostels', remotes)?.route).toMatchObject({ guard: 'office-admin', refusal: ADMIN_ONLY.hostels });
    expect(routeFor('/adminpage/hostels/GH-1', remotes)?.route).toMatchObject({ guard: 'office-admin', refusal: ADMIN_ONLY.hostels });
    // Every other admin screen stays open to staff (wardens, and the gate for guards).
    for (const path of ['/adminpage/dashboard', '/adminpage/outpassrequest', '/adminpage/students/s1', '/adminpage/gate']) {
      expect(routeFor(path, remotes)?.route.guard).toBe('admin');
    }
  });
});
