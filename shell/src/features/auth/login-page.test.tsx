import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { renderScreen } from '../../test-utils';
import { LOGIN } from './auth.operations';
import { LoginPage } from './login-page';

const credentials = { email: 'priya@dormspace.local', password: 'student-pass-123' };

async function fillAndSubmit() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), credentials.email);
  await user.type(screen.getByLabelText('Password'), credentials.password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

describe('login', () => {
  beforeEach(() => localStorage.clear());

  it('shows the success modal for 2 seconds, stores the hints, then loads the student home', async () => {
    const navigate = vi.fn();
    renderScreen(<LoginPage navigate={navigate} />, {
      path: '/login',
      mocks: [{ request: { query: LOGIN, variables: credentials }, result: { data: { login: { __typename: 'User', id: 's1', role: 'STUDENT' } } } }],
    });
    await fillAndSubmit();
    expect(await screen.findByText('Login successful!')).toBeInTheDocument();
    expect(localStorage.getItem('user')).toBe('s1');
    expect(localStorage.getItem('role')).toBe('student');
    expect(navigate).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/'), { timeout: 3000 });
  });

  it('sends an admin to the dashboard', async () => {
    const navigate = vi.fn();
    renderScreen(<LoginPage navigate={navigate} />, {
      path: '/login',
      mocks: [{ request: { query: LOGIN, variables: credentials }, result: { data: { login: { __typename: 'User', id: 'a1', role: 'ADMIN' } } } }],
    });
    await fillAndSubmit();
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/adminpage/dashboard'), { timeout: 3000 });
    expect(localStorage.getItem('role')).toBe('Admin');
  });

  it("sends a warden to the dashboard too, hinting 'Warden'", async () => {
    const navigate = vi.fn();
    renderScreen(<LoginPage navigate={navigate} />, {
      path: '/login',
      mocks: [{ request: { query: LOGIN, variables: credentials }, result: { data: { login: { __typename: 'User', id: 'w1', role: 'WARDEN' } } } }],
    });
    await fillAndSubmit();
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/adminpage/dashboard'), { timeout: 3000 });
    expect(localStorage.getItem('user')).toBe('w1');
    expect(localStorage.getItem('role')).toBe('Warden');
  });

  it("sends a guard to the gate, hinting 'Guard'", async () => {
    const navigate = vi.fn();
    renderScreen(<LoginPage navigate={navigate} />, {
      path: '/login',
      mocks: [{ request: { query: LOGIN, variables: credentials }, result: { data: { login: { __typename: 'User', id: 'g1', role: 'GUARD' } } } }],
    });
    await fillAndSubmit();
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/adminpage/gate'), { timeout: 3000 });
    expect(navigate).not.toHaveBeenCalledWith('/adminpage/dashboard');
    expect(localStorage.getItem('user')).toBe('g1');
    expect(localStorage.getItem('role')).toBe('Guard');
  });

  it("shows the server's message on failure, and Close dismisses it", async () => {
    const navigate = vi.fn();
    renderScreen(<LoginPage navigate={navigate} />, {
      path: '/login',
      mocks: [{ request: { query: LOGIN, variables: credentials }, result: { errors: [new GraphQLError('Invalid email or password.')] } }],
    });
    await fillAndSubmit();
    expect(await screen.findByText('Invalid email or password.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('Invalid email or password.')).not.toBeInTheDocument();
    expect(navigate).not.toHaveBeenCalled();
    expect(localStorage.getItem('user')).toBeNull();
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled(); // no Retry-After: try again at once
  });

  it('holds the button while the server is too busy, for the seconds it asked, then gives it back', async () => {
    const busy = 'Many people are using DormSpace right now. Please try again in a moment.';
    renderScreen(<LoginPage navigate={vi.fn()} />, {
      path: '/login',
      mocks: [{ request: { query: LOGIN, variables: credentials }, result: { errors: [new GraphQLError(busy, { extensions: { code: 'SERVICE_UNAVAILABLE', retryAfter: 2 } })] } }],
    });
    await fillAndSubmit();
    expect(await screen.findByText(busy)).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Close' }));
    const login = screen.getByRole('button', { name: 'Login' });
    expect(login).toBeDisabled();
    expect(login).toHaveAccessibleDescription('You can try again in a moment.'); // said once, not every tick
    expect(screen.getByText('You can try again in 2 s.')).toBeInTheDocument();
    expect(await screen.findByText('You can try again in 1 s.', {}, { timeout: 1500 })).toBeInTheDocument();
    await vi.waitFor(() => expect(login).toBeEnabled(), { timeout: 2500 });
    expect(screen.queryByText(/You can try again in/)).not.toBeInTheDocument();
  });

  it('words a refusal for too many attempts with the minutes to wait', async () => {
    renderScreen(<LoginPage navigate={vi.fn()} />, {
      path: '/login',
      mocks: [
        {
          request: { query: LOGIN, variables: credentials },
          result: { errors: [new GraphQLError('Slow down.', { extensions: { code: 'RATE_LIMITED', retryAfter: 840 } })] },
        },
      ],
    });
    await fillAndSubmit();
    expect(await screen.findByText('Too many attempts, try again in 14 minutes.')).toBeInTheDocument();
  });

  it('links to forgot-password and signup, and requires both fields', () => {
    renderScreen(<LoginPage navigate={vi.fn()} />, { path: '/login' });
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
    expect(screen.getByLabelText('Email')).toBeRequired();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Password')).toBeRequired();
  });
});
