import type { ReactNode } from 'react';
import { styled } from 'ui';

const Line = styled.p`
  margin: 0 0 1rem;
  padding: 0.75rem 1rem;
  border: 1px solid ${({ theme }) => theme.colors.success}59;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.success}14;

  &:empty {
    margin: 0;
    padding: 0;
    border: 0;
  }
`;

/**
 * What the last action did, said politely. The live region stays in the page while empty, so
 * screen readers announce each new message (a region added with its text often is not).
 */
export function StatusMessage({ children }: { children?: ReactNode }) {
  return <Line role="status">{children}</Line>;
}
