import { styled, Card } from 'ui';
import { CsvImport } from '../../shared/csv-import';
import { Actions, FileLink } from './links';
import { changesOf, ROOMS_REFUSALS, roomsCsvUrl, type RoomsImport } from './rooms-csv-api';
import { RoomChanges } from './rooms-csv-changes';

const Hint = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  margin: 0 0 1rem;
`;

const ROOMS = { one: 'room', many: 'rooms', made: 'created' };

/**
 * A hostel's rooms as a CSV file: Export (the gateway sends the file); Import, in two steps: the
 * file is checked first (a dry run, nothing written) and every problem listed by line, or the
 * counts it would change shown with each room it adds or changes, column by column; Import then
 * applies it, all or nothing.
 */
export function RoomsCsv({ code, onImported }: { code: string; onImported: (result: RoomsImport) => void }) {
  return (
    <Card>
      <h2>Rooms as a CSV file</h2>
      <Hint>
        One room a line, with the columns number, floor, type (Single, Double, Triple or Quad), in_service (yes or no), out_of_service_reason, and if you wish accessible (yes for a
        room fit for a student who needs one; blank is no; a file without the column keeps each room’s). Export the rooms to get a file to edit.
      </Hint>
      <Actions>
        <FileLink href={roomsCsvUrl(code)} download>
          Export rooms (CSV)
        </FileLink>
      </Actions>
      <h3>Import rooms (CSV)</h3>
      <CsvImport
        url={roomsCsvUrl(code)}
        name="Import rooms (CSV)"
        fieldLabel={`CSV file of ${code}'s rooms`}
        nouns={ROOMS}
        refusals={ROOMS_REFUSALS}
        onImported={onImported}
        details={(result, fileName) => <RoomChanges changes={changesOf(result)} fileName={fileName} />}
      />
    </Card>
  );
}
