import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, useLocation } from 'react-router-dom';
import { renderScreen } from './render-screen';

/** A screen with a way elsewhere, saying the state it was opened with. */
function Page() {
  const { state } = useLocation() as { state: { from?: string } | null };
  return (
    <>
      <p>the page{state?.from ? `, from ${state.from}` : ''}</p>
      <Link to="/elsewhere?floor=1">leave</Link>
    </>
  );
}

describe('renderScreen', () => {
  it('stands the screen at its route; a navigation elsewhere shows only where the router went', async () => {
    renderScreen(<Page />, { path: '/outpass' });
    expect(screen.getByText('the page')).toBeInTheDocument();
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'leave' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/elsewhere\?floor=1$/);
    expect(screen.queryByText('the page')).not.toBeInTheDocument();
  });

  it('without a route, keeps the screen mounted wherever it goes, opened at `at` with its state', async () => {
    renderScreen(<Page />, { at: { pathname: '/allotment', state: { from: 'the grid' } } });
    expect(screen.getByText('the page, from the grid')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/allotment$/);
    await userEvent.click(screen.getByRole('link', { name: 'leave' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/elsewhere\?floor=1$/);
    expect(screen.getByText('the page')).toBeInTheDocument();
  });
});
