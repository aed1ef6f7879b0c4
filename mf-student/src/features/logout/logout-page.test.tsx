import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { LogoutPage } from './logout-page';
import { LOGOUT, renderScreen } from 'web-kit/testing';

describe('LogoutPage', () => {
  beforeEach(() => {
    localStorage.setItem('user', 'u1');
    localStorage.setItem('role', 'student');
  });
  afterEach(() => localStorage.clear());

  it('asks, with a way home', async () => {
    const user = userEvent.setup();
    renderScreen(<LogoutPage go={vi.fn()} />, { at: '/logout' });
    expect(screen.getByText('Are you sure you want to log out?')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Home' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('ends the session, clears the stored hints, and closing the dialog loads /login', async () => {
    const user = userEvent.setup();
    const go = vi.fn();
    renderScreen(<LogoutPage go={go} />, { at: '/logout', mocks: [{ request: { query: LOGOUT }, result: { data: { logout: true } } }] });
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    const dialog = await screen.findByRole('dialog', { name: 'Logout successful!' });
    expect(localStorage.getItem('user')).toBeNull();
    expect(localStorage.getItem('role')).toBeNull();
    expect(go).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(go).toHaveBeenCalledWith('/login?signed-out');
  });

  it("shows the server's message on failure and keeps the session", async () => {
    const user = userEvent.setup();
    const go = vi.fn();
    const mocks = [{ request: { query: LOGOUT }, result: { errors: [new GraphQLError('Session store unavailable').toJSON()] } }];
    renderScreen(<LogoutPage go={go} />, { at: '/logout', mocks });
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    const dialog = await screen.findByRole('dialog', { name: 'Logout failed' });
    expect(within(dialog).getByText('Session store unavailable')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(go).not.toHaveBeenCalled();
    expect(localStorage.getItem('user')).toBe('u1');
  });

  it('falls back to a generic message when the network fails', async () => {
    const user = userEvent.setup();
    const mocks = [{ request: { query: LOGOUT }, error: new Error('Failed to fetch') }];
    renderScreen(<LogoutPage go={vi.fn()} />, { at: '/logout', mocks });
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('An error occurred during logout')).toBeInTheDocument();
  });
});
