import { screen } from '@testing-library/react';
import type { ComponentPropsWithRef } from 'react';
import { Button } from './button';
import { ButtonLink } from './button-link';
import { renderWithUi } from './render-with-ui';

/** A router's link as the apps' is: its own props (`to`), an anchor underneath. */
function RouterLink({ to, children, ...rest }: { to: string } & Omit<ComponentPropsWithRef<'a'>, 'href'>) {
  return (
    <a href={`/app${to}`} data-router="yes" {...rest}>
      {children}
    </a>
  );
}

describe('ButtonLink', () => {
  it('is a link, dressed as the Button of the same variant and size', () => {
    renderWithUi(
      <>
        <ButtonLink href="/allotmentGH-1">Proceed with Selection</ButtonLink>
        <Button>Close</Button>
        <ButtonLink href="/allotmentGH-1?change=1" variant="secondary" size="sm">
          Change room
        </ButtonLink>
        <Button variant="secondary" size="sm">
          Check out
        </Button>
      </>,
    );
    const look = (element: HTMLElement) => {
      const style = getComputedStyle(element);
      return [style.display, style.padding, style.borderStyle, style.borderRadius, style.backgroundColor, style.color, style.fontSize, style.fontWeight];
    };
    const primary = screen.getByRole('link', { name: 'Proceed with Selection' });
    expect(primary).toHaveAttribute('href', '/allotmentGH-1');
    expect(look(primary)).toEqual(look(screen.getByRole('button', { name: 'Close' })));
    expect(getComputedStyle(primary).textDecoration).toBe('none');
    expect(look(screen.getByRole('link', { name: 'Change room' }))).toEqual(look(screen.getByRole('button', { name: 'Check out' })));
    expect(look(primary)).not.toEqual(look(screen.getByRole('link', { name: 'Change room' })));
  });

  it("renders through a router's link, with that link's props and none of its own", () => {
    renderWithUi(
      <ButtonLink as={RouterLink} to="/allotmentGH-1" size="sm">
        Proceed with Selection
      </ButtonLink>,
    );
    const link = screen.getByRole('link', { name: 'Proceed with Selection' });
    expect(link).toHaveAttribute('href', '/app/allotmentGH-1');
    expect(link).toHaveAttribute('data-router', 'yes');
    expect(link).not.toHaveAttribute('size');
    expect(link).not.toHaveAttribute('variant');
  });
});
