import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UiProvider } from 'ui';
import { SkipLink } from './skip-link';

describe('the skip link', () => {
  it("is the page's first stop for Tab, and Enter moves focus past the navigation to the main content", async () => {
    render(
      <UiProvider>
        <SkipLink />
        <nav aria-label="Student navigation">
          <a href="/">Dashboard</a>
          <a href="/outpass">Generate Outpass</a>
        </nav>
        <main>
          <h1>Welcome</h1>
          <button>First action</button>
        </main>
      </UiProvider>,
    );
    const user = userEvent.setup();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'First action' })).toHaveFocus();
  });
});
