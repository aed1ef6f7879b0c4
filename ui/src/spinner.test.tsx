import { screen } from '@testing-library/react';
import { renderWithUi } from './render-with-ui';
import { Spinner } from './spinner';

describe('Spinner', () => {
  it('is a status named "Loading" by default', () => {
    renderWithUi(<Spinner />);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  });

  it('uses the given label', () => {
    renderWithUi(<Spinner label="Loading rooms" size="lg" />);
    expect(screen.getByRole('status')).toHaveAccessibleName('Loading rooms');
  });
});
