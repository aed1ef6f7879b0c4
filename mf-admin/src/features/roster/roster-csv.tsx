import { styled, ButtonLink, Card } from 'ui';
import { useClient } from 'web-kit/graphql';
import { CsvImport } from '../../shared/csv-import';
import { ROSTER_CSV_URL, ROSTER_REFUSALS } from './roster-csv-api';
import { ROSTER } from './roster.operations';

const Hint = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  margin: 0 0 1rem;
`;

const Subheading = styled.h3`
  font-size: 1rem;
  margin: 1.25rem 0 0.75rem;
`;

const STUDENTS = { one: 'student', many: 'students', made: 'added' };

/**
 * The roster as a CSV file: Export (the gateway sends the file); Import in two steps: the file is
 * checked first (a dry run, nothing written), listing every problem by line or the counts it would
 * change; Import then applies it, all or nothing, and the roster is read again.
 */
export function RosterCsv() {
  const client = useClient();
  return (
    <Card title="The roster as a CSV file" headingLevel={2}>
      <Hint>
        One student a line, with the columns enrollment_id, name, email, gender (Male or Female), year_of_study (1 to 8) and programme, and if you wish accessible_room (yes when the
        student needs an accessible room; blank is no; a file without the column keeps each student’s). Export the roster to get a file to edit; importing adds new enrollment IDs and
        brings the others up to date.
      </Hint>
      <p>
        <ButtonLink variant="secondary" href={ROSTER_CSV_URL} download>
          Export roster (CSV)
        </ButtonLink>
      </p>
      <Subheading>Import roster (CSV)</Subheading>
      <CsvImport
        url={ROSTER_CSV_URL}
        name="Import roster (CSV)"
        fieldLabel="CSV file of the roster"
        nouns={STUDENTS}
        refusals={ROSTER_REFUSALS}
        onImported={() => void client.refetch([ROSTER])}
      />
    </Card>
  );
}
