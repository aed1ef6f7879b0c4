import { styled } from './styled';

/** The styled `<thead>` of a `Table`. */
export const THead = styled.thead`
  background: ${({ theme }) => theme.colors.background};
`;

/** The styled `<tbody>` of a `Table`. */
export const TBody = styled.tbody``;

/** A styled table row, lightly highlighted on hover. */
export const Tr = styled.tr`
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  tbody &:last-child {
    border-bottom: none;
  }

  tbody &:hover {
    background: ${({ theme }) => theme.colors.background};
  }
`;

/** A styled header cell. */
export const Th = styled.th`
  padding: 0.625rem 0.875rem;
  text-align: left;
  font-size: 0.8125rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.muted};
  white-space: nowrap;
`;

/** A styled data cell. */
export const Td = styled.td`
  padding: 0.625rem 0.875rem;
  vertical-align: middle;
`;
