import { NavLink } from 'react-router-dom';
import { styled, type DefaultTheme } from 'ui';

const width = ({ $expanded, theme }: { $expanded: boolean; theme: DefaultTheme }) => ($expanded ? theme.sidebar.expanded : theme.sidebar.collapsed);

/**
 * The sidebar's column in the page's row, beside the page: it stretches to the row's height, so
 * its dark runs to the foot of a long page. The bar alone is one screen tall (it stays in view):
 * on its own it ended part-way down a long page wherever the page was drawn whole (a full-page
 * screenshot, print), issue 51.
 */
export const Rail = styled.div<{ $expanded: boolean }>`
  flex: none;
  width: ${width};
  background: ${({ theme }) => theme.colors.sidebar};
  transition: width 0.2s ease;
`;

/**
 * The bar itself: fixed on the left, over its column, as wide as the theme says for its state.
 * Its entries scroll within it when the screen is shorter than they are (Logout was cut off).
 */
export const Bar = styled.nav<{ $expanded: boolean }>`
  position: fixed;
  inset: 0 auto 0 0;
  z-index: 10;
  display: flex;
  flex-direction: column;
  gap: 0.25rem;
  width: ${width};
  padding: 0.75rem 0.5rem;
  overflow-x: hidden;
  overflow-y: auto;
  background: ${({ theme }) => theme.colors.sidebar};
  color: ${({ theme }) => theme.colors.sidebarText};
  transition: width 0.2s ease;
`;

export const Row = styled.div`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  min-height: 2.75rem;
  padding: 0 0.75rem;
`;

export const Brand = styled.strong`
  font-size: 1.125rem;
  white-space: nowrap;
`;

export const Item = styled(NavLink)`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  min-height: 2.75rem;
  padding: 0 0.75rem;
  border-radius: ${({ theme }) => theme.radius};
  color: inherit;
  text-decoration: none;
  white-space: nowrap;

  &.active {
    background: ${({ theme }) => theme.colors.primary};
    color: #ffffff;
  }

  &:hover:not(.active) {
    background: rgba(255, 255, 255, 0.08);
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 2px;
  }
`;

/** A button that looks like a sidebar item (the menu toggle, Logout). */
export const ItemButton = styled.button`
  all: unset;
  box-sizing: border-box;
  display: flex;
  align-items: center;
  gap: 0.75rem;
  min-height: 2.75rem;
  padding: 0 0.75rem;
  border-radius: ${({ theme }) => theme.radius};
  cursor: pointer;
  white-space: nowrap;

  &:hover {
    background: rgba(255, 255, 255, 0.08);
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
  }
`;

/** Holds an entry's lucide icon: decorative, so hidden from screen readers (the label names the entry). */
export const Icon = styled.span.attrs({ 'aria-hidden': true })`
  display: inline-flex;
  justify-content: center;
  width: 1.5rem;
  flex: none;
`;

export const Spacer = styled.div`
  flex: 1;
`;
