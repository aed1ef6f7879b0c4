import { Link } from 'react-router-dom';
import { CardCell, CardRow, CardTable } from '../../shared/card-table';
import { kindWords, settledAt, studentWords } from './year-words';
import type { PendingItemRow } from './year.operations';

const COLUMNS = ['What', 'Student', 'Hostel', 'Detail', 'Settle it'] as const;

/**
 * What still waits in the open year, a row each: a table where there is room, a card each on a
 * phone. Each names its student (a link to their record) and links to the page where it is settled.
 */
export function PendingList({ items }: { items: readonly PendingItemRow[] }) {
  return (
    <CardTable label="What still waits" columns={COLUMNS}>
      {items.map((item) => {
        const where = settledAt(item);
        return (
          <CardRow key={`${item.kind}-${item.id}`}>
            <CardCell label={COLUMNS[0]}>{kindWords(item.kind)}</CardCell>
            <CardCell label={COLUMNS[1]}>{item.studentId && item.studentName ? <Link to={`/adminpage/students/${item.studentId}`}>{studentWords(item)}</Link> : '—'}</CardCell>
            <CardCell label={COLUMNS[2]}>{item.hostel ?? '—'}</CardCell>
            <CardCell label={COLUMNS[3]}>{item.detail}</CardCell>
            <CardCell label={COLUMNS[4]}>
              <Link to={where.to}>{where.label}</Link>
            </CardCell>
          </CardRow>
        );
      })}
    </CardTable>
  );
}
