import type { MouseEvent } from 'react';
import { styled } from 'ui';

/** Off screen until focused: the first Tab of a page shows it, top left, above everything. */
const Link = styled.a`
  position: fixed;
  left: 0.5rem;
  top: 0.5rem;
  z-index: 1000;
  padding: 0.75rem 1rem;
  border-radius: 0.5rem;
  background: ${({ theme }) => theme.colors.primary};
  color: #fff;
  font-weight: 600;
  transform: translateY(-200%);

  &:focus {
    transform: none;
    outline: 3px solid ${({ theme }) => theme.colors.text};
    outline-offset: 2px;
  }
`;

/**
 * Moves focus to the page's `<main>` (every frame, the shell's and the remotes', draws one, with
 * `id="main"`: the link's target exists, as axe's skip-link rule asks, even without script).
 */
function skipToMain(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.querySelector('main');
  if (!main) return;
  event.preventDefault();
  if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1'); // focusable by script, not by Tab
  main.focus();
}

/**
 * "Skip to main content": the page's first link, so a keyboard user passes the navigation rail
 * and the bell in one step (WCAG 2.4.1). Rendered once by the shell, for its own screens and every
 * remote's.
 */
export function SkipLink() {
  return (
    <Link href="#main" onClick={skipToMain}>
      Skip to main content
    </Link>
  );
}
