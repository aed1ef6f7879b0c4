import { screen } from '@testing-library/react';
import { renderWithUi } from './render-with-ui';
import { VisuallyHidden } from './visually-hidden';

describe('VisuallyHidden', () => {
  it('stays the name of what it sits in while taking no room on screen', () => {
    renderWithUi(
      <button type="button">
        <span aria-hidden="true">⎋</span>
        <VisuallyHidden>Logout</VisuallyHidden>
      </button>,
    );
    const label = screen.getByText('Logout');
    expect(screen.getByRole('button', { name: 'Logout' })).toContainElement(label);
    const style = getComputedStyle(label);
    // jsdom reads no `clip`; the rest is the rule.
    expect([style.position, style.width, style.height, style.overflow, style.whiteSpace]).toEqual(['absolute', '1px', '1px', 'hidden', 'nowrap']);
  });

  it('can be a block', () => {
    renderWithUi(
      <VisuallyHidden as="div">
        <p>A table for screen readers</p>
      </VisuallyHidden>,
    );
    const block = screen.getByText('A table for screen readers').parentElement!;
    expect(block.tagName).toBe('DIV');
    expect(getComputedStyle(block).position).toBe('absolute');
  });
});
