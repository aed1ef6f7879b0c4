import { render, screen } from '@testing-library/react';
import { ReleaseNote } from './release-note';

describe('the release note', () => {
  it('names the app and its release in the page, for support and tests, without showing it to the user', () => {
    render(<ReleaseNote app="mf-student" />);
    const note = screen.getByTestId('release-note');
    expect(note).toHaveTextContent('mf-student · release test');
    expect(note).toHaveAttribute('data-release', 'test');
    expect(note).not.toBeVisible();
  });
});
