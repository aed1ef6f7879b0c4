import type { ReactNode } from 'react';
import { styled, Table, TBody, Td, TableHead, Tr } from 'ui';

/** Below this width of its own box (not the screen's: the sidebar may be open), rows become cards. */
export const CARD_WIDTH = '40rem';

/*
 * One table, two layouts, decided by CSS alone (a container query): wide, ui's Table with the
 * actions column kept in view; narrow (a phone), each row a card of "label: value" lines with its
 * buttons at the bottom, so nothing starts off-screen. The labels come from each cell's
 * `data-label`. Explicit ARIA roles keep the table's meaning where `display` changes (some
 * browsers drop a table's semantics once its parts are no longer table boxes).
 */
const Frame = styled.div`
  container-type: inline-size;

  /* '&&' (the class twice) outweighs ui's own table rules, whatever order the sheets come in. */

  @container (max-width: ${CARD_WIDTH}) {
    && [role='region'] {
      overflow: visible;
      border: 0;
      background: none;
    }

    /* ui's "scroll sideways" line: nothing scrolls any more. */
    && [role='region'] ~ p {
      display: none;
    }

    && table,
    && tbody,
    && tr,
    && td {
      display: block;
      width: auto;
    }

    && thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
    }

    && tr {
      margin-bottom: 0.75rem;
      padding: 0.5rem 0.875rem;
      border: 1px solid ${({ theme }) => theme.colors.border};
      border-radius: ${({ theme }) => theme.radius};
      background: ${({ theme }) => theme.colors.surface};
    }

    && td {
      display: grid;
      grid-template-columns: minmax(5.5rem, 35%) minmax(0, 1fr);
      gap: 0.75rem;
      padding: 0.375rem 0;
      overflow-wrap: anywhere;
    }

    && td::before {
      content: attr(data-label);
      overflow-wrap: normal; /* a label breaks between syllables ("Responsi-bility"), not anywhere */
      hyphens: auto;
      font-weight: 600;
      color: ${({ theme }) => theme.colors.muted};
    }

    /* The actions: full width at the foot of the card, not sticky. */
    && td:last-child {
      position: static;
      display: block;
      margin-top: 0.25rem;
      padding-top: 0.75rem;
      border-top: 1px solid ${({ theme }) => theme.colors.border};
      box-shadow: none;
    }

    && td:last-child::before {
      content: none;
    }
  }
`;

/** Props of {@link CardTable}. */
export interface CardTableProps {
  /** The table's accessible name. */
  label: string;
  /** The column headings; the last column holds the row's actions. */
  columns: readonly string[];
  /** The rows: {@link CardRow}s of {@link CardCell}s, in the columns' order. */
  children: ReactNode;
}

/** A table whose rows turn into cards where it is narrow (see {@link CARD_WIDTH}). */
export function CardTable({ label, columns, children }: CardTableProps) {
  return (
    <Frame data-layout="cards-when-narrow">
      <Table aria-label={label} role="table" stickyActions>
        <TableHead columns={columns} />
        <TBody role="rowgroup">{children}</TBody>
      </Table>
    </Frame>
  );
}

/** A row of a {@link CardTable}: a card where the table is narrow. */
export const CardRow = styled(Tr).attrs({ role: 'row' })``;

/** A cell of a {@link CardTable}; `label` is its column's heading, written before it in a card. */
export function CardCell({ label, children }: { label: string; children?: ReactNode }) {
  return (
    <Td role="cell" data-label={label}>
      {children}
    </Td>
  );
}
