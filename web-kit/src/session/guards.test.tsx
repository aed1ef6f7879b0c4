import { act, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { useClient, type GraphQLClient } from 'web-kit/graphql';
import { renderScreen } from 'web-kit/testing';
import { Guard, GENERAL_REFUSAL, RequireAdmin, RequireSession } from './guards';
import { SessionProvider, type SessionUser } from './session';
import { SESSION_ME as ME } from './session.operations';

const student: SessionUser = { id: 's1', name: 'Priya', email: 'priya@x.test', role: 'STUDENT' };
const admin: SessionUser = { ...student, id: 'a1', role: 'ADMIN' };
const warden: SessionUser = { ...student, id: 'w1', role: 'WARDEN' };
const gateGuard: SessionUser = { ...student, id: 'g1', role: 'GUARD' };
const maintenancePerson: SessionUser = { ...student, id: 'm1', role: 'MAINTENANCE' };
const meIs = (me: SessionUser | null) => [{ request: { query: ME }, result: { data: { me: me && { __typename: 'User', ...me }, officeTimeZone: 'Asia/Kolkata' } } }];

const guarded = (guard: 'session' | 'admin') => (
  <SessionProvider>{guard === 'session' ? <RequireSession>secret student page</RequireSession> : <RequireAdmin>admin area</RequireAdmin>}</SessionProvider>
);

describe('guards (the server decides again; these only steer the browser)', () => {
  beforeEach(() => localStorage.clear());

  it('sends a visitor without a session from a student screen to /login', async () => {
    renderScreen(guarded('session'), { path: '/outpass', mocks: meIs(null) });
    expect(await screen.findByTestId('location')).toHaveTextContent('/login');
  });

  it('shows a student screen to a student, with the spec\'s hints stored', async () => {
    renderScreen(guarded('session'), { path: '/outpass', mocks: meIs(student) });
    expect(await screen.findByText('secret student page')).toBeInTheDocument();
    expect(localStorage.getItem('role')).toBe('student');
  });

  it('keeps a student out of the admin area', async () => {
    renderScreen(guarded('admin'), { path: '/adminpage/dashboard', mocks: meIs(student) });
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
    expect(screen.queryByText('admin area')).not.toBeInTheDocument();
  });

  it('lets an admin in, and sends nobody to /login', async () => {
    renderScreen(guarded('admin'), { path: '/adminpage/dashboard', mocks: meIs(admin) });
    expect(await screen.findByText('admin area')).toBeInTheDocument();
    expect(localStorage.getItem('role')).toBe('Admin');
  });

  it("lets a warden in too: the 'admin' guard means staff", async () => {
    renderScreen(guarded('admin'), { path: '/adminpage/dashboard', mocks: meIs(warden) });
    expect(await screen.findByText('admin area')).toBeInTheDocument();
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
    expect(localStorage.getItem('user')).toBe('w1');
    expect(localStorage.getItem('role')).toBe('Warden');
  });

  it('sends nobody from the admin area to /login', async () => {
    renderScreen(guarded('admin'), { path: '/adminpage/dashboard', mocks: meIs(null) });
    expect(await screen.findByTestId('location')).toHaveTextContent('/login');
  });

  it('keeps the page mounted while a known session is read again (a reconnect re-reads active queries)', async () => {
    let mounts = 0;
    const seen: { client?: GraphQLClient } = {};
    function Page() {
      const client = useClient();
      useEffect(() => {
        seen.client = client;
        mounts++;
      }, [client]);
      return <p>secret student page</p>;
    }
    renderScreen(
      <SessionProvider>
        <RequireSession>
          <Page />
        </RequireSession>
      </SessionProvider>,
      { path: '/outpass', mocks: [...meIs(student), ...meIs(student)] },
    );
    expect(await screen.findByText('secret student page')).toBeInTheDocument();
    await act(async () => void (await seen.client!.refetch('active')));
    expect(screen.getByText('secret student page')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Checking your session' })).not.toBeInTheDocument();
    expect(mounts).toBe(1);
  });
});

describe("the 'office-admin' guard: administrators only", () => {
  beforeEach(() => localStorage.clear());
  const SENTENCE = 'Only an administrator can change selection windows.';
  // `guard` as a manifest may carry it: a value this code does not know is typed in by force.
  const adminOnly = (guard: string = 'office-admin') => (
    <SessionProvider>
      <Guard guard={guard as 'office-admin'} refusal={SENTENCE}>
        <button type="button">Save window</button>
      </Guard>
    </SessionProvider>
  );

  it('lets an administrator in', async () => {
    renderScreen(adminOnly(), { path: '/adminpage/selection', mocks: meIs(admin) });
    expect(await screen.findByRole('button', { name: 'Save window' })).toBeInTheDocument();
  });

  it.each([
    ['warden', warden],
    ['gate guard', gateGuard],
    ['maintenance person', maintenancePerson],
  ])('tells a %s so in one sentence, with nothing to press but the way to their own start', async (who, user) => {
    renderScreen(adminOnly(), { path: '/adminpage/selection', mocks: meIs(user) });
    expect(await screen.findByRole('heading', { level: 1, name: SENTENCE })).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getAllByRole('link')).toHaveLength(1); // no dead end: the remote's menu is not loaded for them
    expect(screen.getByRole('link')).toHaveAttribute('href', { warden: '/adminpage/dashboard', 'gate guard': '/adminpage/gate', 'maintenance person': '/adminpage/repairs' }[who]);
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it('sends a student home and a visitor to /login, as the staff guard does', async () => {
    const view = renderScreen(adminOnly(), { path: '/adminpage/selection', mocks: meIs(student) });
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
    view.unmount();
    renderScreen(adminOnly(), { path: '/adminpage/selection', mocks: meIs(null) });
    expect(await screen.findByTestId('location')).toHaveTextContent('/login');
  });

  it('says a general sentence when the route gives none', async () => {
    renderScreen(
      <SessionProvider>
        <Guard guard="office-admin">admin only</Guard>
      </SessionProvider>,
      { path: '/adminpage/staff', mocks: meIs(warden) },
    );
    expect(await screen.findByRole('heading', { level: 1, name: GENERAL_REFUSAL })).toBeInTheDocument();
    expect(screen.queryByText('admin only')).not.toBeInTheDocument();
  });

  it('treats a guard it does not know as the strictest it knows: a warden is refused, an admin let in', async () => {
    const view = renderScreen(adminOnly('hostel-manager'), { path: '/adminpage/future', mocks: meIs(warden) });
    expect(await screen.findByRole('heading', { level: 1, name: SENTENCE })).toBeInTheDocument();
    view.unmount();
    renderScreen(adminOnly('hostel-manager'), { path: '/adminpage/future', mocks: meIs(admin) });
    expect(await screen.findByRole('button', { name: 'Save window' })).toBeInTheDocument();
  });
});
