import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { styled, ButtonLink } from 'ui';

/**
 * The frame of the selection process's pages: one column that never grows wider than the screen
 * (long names wrap), every button, field and link drawn as a button a 44 px tap target (ui's are
 * some 42 px tall), as the Academic year page does.
 */
export const Page = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 1.5rem;
  overflow-wrap: anywhere;

  button,
  input:not([type='checkbox']):not([type='radio']),
  a[data-button] {
    min-height: 44px;
  }

  /* A link drawn as a button wraps rather than push the page wider than a phone (ui's keep to one line). */
  a[data-button] {
    white-space: normal;
  }

  h1 {
    margin-bottom: 0;
  }
`;

/** A row of buttons and links that wraps on a phone. */
export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

/** A link within the admin area, drawn as a button. */
export function LinkButton({ to, variant = 'secondary', children, ...rest }: { to: string; variant?: 'primary' | 'secondary'; children: ReactNode; 'aria-label'?: string }) {
  return (
    <ButtonLink as={Link} to={to} variant={variant} data-button="" {...rest}>
      {children}
    </ButtonLink>
  );
}

/** "← Selection processes": back to the list, above a process's heading. */
export const BackLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
`;
