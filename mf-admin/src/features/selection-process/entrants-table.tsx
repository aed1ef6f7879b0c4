import { Badge } from 'ui';
import { CardCell, CardRow, CardTable } from '../../shared/card-table';
import { OUTCOME_TONE, OUTCOME_WORD } from './outcome-words';
import type { EntrantRow } from './selection-day.operations';

const COLUMNS = ['Lottery number', 'Name', 'Enrollment ID', 'Slot', 'Group', 'What happened', 'Room'] as const;

/** Entrants in lottery order with what happened to each (the list page and the live day's current slot). */
export function EntrantsTable({ label, entrants }: { label: string; entrants: readonly EntrantRow[] }) {
  return (
    <CardTable label={label} columns={COLUMNS}>
      {entrants.map((e) => (
        <CardRow key={e.enrollmentId}>
          <CardCell label={COLUMNS[0]}>{e.lotteryNumber.toLocaleString('en')}</CardCell>
          <CardCell label={COLUMNS[1]}>{e.name}</CardCell>
          <CardCell label={COLUMNS[2]}>{e.enrollmentId}</CardCell>
          <CardCell label={COLUMNS[3]}>{e.slot.toLocaleString('en')}</CardCell>
          <CardCell label={COLUMNS[4]}>{e.group ?? '—'}</CardCell>
          <CardCell label={COLUMNS[5]}>
            <Badge tone={OUTCOME_TONE[e.outcome]}>{OUTCOME_WORD[e.outcome]}</Badge>
            {e.reason && <> {e.reason}</>}
          </CardCell>
          <CardCell label={COLUMNS[6]}>{e.room ?? '—'}</CardCell>
        </CardRow>
      ))}
    </CardTable>
  );
}
