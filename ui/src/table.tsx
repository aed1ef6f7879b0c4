import type { ComponentPropsWithRef } from 'react';
import { styled, css } from './styled';

/** Props of {@link Table}: those of a native `<table>`, plus the design system's. */
export interface TableProps extends ComponentPropsWithRef<'table'> {
  /** Keeps the last column (the row's actions) in view while the rest scrolls sideways. */
  stickyActions?: boolean;
}

/*
 * Wide tables scroll sideways inside their own box instead of widening the page. The box is a
 * focusable, labelled region (so keyboard users can scroll it), and shadows on its edges show
 * that more columns lie that way: local backgrounds cover the shadows until scrolled.
 */
const Scroll = styled.div`
  width: 100%;
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background:
    linear-gradient(to right, ${({ theme }) => theme.colors.surface} 30%, transparent) left / 2.5rem 100% no-repeat local,
    linear-gradient(to left, ${({ theme }) => theme.colors.surface} 30%, transparent) right / 2.5rem 100% no-repeat local,
    radial-gradient(farthest-side at 0 50%, rgba(15, 23, 42, 0.25), transparent) left / 0.875rem 100% no-repeat scroll,
    radial-gradient(farthest-side at 100% 50%, rgba(15, 23, 42, 0.25), transparent) right / 0.875rem 100% no-repeat scroll,
    ${({ theme }) => theme.colors.surface};
`;

const sticky = css`
  th:last-child,
  td:last-child {
    position: sticky;
    right: 0;
    background: ${({ theme }) => theme.colors.surface};
    box-shadow: -1px 0 0 ${({ theme }) => theme.colors.border};
  }
  thead th:last-child {
    background: ${({ theme }) => theme.colors.background};
  }
`;

const StyledTable = styled.table<{ $sticky: boolean }>`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.9375rem;
  ${({ $sticky }) => ($sticky ? sticky : '')}
`;

/** On a narrow screen, where the columns do not fit, a line under the table says it scrolls. */
const Hint = styled.p`
  margin: 0.375rem 0 0;
  font-size: 0.8125rem;
  color: ${({ theme }) => theme.colors.muted};

  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    display: none;
  }
`;

/** A data table in a horizontally scrolling region; use with THead, TBody, Tr, Th and Td. */
export function Table({ children, stickyActions = false, ...rest }: TableProps) {
  return (
    <div>
      <Scroll role="region" aria-label={rest['aria-label'] ?? 'Table'} tabIndex={0}>
        <StyledTable {...rest} $sticky={stickyActions}>
          {children}
        </StyledTable>
      </Scroll>
      <Hint>Scroll the table sideways to see every column.</Hint>
    </div>
  );
}
