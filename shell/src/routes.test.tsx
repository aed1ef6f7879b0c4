import { act, render, screen } from '@testing-library/react';
import { BrowserRouter } from 'react-router-dom';
import { UiProvider } from 'ui';
import { SessionProvider, type RemoteEntry } from 'web-kit';
import { GraphQLProvider } from 'web-kit/graphql';
import { mockedClient, renderScreen, SESSION_ME } from 'web-kit/testing';
import { freshPage, stopReports } from './reports/remote-reports';
import { REMOTES } from './remotes/remotes.fixture';
import { RemotesContext } from './remotes/remotes-context';
import { ShellRoutes } from './routes';

describe("the shell's own routes", () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it("draws the guardian's consent page at /guardian, public and without navigation", async () => {
    renderScreen(<ShellRoutes />, { path: '*', at: '/guardian' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Outpass consent' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Notifications/ })).not.toBeInTheDocument();
  });
});

describe('a route for administrators only', () => {
  const ADMIN_AREA: RemoteEntry = {
    name: 'mf_admin',
    area: 'The admin area',
    entry: 'http://localhost:3003/mf-manifest.json',
    version: 'test',
    routes: [
      { path: '/adminpage', match: 'prefix', guard: 'admin', title: 'Admin', frame: 'own' },
      { path: '/adminpage/staff', match: 'prefix', guard: 'office-admin', title: 'Staff', frame: 'own', refusal: 'Only an administrator can manage staff.' },
    ],
  };
  const warden = { request: { query: SESSION_ME }, result: { data: { me: { __typename: 'User', id: 'w1', name: 'Meera', email: 'meera@x.test', role: 'WARDEN' }, officeTimeZone: 'Asia/Kolkata' } } };

  it("tells a warden so in the manifest's sentence, with only the way to the dashboard, and loads none of the remote", async () => {
    renderScreen(
      <RemotesContext.Provider value={[ADMIN_AREA]}>
        <SessionProvider>
          <ShellRoutes />
        </SessionProvider>
      </RemotesContext.Provider>,
      { path: '*', at: '/adminpage/staff', mocks: [warden] },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Only an administrator can manage staff.' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute('href', '/adminpage/dashboard');
    expect(screen.queryByRole('status', { name: 'Loading' })).not.toBeInTheDocument();
    expect(document.title).toBe('Staff · DormSpace');
  });
});

describe('a page on which a remote failed', () => {
  const student = { request: { query: SESSION_ME }, result: { data: { me: { __typename: 'User', id: 's1', name: 'Asha Rao', email: 'asha@x.test', role: 'STUDENT' }, officeTimeZone: 'Asia/Kolkata' } } };
  /** The shell's routes as the page mounts them, in a browser router (the window's address is the router's). */
  const renderShell = () =>
    render(
      <GraphQLProvider client={mockedClient([{ ...student, maxUsageCount: Number.POSITIVE_INFINITY }])}>
        <UiProvider>
          <RemotesContext value={REMOTES}>
            <BrowserRouter>
              <SessionProvider>
                <ShellRoutes />
              </SessionProvider>
            </BrowserRouter>
          </RemotesContext>
        </UiProvider>
      </GraphQLProvider>,
    );
  const go = (path: string) =>
    act(() => {
      window.history.pushState(null, '', path);
      window.dispatchEvent(new PopStateEvent('popstate'));
    });

  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    window.history.replaceState(null, '', '/allotmentGH-2');
  });
  afterEach(() => {
    vi.restoreAllMocks();
    stopReports();
    window.history.replaceState(null, '', '/');
  });

  it('loads the next screen as a fresh page, which reads /remotes.json again (a canary rolled back since), and not the one it is on', async () => {
    const load = vi.spyOn(freshPage, 'load').mockImplementation(() => undefined);
    renderShell();
    // No federation runtime on this page: mf_rooms' routes cannot be loaded, and its fallback stands in.
    expect(await screen.findByTestId('remote-unavailable')).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();

    go('/allotmentGH-2?floor=2');
    expect(load).toHaveBeenCalledWith('/allotmentGH-2?floor=2');
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  });

  it('moves within the page while the browser is offline: the fallback explains it better than the browser would', async () => {
    const load = vi.spyOn(freshPage, 'load').mockImplementation(() => undefined);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderShell();
    expect(await screen.findByTestId('remote-unavailable')).toBeInTheDocument();
    go('/allotmentGH-3');
    expect(load).not.toHaveBeenCalled();
    expect(await screen.findByTestId('remote-unavailable')).toBeInTheDocument();
  });
});
