import { act, screen, waitFor, within } from '@testing-library/react';
import { theme } from 'ui';
import { renderRoute, type Mock } from '../test-utils/render-route';
import { LOGOUT } from 'web-kit/testing';
import { DESK_HOSTELS, DESK_PARCELS } from '../features/front-desk/front-desk.operations';
import { STAFF_VIEWER } from './viewer.operations';

// The approval screen without navigation state runs no query: the sidebar can be tested alone.
const QUIET_PAGE = '/adminpage/roomrequests/approval';

const sidebar = () => screen.getByRole('navigation', { name: 'Admin navigation' });

const viewer = (role: 'ADMIN' | 'WARDEN' | 'GUARD' | 'MAINTENANCE'): Mock => ({ request: { query: STAFF_VIEWER }, result: { data: { me: { __typename: 'User', id: 'me', role } } }, maxUsageCount: 10 });

/** The front desk's list, empty: a guard's desk with nothing waiting (its first page, one more asked than shown). */
const NO_PARCELS: Mock = { request: { query: DESK_PARCELS, variables: { filter: { status: 'WAITING', first: 51, offset: 0 } } }, result: { data: { frontDeskParcels: [] } }, maxUsageCount: 10 };
/** The guard's one desk, for the list's hostel filter. */
const ONE_DESK: Mock = { request: { query: DESK_HOSTELS }, result: { data: { frontDeskHostels: [{ __typename: 'FrontDeskHostel', id: 'h1', name: 'BH-1' }] } }, maxUsageCount: 10 };

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('admin sidebar', () => {
  it('starts collapsed: icons only, the collapsed width, no brand', () => {
    renderRoute(QUIET_PAGE);
    const nav = sidebar();
    expect(nav).toHaveAttribute('data-expanded', 'false');
    expect(getComputedStyle(nav).width).toBe('5rem');
    expect(within(nav).queryByText('DormSpace')).not.toBeInTheDocument();
    // The label stays, for screen readers only: it is the link's name.
    const label = getComputedStyle(within(nav).getByText('Dashboard'));
    expect([label.position, label.width, label.overflow]).toEqual(['absolute', '1px', 'hidden']);
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/adminpage/dashboard');
    expect(screen.getByRole('button', { name: 'Expand navigation' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('draws every icon as a hidden SVG (no font glyph), the menu unlike any entry, each entry named by its label', async () => {
    const { user } = renderRoute(QUIET_PAGE);
    const nav = sidebar();
    const iconOf = (element: HTMLElement) => {
      const svg = element.querySelector('svg');
      expect(svg?.closest('[aria-hidden="true"]')).not.toBeNull();
      return svg!.getAttribute('class');
    };
    const menu = iconOf(screen.getByRole('button', { name: 'Expand navigation' }));
    const links = within(nav).getAllByRole('link');
    const icons = links.map(iconOf);
    // One icon each, none the menu's (the old rail drew ☰ for both the menu and Audit).
    expect(new Set([menu, ...icons]).size).toBe(links.length + 1);
    iconOf(within(nav).getByRole('button', { name: 'Logout' }));
    // The only text of an entry is its label, collapsed or expanded.
    for (const link of links) expect(link).toHaveTextContent(/^[A-Za-z ]+$/);
    await user.click(screen.getByRole('button', { name: 'Expand navigation' }));
    expect(within(sidebar()).getByRole('link', { name: 'Audit' })).toHaveTextContent(/^Audit$/);
  });

  it("runs dark to the foot of a long page: a column of the page's row, as wide as the bar, whose entries scroll on a short screen", async () => {
    const { user } = renderRoute(QUIET_PAGE);
    const nav = sidebar();
    const rail = nav.parentElement!;
    const row = rail.parentElement!;
    // The sidebar's column and the page side by side in one row: the row is as tall as the page,
    // the column stretches to it (no height of its own, not fixed), dark all the way (issue 51).
    expect(screen.getByRole('main').parentElement).toBe(row);
    expect(getComputedStyle(row).display).toBe('flex');
    expect(getComputedStyle(row).minHeight).toBe('100vh');
    expect(getComputedStyle(rail).position).not.toBe('fixed');
    expect(getComputedStyle(rail).height).toBe('');
    expect(getComputedStyle(rail).alignSelf).not.toMatch(/start|end|center/);
    const rgb = (hex: string) => `rgb(${[1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)).join(', ')})`;
    expect(getComputedStyle(rail).backgroundColor).toBe(rgb(theme.colors.sidebar));
    expect(getComputedStyle(rail).width).toBe(getComputedStyle(nav).width);
    // The bar stays in view, one screen tall; on a short screen its entries scroll, Logout included.
    expect(getComputedStyle(nav).position).toBe('fixed');
    expect(getComputedStyle(nav).overflowY).toBe('auto');
    await user.click(screen.getByRole('button', { name: 'Expand navigation' }));
    expect(getComputedStyle(rail).width).toBe('16rem');
  });

  it('expands with the menu button, showing the brand and every label, and collapses again', async () => {
    const { user } = renderRoute(QUIET_PAGE);
    await user.click(screen.getByRole('button', { name: 'Expand navigation' }));
    const nav = sidebar();
    expect(getComputedStyle(nav).width).toBe('16rem');
    expect(within(nav).getByText('DormSpace')).toBeVisible();
    for (const label of ['Dashboard', 'Booking Requests', 'Room Inquiry', 'Outpass Requests', 'Admin Profile', 'Logout']) {
      expect(within(nav).getByText(label)).toBeVisible();
    }
    await user.click(screen.getByRole('button', { name: 'Collapse navigation' }));
    expect(getComputedStyle(sidebar()).width).toBe('5rem');
    expect(within(sidebar()).queryByText('DormSpace')).not.toBeInTheDocument();
  });

  it('links every item to its route and highlights the active one', () => {
    renderRoute(QUIET_PAGE);
    const nav = sidebar();
    const expected: Record<string, string> = {
      Dashboard: '/adminpage/dashboard',
      'Booking Requests': '/adminpage/roomrequests',
      'Room Inquiry': '/adminpage/roominquiry',
      'Outpass Requests': '/adminpage/outpassrequest',
      Gate: '/adminpage/gate',
      'Front desk': '/adminpage/frontdesk',
      'Admin Profile': '/adminpage/profile',
    };
    for (const [name, href] of Object.entries(expected)) {
      expect(within(nav).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    // The approval screen belongs to Booking Requests.
    const active = within(nav).getByRole('link', { name: 'Booking Requests' });
    expect(active).toHaveAttribute('aria-current', 'page');
    expect(active).toHaveClass('active');
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
  });
});

describe('a maintenance person', () => {
  it('sees only Repairs and Security (and Logout) in the sidebar', async () => {
    renderRoute('/adminpage/security', [viewer('MAINTENANCE')]);
    const nav = sidebar();
    await waitFor(() => expect(within(nav).getAllByRole('link')).toHaveLength(2));
    expect(within(nav).getByRole('link', { name: 'Repairs' })).toHaveAttribute('href', '/adminpage/repairs');
    expect(within(nav).getByRole('link', { name: 'Security' })).toHaveAttribute('href', '/adminpage/security');
  });

  it.each(['/adminpage', '/adminpage/dashboard', '/adminpage/gate', '/adminpage/frontdesk', '/adminpage/repairs/job-1'])('is sent from %s to their repairs', async (path) => {
    renderRoute(path, [viewer('MAINTENANCE')]);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/adminpage\/repairs$/));
  });
});

describe('the repairs address', () => {
  it('is a maintenance person’s own jobs', async () => {
    renderRoute('/adminpage/repairs', [viewer('MAINTENANCE')]);
    expect(await screen.findByRole('heading', { level: 1, name: 'My repair jobs' }, { timeout: 5000 })).toBeInTheDocument();
  });

  it.each(['WARDEN', 'ADMIN'] as const)('is the office’s list for a %s', async (role) => {
    renderRoute('/adminpage/repairs', [viewer(role)]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Repairs' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'My repair jobs' })).not.toBeInTheDocument();
  });
});

describe('a gate guard', () => {
  it('sees only Gate, Front desk and Security (and Logout) in the sidebar', async () => {
    renderRoute('/adminpage/gate', [viewer('GUARD')]);
    const nav = sidebar();
    await waitFor(() => expect(within(nav).getAllByRole('link')).toHaveLength(3));
    expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual(['Gate', 'Front desk', 'Security']);
    expect(within(nav).getByRole('link', { name: 'Gate' })).toHaveAttribute('href', '/adminpage/gate');
    // Their hostels' front desks too (issue 54).
    expect(within(nav).getByRole('link', { name: 'Front desk' })).toHaveAttribute('href', '/adminpage/frontdesk');
    // Their own second factors too (issue 52).
    expect(within(nav).getByRole('link', { name: 'Security' })).toHaveAttribute('href', '/adminpage/security');
    expect(within(nav).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
  });

  it.each(['/adminpage', '/adminpage/dashboard', '/adminpage/staff', '/adminpage/no-such-screen'])('is sent from %s to the gate', async (path) => {
    renderRoute(path, [viewer('GUARD')]);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/adminpage\/gate$/));
    expect(screen.getByRole('heading', { level: 1, name: 'Gate' })).toBeInTheDocument();
  });

  it('may open the front desk, and stays there', async () => {
    renderRoute('/adminpage/frontdesk', [viewer('GUARD'), NO_PARCELS, ONE_DESK]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Front desk' }, { timeout: 5000 })).toBeInTheDocument();
    expect(await screen.findByText('No waiting parcels.')).toBeInTheDocument();
    await act(() => new Promise((done) => setTimeout(done, 50)));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/adminpage\/frontdesk$/);
    expect(within(sidebar()).getByRole('link', { name: 'Front desk' })).toHaveAttribute('aria-current', 'page');
  });

  it.each(['ADMIN', 'WARDEN'] as const)('is not who an %s is: they keep their screens, with Gate among them', async (role) => {
    renderRoute('/adminpage/roomrequests/approval', [viewer(role)]);
    const nav = sidebar();
    expect(await within(nav).findByRole('link', { name: 'Gate' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
    await new Promise((done) => setTimeout(done, 50));
    expect(screen.getByTestId('location')).toHaveTextContent('/adminpage/roomrequests/approval');
  });
});

describe('logout', () => {
  it('asks first; No and Escape close the dialog without logging out', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const { user } = renderRoute(QUIET_PAGE);

    await user.click(screen.getByRole('button', { name: 'Logout' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirm Logout' });
    expect(dialog).toHaveTextContent('Are you sure you want to log out?');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await user.click(screen.getByRole('button', { name: 'No' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
  });

  it('Yes ends the session, clears the browser keys and loads /login', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    localStorage.setItem('user', 'u1');
    localStorage.setItem('role', 'Admin');
    const logout = vi.fn(() => ({ data: { logout: true } }));
    const { user } = renderRoute(QUIET_PAGE, [{ request: { query: LOGOUT }, result: logout }]);

    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes' }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith('/login?signed-out'));
    expect(logout).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('user')).toBeNull();
    expect(localStorage.getItem('role')).toBeNull();
  });

  it('keeps the session and says why when the logout call fails (the server still holds it)', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    localStorage.setItem('user', 'u1');
    const { user } = renderRoute(QUIET_PAGE, [{ request: { query: LOGOUT }, error: new Error('offline') }]);

    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await user.click(screen.getByRole('button', { name: 'Yes' }));

    expect(await within(screen.getByRole('dialog')).findByText('An error occurred during logout')).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
    expect(localStorage.getItem('user')).toBe('u1');
  });
});
