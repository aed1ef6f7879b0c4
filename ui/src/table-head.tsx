import { THead, Th, Tr } from './table-parts';
import { VisuallyHidden } from './visually-hidden';

/** A column of {@link TableHead}: its heading, or one only screen readers hear (a column of buttons). */
export type TableColumn = string | { label: string; visuallyHidden: true };

/** Props of {@link TableHead}. */
export interface TableHeadProps {
  /** The column headings, in the columns' order. */
  columns: readonly TableColumn[];
}

/*
 * The heading row of a `Table`: one `<th scope="col">` a column. The explicit ARIA roles match
 * the implicit ones, and keep the row's meaning where a stylesheet changes the parts' `display`
 * (mf-admin's card tables do; some browsers then drop a table's semantics).
 */
export function TableHead({ columns }: TableHeadProps) {
  return (
    <THead role="rowgroup">
      <Tr role="row">
        {columns.map((column) => {
          const label = typeof column === 'string' ? column : column.label;
          return (
            <Th key={label} scope="col" role="columnheader">
              {typeof column === 'string' ? column : <VisuallyHidden>{label}</VisuallyHidden>}
            </Th>
          );
        })}
      </Tr>
    </THead>
  );
}
