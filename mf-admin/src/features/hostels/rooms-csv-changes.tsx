import { Table, TableHead, TBody, Td, Tr } from 'ui';
import { plural } from '../../shared/plural';
import type { RoomChange } from './rooms-csv-api';

/** The columns' names in the office's words. */
const FIELD_WORDS: Record<string, string> = {
  floor: 'Floor',
  type: 'Type',
  in_service: 'In service',
  out_of_service_reason: 'Reason out of service',
  accessible: 'Accessible',
};

/** The most rooms listed: a hostel's file of 2,000 rooms lists the first ones and says how many more. */
export const CHANGES_SHOWN = 200;

const valueWords = (value: string | null) => (value === null || value === '' ? '(empty)' : value);

/** "Type: Double → Triple; In service: yes → no", or a new room's "Floor 2, Type Single, …". */
function changeWords(change: RoomChange): string {
  if (change.added) return `New room: ${change.fields.map((f) => `${FIELD_WORDS[f.field] ?? f.field} ${valueWords(f.after)}`).join(', ')}`;
  return change.fields.map((f) => `${FIELD_WORDS[f.field] ?? f.field}: ${valueWords(f.before)} → ${valueWords(f.after)}`).join('; ');
}

/**
 * What a checked rooms file would do, room by room (issue 51: the counts alone did not say which
 * rooms change, or how): each room added or changed, with each column's value before and after.
 */
export function RoomChanges({ changes, fileName }: { changes: RoomChange[]; fileName: string }) {
  if (changes.length === 0) return null;
  const shown = changes.slice(0, CHANGES_SHOWN);
  return (
    <>
      <Table aria-label={`Changes in ${fileName}`}>
        <TableHead columns={['Line', 'Room', 'What changes']} />
        <TBody>
          {shown.map((change) => (
            <Tr key={`${change.line}-${change.room}`}>
              <Td>{change.line}</Td>
              <Td>{change.room}</Td>
              <Td>{changeWords(change)}</Td>
            </Tr>
          ))}
        </TBody>
      </Table>
      {changes.length > shown.length && <p>…and {plural(changes.length - shown.length, 'more room')} (the first {CHANGES_SHOWN} are listed).</p>}
    </>
  );
}
