import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useNavigate } from 'react-router-dom';
import { LOGOUT, renderScreen } from 'web-kit/testing';
import { RemotesContext } from '../../remotes/remotes-context';
import { REMOTES } from '../../remotes/remotes.fixture';
import { StudentNav } from './student-nav';

function Jump() {
  const navigate = useNavigate();
  return <button onClick={() => navigate('/outpass')}>jump</button>;
}

function renderNav(go = vi.fn(), logoutResult = { data: { logout: true } }, signedIn = true) {
  const mocks = [{ request: { query: LOGOUT }, result: logoutResult }];
  renderScreen(
    <RemotesContext value={REMOTES}>
      <StudentNav go={go} signedIn={signedIn} />
      <Jump />
    </RemotesContext>,
    { mocks },
  );
  return { go, nav: screen.getByRole('navigation', { name: 'Student navigation' }) };
}

describe('the student navigation bar', () => {
  it('draws every icon as an SVG hidden from screen readers, with no font glyph, the name on the link', () => {
    const { nav } = renderNav();
    for (const link of within(nav).getAllByRole('link')) {
      expect(link.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
      expect(link.textContent).toBe(''); // collapsed: the icon only, named by aria-label
      expect(link.querySelector('svg')!.getAttribute('data-icon')).not.toBe('unknown'); // the fixture's old glyphs are known
    }
    const buttons = within(nav).getAllByRole('button');
    for (const button of buttons) expect(button.textContent).not.toMatch(/[☰⎋→]/);
    expect(buttons.every((button) => button.querySelector('svg[aria-hidden="true"]'))).toBe(true);
  });

  it("lists the remotes' nav entries in their order, whichever remote declares them", () => {
    const { nav } = renderNav();
    const labels = within(nav).getAllByRole('link').map((link) => link.getAttribute('aria-label'));
    expect(labels).toEqual(['Dashboard', 'Generate Outpass', 'Book Room', 'Repairs', 'Parcels', 'Visitors', 'My Profile']);
  });

  it('starts collapsed: icons only, no labels, no brand', () => {
    const { nav } = renderNav();
    expect(nav).toHaveAttribute('data-expanded', 'false');
    expect(within(nav).queryByText('Generate Outpass')).not.toBeInTheDocument();
    expect(within(nav).queryByText('DormSpace')).not.toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Generate Outpass' })).toHaveAttribute('href', '/outpass');
    expect(within(nav).getByRole('button', { name: 'Expand navigation' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('expands with labels and brand, and collapses again on a route change', async () => {
    const user = userEvent.setup();
    const { nav } = renderNav();
    await user.click(within(nav).getByRole('button', { name: 'Expand navigation' }));
    expect(nav).toHaveAttribute('data-expanded', 'true');
    expect(within(nav).getByText('DormSpace')).toBeInTheDocument();
    for (const label of ['Dashboard', 'Generate Outpass', 'Book Room', 'My Profile', 'Logout']) expect(within(nav).getByText(label)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'jump' }));
    expect(nav).toHaveAttribute('data-expanded', 'false');
    expect(within(nav).queryByText('Book Room')).not.toBeInTheDocument();
  });

  it('folds back on Escape (focus returns to the menu button) and on a click beside it', async () => {
    const user = userEvent.setup();
    const { nav } = renderNav();
    const menu = within(nav).getByRole('button', { name: 'Expand navigation' });
    await user.click(menu);
    await user.keyboard('{Escape}');
    expect(nav).toHaveAttribute('data-expanded', 'false');
    expect(menu).toHaveFocus();
    await user.click(menu);
    await user.click(screen.getByTestId('nav-backdrop'));
    expect(nav).toHaveAttribute('data-expanded', 'false');
    expect(screen.queryByTestId('nav-backdrop')).not.toBeInTheDocument();
  });

  it('offers a visitor without a session Log in, not Logout', () => {
    const { nav } = renderNav(vi.fn(), { data: { logout: true } }, false);
    expect(within(nav).queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });

  it('highlights the active route', async () => {
    const user = userEvent.setup();
    const { nav } = renderNav();
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    await user.click(within(nav).getByRole('link', { name: 'Book Room' }));
    expect(within(nav).getByRole('link', { name: 'Book Room' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
  });

  it('asks before logging out; No and Escape keep the session', async () => {
    const user = userEvent.setup();
    const { nav, go } = renderNav();
    await user.click(within(nav).getByRole('button', { name: 'Logout' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirm Logout' });
    expect(within(dialog).getByText('Are you sure you want to log out?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(within(nav).getByRole('button', { name: 'Logout' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(go).not.toHaveBeenCalled();
  });

  it('Yes ends the session on the server, clears the stored hints and loads /login', async () => {
    const user = userEvent.setup();
    localStorage.setItem('user', 'u1');
    localStorage.setItem('role', 'student');
    const { nav, go } = renderNav();
    await user.click(within(nav).getByRole('button', { name: 'Logout' }));
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    await vi.waitFor(() => expect(go).toHaveBeenCalledWith('/login?signed-out'));
    expect(localStorage.getItem('user')).toBeNull();
    expect(localStorage.getItem('role')).toBeNull();
  });
});
