import { screen, within } from '@testing-library/react';
import { ACTIVITY_LIMIT, ADMIN_COUNTS, AWAY_NOW, RECENT_ACTIVITY } from './features/dashboard/dashboard.operations';
import { process, processMock, viewer } from './features/selection-process/selection-process.fixtures';
import { renderRoute, type Mock } from './test-utils/render-route';
import { STAFF_VIEWER } from './layout/viewer.operations';
import { IN_NOW, TODAY } from './features/visitors-desk/use-todays-visits';
import { visits } from './features/visitors-desk/visitors-desk.fixtures';

const DASHBOARD_MOCKS: Mock[] = [
  { request: { query: ADMIN_COUNTS }, result: { data: { adminCounts: { __typename: 'AdminCounts', totalStudents: 5, pendingOutpasses: 0, pendingRoomRequests: 0, overdueOutpasses: 0 } } } },
  { request: { query: AWAY_NOW }, result: { data: { outpassesByStatus: [] } } },
  { request: { query: RECENT_ACTIVITY, variables: { limit: ACTIVITY_LIMIT } }, result: { data: { recentActivity: [] } } },
];

// The shell mounts these routes under its own `/adminpage/*`, where only the rest of the URL is
// matched; the same table must work there and at the root (dev host, the other tests).
describe.each([false, true])('routes (under the shell: %s)', (underShell) => {
  it('renders a nested screen at its full URL', () => {
    renderRoute('/adminpage/roomrequests/approval', [], { underShell });
    expect(screen.getByRole('heading', { level: 1, name: 'Room Request' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Admin navigation' });
    expect(within(nav).getByRole('link', { name: 'Booking Requests' })).toHaveAttribute('aria-current', 'page');
  });

  it('renders a room request at its own address, below the list', () => {
    renderRoute('/adminpage/roomrequests/r1', [], { underShell });
    expect(screen.getByRole('heading', { level: 1, name: 'Room Request' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading the request' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Admin navigation' });
    expect(within(nav).getByRole('link', { name: 'Booking Requests' })).toHaveAttribute('aria-current', 'page');
  });

  it('renders the gate at /adminpage/gate', () => {
    renderRoute('/adminpage/gate', [], { underShell });
    expect(screen.getByRole('heading', { level: 1, name: 'Gate' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Admin navigation' });
    expect(within(nav).getByRole('link', { name: 'Gate' })).toHaveAttribute('aria-current', 'page');
  });

  it("renders a selection process below the selection window's path, its own sidebar entry highlighted", async () => {
    renderRoute('/adminpage/selection/processes/p-1', [viewer(), processMock(process())], { underShell });
    expect(await screen.findByRole('heading', { level: 1, name: 'Girls selection day' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Admin navigation' });
    expect(within(nav).getByRole('link', { name: 'Selection Processes' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Selection Window' })).not.toHaveAttribute('aria-current');
  });

  it.each(['/adminpage', '/adminpage/', '/adminpage/no-such-screen'])('sends %s to the dashboard', async (path) => {
    renderRoute(path, DASHBOARD_MOCKS, { underShell });
    expect(screen.getByTestId('location')).toHaveTextContent('/adminpage/dashboard');
    expect(await screen.findByText('No recent activity to display')).toBeInTheDocument();
  });
});

// The front desk's visitors (issue 54) stand below the front desk's path: a guard, fenced to the
// gate and the front desk, may open them, and the sidebar's Front desk stays lit.
describe.each([false, true])("the front desk's visitors (under the shell: %s)", (underShell) => {
  const guard: Mock = { request: { query: STAFF_VIEWER }, result: { data: { me: { __typename: 'User', id: 'me', role: 'GUARD' } } }, maxUsageCount: 10 };

  it('lets a guard in at /adminpage/frontdesk/visitors, and keeps them there', async () => {
    renderRoute('/adminpage/frontdesk/visitors', [guard, visits(TODAY, []), visits(IN_NOW, [])], { underShell });
    expect(await screen.findByRole('heading', { level: 1, name: 'Visitors' }, { timeout: 5000 })).toBeInTheDocument();
    expect(await screen.findByText('No visitor expected.')).toBeInTheDocument();
    await new Promise((done) => setTimeout(done, 50));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/adminpage\/frontdesk\/visitors$/);
    const nav = screen.getByRole('navigation', { name: 'Admin navigation' });
    expect(within(nav).getByRole('link', { name: 'Front desk' })).toHaveAttribute('aria-current', 'page');
    // The way back to the parcels, beside the page's heading.
    const desk = screen.getByRole('navigation', { name: 'Front desk' });
    expect(within(desk).getByRole('link', { name: 'Parcels' })).toHaveAttribute('href', '/adminpage/frontdesk');
    expect(within(desk).getByRole('link', { name: 'Visitors' })).toHaveAttribute('aria-current', 'page');
  });
});
