import { CardCell, CardRow, CardTable } from '../../shared/card-table';
import { kindWords, studentWords } from './year-words';
import type { PendingItemRow } from './year.operations';

const COLUMNS = ['What', 'Student', 'Hostel', 'Detail'] as const;

/**
 * What still waits in the open year, a row each: a table where there is room, a card each on a
 * phone. The detail comes last in each card, full width, under the rest.
 */
export function PendingList({ items }: { items: readonly PendingItemRow[] }) {
  return (
    <CardTable label="What still waits" columns={COLUMNS}>
      {items.map((item, index) => (
        <CardRow key={`${item.kind}-${item.enrollmentId ?? item.studentName}-${index}`}>
          <CardCell label={COLUMNS[0]}>{kindWords(item.kind)}</CardCell>
          <CardCell label={COLUMNS[1]}>{studentWords(item)}</CardCell>
          <CardCell label={COLUMNS[2]}>{item.hostel ?? '—'}</CardCell>
          <CardCell label={COLUMNS[3]}>{item.detail}</CardCell>
        </CardRow>
      ))}
    </CardTable>
  );
}
