import { act, render, screen } from '@testing-library/react';
import { useEffect, type ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { UiProvider } from 'ui';
import { GraphQLProvider, useClient, type GraphQLClient } from 'web-kit/graphql';
import { mockedClient, type Mock } from 'web-kit/testing';
import { RequireAdmin, RequireSession } from './guards';
import { SessionProvider, type SessionUser } from './session';
import { SESSION_ME as ME } from './session.operations';

function WhereAmI() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

/** A screen at `path`, with mocked GraphQL (the edge of the world); any navigation shows where it went. */
function renderScreen(element: ReactNode, { path, mocks }: { path: string; mocks: Mock[] }) {
  return render(
    <GraphQLProvider client={mockedClient(mocks)}>
      <UiProvider>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={path} element={element} />
            <Route path="*" element={<WhereAmI />} />
          </Routes>
        </MemoryRouter>
      </UiProvider>
    </GraphQLProvider>,
  );
}

const student: SessionUser = { id: 's1', name: 'Priya', email: 'priya@x.test', role: 'STUDENT' };
const admin: SessionUser = { ...student, id: 'a1', role: 'ADMIN' };
const warden: SessionUser = { ...student, id: 'w1', role: 'WARDEN' };
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
