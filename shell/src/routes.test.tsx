import { screen } from '@testing-library/react';
import { ShellRoutes } from './routes';
import { renderScreen } from './test-utils';

describe("the shell's own routes", () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it("draws the guardian's consent page at /guardian, public and without navigation", async () => {
    renderScreen(<ShellRoutes />, { path: '*', at: '/guardian' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Outpass consent' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Notifications/ })).not.toBeInTheDocument();
  });
});
