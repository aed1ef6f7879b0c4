import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';

/** Props of {@link Table}: those of a native `<table>`. */
export type TableProps = ComponentPropsWithRef<'table'>;

// Wide tables scroll sideways inside their own box instead of widening the whole page.
const Scroll = styled.div`
  width: 100%;
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
`;

const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.9375rem;
`;

/** A data table in a horizontally scrolling wrapper; use with THead, TBody, Tr, Th and Td. */
export function Table({ children, ...rest }: TableProps) {
  return (
    <Scroll>
      <StyledTable {...rest}>{children}</StyledTable>
    </Scroll>
  );
}
