import { type FormEvent, useId, useState } from 'react';
import { styled, Alert, Button, ButtonLink, Card, Table, TableHead, TBody, Td, Tr } from 'ui';
import { useClient } from 'web-kit/graphql';
import { StatusMessage } from '../../shared/status-message';
import { ImportRefused } from '../hostels/rooms-csv-api';
import { ROSTER_CSV_URL, sendRosterCsv, type RosterImport } from './roster-csv-api';
import { countsWords, plural } from './roster-words';
import { ROSTER } from './roster.operations';

const Form = styled.form`
  align-items: end;
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem 1rem;
  margin-bottom: 1rem;

  /* The file's field takes the line's room, and no more: a native file input is wider than a phone. */
  > div {
    flex: 1 1 16rem;
    min-width: 0;
  }

  label {
    display: block;
    font-size: 0.875rem;
    font-weight: 600;
    margin-bottom: 0.375rem;
  }
`;

// The native file input, drawn as tall as a button: its own box is the tap target.
const FileInput = styled.input`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  font: inherit;
  width: 100%;
  min-height: 44px;
  padding: 0.45rem 0.5rem;

  &::file-selector-button {
    font: inherit;
    margin-right: 0.75rem;
    min-height: 1.75rem;
  }
`;

const Hint = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  margin: 0 0 1rem;
`;

const Subheading = styled.h3`
  font-size: 1rem;
  margin: 1.25rem 0 0.75rem;
`;

/** The problems of a file, line by line, as the gateway found them; nothing was written. */
function Problems({ result, fileName }: { result: RosterImport; fileName: string }) {
  const count = result.problems.length;
  return (
    <>
      <Alert>
        Nothing was imported: {fileName} has {plural(count, 'problem')}. Fix {count === 1 ? 'it' : 'them'} and check the file again.
      </Alert>
      <Table aria-label={`Problems in ${fileName}`}>
        <TableHead columns={['Line', 'Column', 'Problem']} />
        <TBody>
          {result.problems.map((problem, index) => (
            <Tr key={`${problem.line}-${problem.field ?? ''}-${index}`}>
              <Td>{problem.line}</Td>
              <Td>{problem.field ?? 'The whole line'}</Td>
              <Td>{problem.message}</Td>
            </Tr>
          ))}
        </TBody>
      </Table>
    </>
  );
}

/**
 * The roster as a CSV file: Export (the gateway sends the file); Import in two steps: the file is
 * checked first (a dry run, nothing written), listing every problem by line or the counts it would
 * change; Import then applies it, all or nothing, and the roster is read again.
 */
export function RosterCsv() {
  const client = useClient();
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  // A new key empties the file input after an import.
  const [inputKey, setInputKey] = useState(0);
  const [checked, setChecked] = useState<RosterImport | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const [busy, setBusy] = useState<'check' | 'import' | null>(null);
  const [status, setStatus] = useState('');

  const send = async (dryRun: boolean) => {
    if (!file) {
      setRefused('Choose a CSV file first.');
      return;
    }
    setBusy(dryRun ? 'check' : 'import');
    setRefused(null);
    setStatus('');
    try {
      const result = await sendRosterCsv(file, { dryRun });
      if (dryRun || result.problems.length > 0) {
        setChecked(result);
      } else {
        setChecked(null);
        setFile(null);
        setInputKey((key) => key + 1);
        setStatus(`Imported ${file.name}: ${countsWords(result, { planned: false })}.`);
        void client.refetch([ROSTER]);
      }
    } catch (error) {
      setChecked(null);
      setRefused(error instanceof ImportRefused ? error.message : 'The import did not work. Try again in a moment.');
    } finally {
      setBusy(null);
    }
  };

  const check = (event: FormEvent) => {
    event.preventDefault();
    void send(true);
  };

  return (
    <Card title="The roster as a CSV file" headingLevel={2}>
      <Hint>
        One student a line, with the columns enrollment_id, name, email, gender (Male or Female), year_of_study (1 to 8) and programme. Export the roster to get a file to edit; importing adds new
        enrollment IDs and brings the others up to date.
      </Hint>
      <p>
        <ButtonLink variant="secondary" href={ROSTER_CSV_URL} download>
          Export roster (CSV)
        </ButtonLink>
      </p>
      <Subheading>Import roster (CSV)</Subheading>
      <Form aria-label="Import roster (CSV)" onSubmit={check} noValidate>
        <div>
          <label htmlFor={inputId}>CSV file of the roster</label>
          <FileInput
            key={inputKey}
            id={inputId}
            type="file"
            accept=".csv,text/csv"
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setChecked(null);
              setRefused(null);
              setStatus('');
            }}
          />
        </div>
        <Button type="submit" variant="secondary" loading={busy === 'check'} disabled={busy === 'import'}>
          Check the file
        </Button>
      </Form>
      <StatusMessage>{status}</StatusMessage>
      {refused && <Alert>{refused}</Alert>}
      {checked && file && checked.problems.length > 0 && <Problems result={checked} fileName={file.name} />}
      {checked && file && checked.problems.length === 0 && (
        <>
          {checked.rows === 0 ? (
            <Alert tone="warning">{file.name} has no students in it: nothing to import.</Alert>
          ) : (
            <Alert tone="info">
              {file.name} is ready: {plural(checked.rows, 'line')}, {countsWords(checked, { planned: true })}. Nothing has changed yet.
            </Alert>
          )}
          {checked.rows > 0 && (
            <p>
              <Button onClick={() => void send(false)} loading={busy === 'import'} disabled={busy === 'check'}>
                Import
              </Button>
            </p>
          )}
        </>
      )}
    </Card>
  );
}
