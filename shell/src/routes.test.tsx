import { screen } from '@testing-library/react';
import { SessionProvider, type RemoteEntry } from 'web-kit';
import { renderScreen, SESSION_ME } from 'web-kit/testing';
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
