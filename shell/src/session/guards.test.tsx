import { act, screen } from '@testing-library/react';
import { useApolloClient } from '@apollo/client/react';
import { useEffect } from 'react';
import { renderScreen } from '../test-utils';
import { RequireAdmin, RequireSession } from './guards';
import { ME, SessionProvider, type SessionUser } from './session';

const student: SessionUser = { id: 's1', name: 'Priya', email: 'priya@x.test', role: 'STUDENT' };
const admin: SessionUser = { ...student, id: 'a1', role: 'ADMIN' };
const meIs = (me: SessionUser | null) => [{ request: { query: ME }, result: { data: { me: me && { __typename: 'User', ...me } } } }];

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

  it('sends nobody from the admin area to /login', async () => {
    renderScreen(guarded('admin'), { path: '/adminpage/dashboard', mocks: meIs(null) });
    expect(await screen.findByTestId('location')).toHaveTextContent('/login');
  });

  it('keeps the page mounted while a known session is read again (a reconnect re-reads active queries)', async () => {
    let mounts = 0;
    let client: ReturnType<typeof useApolloClient> | undefined;
    function Page() {
      client = useApolloClient();
      useEffect(() => void mounts++, []);
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
    await act(async () => void (await client!.refetchQueries({ include: 'active' })));
    expect(screen.getByText('secret student page')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Checking your session' })).not.toBeInTheDocument();
    expect(mounts).toBe(1);
  });
});
