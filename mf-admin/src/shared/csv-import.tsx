import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { styled, Alert, Button, Table, TableHead, TBody, Td, Tr } from 'ui';
import { ImportRefused, sendCsv, type CsvImportReport } from './csv-import-api';
import { plural } from './plural';
import { StatusMessage } from './status-message';

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

/** What a file's lines are, in words: `{ one: 'room', many: 'rooms', made: 'created' }`. */
export interface CsvImportNouns {
  one: string;
  many: string;
  /** What an import does to a new line's thing: "created", "added". */
  made: string;
}

/** "3 rooms to be created, 2 to be updated and 7 unchanged" (a dry run) or "3 rooms created, 2 updated and 7 unchanged". */
export function countsWords({ created, updated, unchanged }: Pick<CsvImportReport, 'created' | 'updated' | 'unchanged'>, nouns: CsvImportNouns, { planned }: { planned: boolean }): string {
  const be = planned ? 'to be ' : '';
  return `${plural(created, nouns.one, nouns.many)} ${be}${nouns.made}, ${updated.toLocaleString('en')} ${be}updated and ${unchanged.toLocaleString('en')} unchanged`;
}

/** The problems of a file, line by line, as the gateway found them; nothing was written. */
function Problems({ result, fileName }: { result: CsvImportReport; fileName: string }) {
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

/** Props of {@link CsvImport}. */
export interface CsvImportProps {
  /** Where the gateway takes the file (POST text/csv; `?dryRun=1` checks it). */
  url: string;
  /** The form's accessible name: "Import rooms (CSV)". */
  name: string;
  /** The file field's label: "CSV file of the roster". */
  fieldLabel: string;
  nouns: CsvImportNouns;
  /** Sentences for refusals of this import's own (403, 404…), by status; the gateway's sentence comes first. */
  refusals?: Record<number, string>;
  /** Called once a file is imported (not on a dry run): the screen reads its data again. */
  onImported: (result: CsvImportReport) => void;
  /** What a clean check would change, in detail, under its counts (the rooms' changes, room by room). */
  details?: (result: CsvImportReport, fileName: string) => ReactNode;
}

/**
 * A CSV file imported in two steps: the file is checked first (a dry run, nothing written) and
 * every problem listed by line, or the counts it would change shown; Import then applies it, all
 * or nothing. The form only: the screen draws the card, the heading and the export link around it.
 */
export function CsvImport({ url, name, fieldLabel, nouns, refusals, onImported, details }: CsvImportProps) {
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  // A new key empties the file input after an import.
  const [inputKey, setInputKey] = useState(0);
  const [checked, setChecked] = useState<CsvImportReport | null>(null);
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
      const result = await sendCsv(url, file, { dryRun, refusals });
      if (dryRun || result.problems.length > 0) {
        setChecked(result);
      } else {
        setChecked(null);
        setFile(null);
        setInputKey((key) => key + 1);
        setStatus(`Imported ${file.name}: ${countsWords(result, nouns, { planned: false })}.`);
        onImported(result);
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
    <>
      <Form aria-label={name} onSubmit={check} noValidate>
        <div>
          <label htmlFor={inputId}>{fieldLabel}</label>
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
            <Alert tone="warning">
              {file.name} has no {nouns.many} in it: nothing to import.
            </Alert>
          ) : (
            <Alert tone="info">
              {file.name} is ready: {plural(checked.rows, 'line')}, {countsWords(checked, nouns, { planned: true })}. Nothing has changed yet.
            </Alert>
          )}
          {checked.rows > 0 && details?.(checked, file.name)}
          {checked.rows > 0 && (
            <p>
              <Button onClick={() => void send(false)} loading={busy === 'import'} disabled={busy === 'check'}>
                Import
              </Button>
            </p>
          )}
        </>
      )}
    </>
  );
}
