import { Fragment, type ReactNode } from 'react';
import { styled } from './styled';

const List = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: 0.5rem 1rem;
  margin: 0;
`;

const Term = styled.dt`
  color: ${({ theme }) => theme.colors.muted};
  font-weight: 600;
`;

const Value = styled.dd`
  margin: 0;
  overflow-wrap: anywhere;
`;

/** One label and its value. */
export interface Detail {
  label: string;
  /** Empty values show a dash, so a missing field reads as missing rather than as a layout glitch. */
  value: ReactNode;
}

/**
 * Label/value pairs as a definition list (profiles, room and request details, hostel figures);
 * long values wrap rather than widen the page.
 */
export function DetailList({ items }: { items: readonly Detail[] }) {
  return (
    <List>
      {items.map(({ label, value }) => (
        <Fragment key={label}>
          <Term>{label}</Term>
          <Value>{value === null || value === undefined || value === '' ? '—' : value}</Value>
        </Fragment>
      ))}
    </List>
  );
}
