import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { renderScreen, type Mock } from 'web-kit/testing';
import { ACCEPT_STAFF_INVITE } from './auth.operations';
import { WelcomePage } from './welcome-page';

const token = 'k7Qd2-invite_token';
const password = 'warden-pass-1';
const accepted = { request: { query: ACCEPT_STAFF_INVITE, variables: { token, password } } };

/** Opens the page as the invitation mail does; the router sees the path, the page reads the fragment. */
function openInvite(navigate = vi.fn(), { mocks = [], hash = `#invite=${token}` }: { mocks?: Mock[]; hash?: string } = {}) {
  window.history.replaceState(null, '', `/welcome${hash}`);
  renderScreen(<WelcomePage navigate={navigate} />, { path: '/welcome', mocks });
  return navigate;
}

async function fillAndSubmit(first: string, second = first) {
  const user = userEvent.setup();
  if (first) await user.type(screen.getByLabelText('New password'), first);
  if (second) await user.type(screen.getByLabelText('Confirm password'), second);
  await user.click(screen.getByRole('button', { name: 'Set password and log in' }));
  return user;
}

describe('welcome (an invited staff member sets their first password)', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('explains a link without its token, and offers no form', () => {
    openInvite(vi.fn(), { hash: '' });
    expect(screen.getByRole('heading', { level: 1, name: 'Set your password' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('This invitation link is incomplete. Open the link from your invitation mail again.');
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  });

  it('takes the token out of the address bar, keeping the page', () => {
    openInvite();
    expect(window.location.hash).toBe('');
    expect(window.location.pathname).toBe('/welcome');
    expect(screen.getByLabelText('New password')).toBeRequired();
    expect(screen.getByLabelText('Confirm password')).toBeRequired();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('refuses passwords that do not match, and sends nothing', async () => {
    const navigate = openInvite(); // no mocks: anything sent would fail loudly
    const user = await fillAndSubmit(password, `${password}x`);
    expect(screen.getByRole('alert')).toHaveTextContent('Passwords do not match.');
    expect(screen.getByLabelText('Confirm password')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Confirm password')).toHaveFocus();
    // Correcting the field clears its error at once.
    await user.type(screen.getByLabelText('Confirm password'), '{Backspace}');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('requires both fields and at least 8 characters', async () => {
    openInvite();
    const user = await fillAndSubmit('', '');
    expect(screen.getByText('Please enter a new password.')).toBeInTheDocument();
    expect(screen.getByText('Please enter the password again.')).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toHaveFocus();
    await user.type(screen.getByLabelText('New password'), 'short');
    await user.type(screen.getByLabelText('Confirm password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Set password and log in' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Password must be at least 8 characters.');
  });

  it('logs the new warden in and sends them to the admin dashboard', async () => {
    const navigate = openInvite(vi.fn(), { mocks: [{ ...accepted, result: { data: { acceptStaffInvite: { __typename: 'User', id: 'w1', role: 'WARDEN' } } } }] });
    await fillAndSubmit(password);
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/adminpage/dashboard'));
    expect(localStorage.getItem('user')).toBe('w1');
    expect(localStorage.getItem('role')).toBe('Warden');
    expect(screen.getByRole('button', { name: 'Set password and log in' })).toBeDisabled();
  });

  it("shows the server's message when the link is used or expired, and stays", async () => {
    const message = 'This invitation link is invalid, used or expired. Ask the hostel office for a new one.';
    const navigate = openInvite(vi.fn(), { mocks: [{ ...accepted, result: { errors: [new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } })] } }] });
    await fillAndSubmit(password);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(navigate).not.toHaveBeenCalled();
    expect(localStorage.getItem('user')).toBeNull();
    expect(screen.getByLabelText('New password')).toBeInTheDocument();
  });
});
