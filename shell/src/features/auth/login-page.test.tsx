import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { UiProvider } from 'ui';
import { Guard, SessionProvider, useSession } from 'web-kit';
import { GraphQLProvider } from 'web-kit/graphql';
import { mockedClient, SESSION_ME, type Mock } from 'web-kit/testing';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { LOGIN } from './auth.operations';
import { LoginPage } from './login-page';
import { renderLoginPage, sessionMe } from './test-utils-login';

const credentials = { email: 'priya@dormspace.local', password: 'student-pass-123' };
/** A stand-in for the landing page: who the session says is logged in. */
function Home() {
  return <p>Home of {useSession().user?.name ?? 'nobody'}</p>;
}

const me = (user: { id: string; role: string; name?: string } | null) => sessionMe(user, credentials.email);

/**
 * The login page as the shell shows it: under the page's session (asked once as the page opens,
 * nobody yet) and a router. `after`: who the session says is logged in when it is read again.
 */
function renderLogin(mocks: readonly Mock[], navigate: (to: string) => void = vi.fn(), after?: { id: string; role: string }) {
  renderLoginPage([me(null), ...mocks, ...(after ? [me(after)] : [])], navigate);
}

const BUSY = 'Many people are using DormSpace right now. Please try again in a moment.';

async function fillAndSubmit(user = userEvent.setup()) {
  await user.type(screen.getByLabelText('Email'), credentials.email);
  await user.type(screen.getByLabelText('Password'), credentials.password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

describe('login', () => {
  beforeEach(() => localStorage.clear());

  it('goes straight in: no dialog and no page load, the session read again, the student home shown', async () => {
    const priya = { id: 's1', name: 'Priya', role: 'STUDENT' };
    render(
      <GraphQLProvider client={mockedClient([me(null), { request: { query: LOGIN, variables: credentials }, result: { data: { login: { __typename: 'User', id: 's1', role: 'STUDENT' } } } }, me(priya)])}>
        <UiProvider>
          <SessionProvider>
            <MemoryRouter initialEntries={['/login']}>
              <Routes>
                <Route path="/login" element={<LoginPage />} />
                <Route path="/" element={
                    <Guard guard="session">
                      <Home />
                    </Guard>
                  } />
              </Routes>
            </MemoryRouter>
          </SessionProvider>
        </UiProvider>
      </GraphQLProvider>,
    );
    await fillAndSubmit();
    expect(await screen.findByText('Home of Priya', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByText('Login successful!')).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(localStorage.getItem('user')).toBe('s1');
    expect(localStorage.getItem('role')).toBe('student');
  });

  it('loads the landing page in full when the session cannot be read again', async () => {
    const navigate = vi.fn();
    const reload = vi.fn();
    render(
      <GraphQLProvider client={mockedClient([me(null), { request: { query: LOGIN, variables: credentials }, result: { data: { login: { __typename: 'User', id: 's1', role: 'STUDENT' } } } }, { request: { query: SESSION_ME }, error: new Error('offline') }])}>
        <UiProvider>
          <MemoryRouter initialEntries={['/login']}>
            <SessionProvider>
              <LoginPage navigate={navigate} reload={reload} />
            </SessionProvider>
          </MemoryRouter>
        </UiProvider>
      </GraphQLProvider>,
    );
    await fillAndSubmit();
    await vi.waitFor(() => expect(reload).toHaveBeenCalledWith('/'));
    expect(navigate).not.toHaveBeenCalled();
  });

  it('sends an admin to the dashboard', async () => {
    const navigate = vi.fn();
    renderLogin([{ request: { query: LOGIN, variables: credentials }, result: { data: { login: { __typename: 'User', id: 'a1', role: 'ADMIN' } } } }], navigate, { id: 'a1', role: 'ADMIN' });
    await fillAndSubmit();
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/adminpage/dashboard'), { timeout: 3000 });
    expect(localStorage.getItem('role')).toBe('Admin');
  });

  it("sends a warden to the dashboard too, hinting 'Warden'", async () => {
    const navigate = vi.fn();
    renderLogin([{ request: { query: LOGIN, variables: credentials }, result: { data: { login: { __typename: 'User', id: 'w1', role: 'WARDEN' } } } }], navigate, { id: 'w1', role: 'WARDEN' });
    await fillAndSubmit();
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/adminpage/dashboard'), { timeout: 3000 });
    expect(localStorage.getItem('user')).toBe('w1');
    expect(localStorage.getItem('role')).toBe('Warden');
  });

  it("sends a guard to the gate, hinting 'Guard'", async () => {
    const navigate = vi.fn();
    renderLogin([{ request: { query: LOGIN, variables: credentials }, result: { data: { login: { __typename: 'User', id: 'g1', role: 'GUARD' } } } }], navigate, { id: 'g1', role: 'GUARD' });
    await fillAndSubmit();
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/adminpage/gate'), { timeout: 3000 });
    expect(navigate).not.toHaveBeenCalledWith('/adminpage/dashboard');
    expect(localStorage.getItem('user')).toBe('g1');
    expect(localStorage.getItem('role')).toBe('Guard');
  });

  it("shows the server's message on failure, and Close dismisses it", async () => {
    const navigate = vi.fn();
    renderLogin([{ request: { query: LOGIN, variables: credentials }, result: { errors: [new GraphQLError('Invalid email or password.')] } }], navigate);
    await fillAndSubmit();
    expect(await screen.findByText('Invalid email or password.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('Invalid email or password.')).not.toBeInTheDocument();
    expect(navigate).not.toHaveBeenCalled();
    expect(localStorage.getItem('user')).toBeNull();
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled(); // no Retry-After: try again at once
  });

  it('signs in by itself when the server is too busy, after the seconds it asked, with no second press', async () => {
    const sent: number[] = [];
    const refusal = { errors: [new GraphQLError(BUSY, { extensions: { code: 'SERVICE_UNAVAILABLE', retryAfter: 1 } })] };
    const answer = (result: object) => ({ request: { query: LOGIN, variables: credentials }, result: () => (sent.push(Date.now()), result) });
    const navigate = vi.fn();
    renderLogin([answer(refusal), answer(refusal), answer({ data: { login: { __typename: 'User', id: 's1', role: 'STUDENT' } } })], navigate, { id: 's1', role: 'STUDENT' });
    await fillAndSubmit();
    expect(await screen.findByText('Busy, signing you in…')).toBeInTheDocument();
    const login = screen.getByRole('button', { name: 'Login' });
    expect(login).toBeDisabled();
    expect(login).toHaveAttribute('aria-busy', 'true');
    expect(login).toHaveAccessibleDescription('Busy, signing you in…');
    await vi.waitFor(() => expect(sent).toHaveLength(3), { timeout: 4000 });
    expect(sent[1]! - sent[0]!).toBeGreaterThanOrEqual(1000); // the Retry-After, honoured
    expect(sent[2]! - sent[1]!).toBeGreaterThanOrEqual(1000);
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/'));
    expect(screen.queryByText('Busy, signing you in…')).not.toBeInTheDocument();
    expect(screen.queryByText(BUSY)).not.toBeInTheDocument(); // never shown as a failure
  });

  it('after five tries more says the server is busy and holds the button for the seconds it asked, then gives it back', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const refusal = { request: { query: LOGIN, variables: credentials }, result: { errors: [new GraphQLError(BUSY, { extensions: { code: 'SERVICE_UNAVAILABLE', retryAfter: 2 } })] } };
      renderLogin(Array.from({ length: 6 }, () => refusal));
      await fillAndSubmit(userEvent.setup({ advanceTimers: vi.advanceTimersByTime }));
      await act(() => vi.advanceTimersByTimeAsync(10_000)); // five waits of 2 s
      expect(await screen.findByText(BUSY)).toBeInTheDocument();
      await userEvent.setup({ advanceTimers: vi.advanceTimersByTime }).click(screen.getByRole('button', { name: 'Close' }));
      const login = screen.getByRole('button', { name: 'Login' });
      expect(login).toBeDisabled();
      expect(login).toHaveAccessibleDescription('You can try again in a moment.'); // said once, not every tick
      expect(screen.getByText('You can try again in 2 s.')).toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(1000));
      expect(screen.getByText('You can try again in 1 s.')).toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(1000));
      expect(login).toBeEnabled();
      expect(screen.queryByText(/You can try again in/)).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('words a refusal for too many attempts with the minutes to wait', async () => {
    renderLogin([
        {
          request: { query: LOGIN, variables: credentials },
          result: { errors: [new GraphQLError('Slow down.', { extensions: { code: 'RATE_LIMITED', retryAfter: 840 } })] },
        },
      ], vi.fn());
    await fillAndSubmit();
    expect(await screen.findByText('Too many attempts, try again in 14 minutes.')).toBeInTheDocument();
  });

  it('links to forgot-password and signup, and requires both fields', () => {
    renderLogin([]);
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
    expect(screen.getByLabelText('Email')).toBeRequired();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Password')).toBeRequired();
  });
});
