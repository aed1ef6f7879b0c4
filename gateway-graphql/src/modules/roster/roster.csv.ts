import { CsvError, parse } from 'csv-parse/sync';
import { rosterStudentInput, type RosterStudent } from './roster.validate.js';

/** The roster file's required columns, in the order the export writes them; an import finds them by name. */
export const ROSTER_COLUMNS = ['enrollment_id', 'name', 'email', 'gender', 'year_of_study', 'programme'] as const;
export type RosterColumn = (typeof ROSTER_COLUMNS)[number];
/** Optional: the student needs an accessible room (yes/no); a file without it keeps each student's. */
export const ACCESSIBLE_COLUMN = 'accessible_room';
/** Every column the export writes, in order. */
export const ROSTER_EXPORT_COLUMNS = [...ROSTER_COLUMNS, ACCESSIBLE_COLUMN] as const;

const KEY_OF: Record<RosterColumn, keyof RosterStudent> = {
  enrollment_id: 'enrollmentId',
  name: 'name',
  email: 'email',
  gender: 'gender',
  year_of_study: 'yearOfStudy',
  programme: 'programme',
};
const COLUMN_OF = Object.fromEntries(Object.entries(KEY_OF).map(([column, key]) => [key, column])) as Record<keyof RosterStudent, RosterColumn>;

/** Other spellings a registrar's spreadsheet may use for a column (after the header is normalised). */
const ALIASES: Record<string, RosterColumn | typeof ACCESSIBLE_COLUMN> = {
  enrolment_id: 'enrollment_id',
  enrollment_no: 'enrollment_id',
  program: 'programme',
  year: 'year_of_study',
  needs_accessible_room: ACCESSIBLE_COLUMN,
};

/** yes, no, true, false, 1, 0 (any case); blank is no; anything else undefined. */
function yesNo(cell: string): boolean | undefined {
  const word = cell.trim().toLowerCase();
  if (word === 'yes' || word === 'true' || word === '1') return true;
  if (word === '' || word === 'no' || word === 'false' || word === '0') return false;
  return undefined;
}

/** "Enrollment ID" → enrollment_id: lower case, anything but letters and digits one underscore. */
const normalise = (header: string) => header.trim().toLowerCase().replace(/[^a-z0-9]+/g, '_').replace(/^_+|_+$/g, '');

/** One thing wrong with an import, at its line of the file (1 is the header); field is the column, or null for the line. */
export interface ImportProblem {
  line: number;
  field: string | null;
  message: string;
}

/** A row of the file that reads as a student. */
export interface RosterRow extends RosterStudent {
  line: number;
  /** Its accessible_room cell (false without the column). */
  needsAccessibleRoom: boolean;
}

export interface RosterFile {
  /** Data lines read (blank lines not counted). */
  records: number;
  /** The rows with no problem of their own, each enrollment ID and email once. */
  rows: RosterRow[];
  problems: ImportProblem[];
  /** The file has an accessible_room column: its rows set the flag (otherwise each student keeps theirs). */
  accessibleColumn: boolean;
}

/**
 * A cell the export wrote with an apostrophe in front, so a spreadsheet would not run it as a
 * formula (staff's `neutralise`), reads as what it was: an export imported again is unchanged.
 */
const unneutralise = (cell: string) => (/^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell);

/** csv-parse's snapshot of where a record ended. */
interface Parsed {
  record: string[];
  info: { lines: number };
}

/**
 * Reads the office's roster file: UTF-8 (a byte-order mark is fine), comma-separated, quoted as
 * RFC 4180 quotes (a quote inside an unquoted cell is taken as it is), the first line naming the columns (any order, any case; extra columns are
 * ignored). Every problem is listed with its line, none stops the reading but a file that is
 * not CSV at all: a bad email, an unknown gender, a year out of range, a missing field, and an
 * enrollment ID or email that an earlier line of the file already has.
 */
export function readRosterCsv(text: string): RosterFile {
  const problems: ImportProblem[] = [];
  const garbled = text.indexOf('\uFFFD');
  if (garbled >= 0) {
    problems.push({ line: lineAt(text, garbled), field: null, message: 'This line is not UTF-8 text: save the file as "CSV UTF-8" and import it again.' });
  }
  let parsed: Parsed[];
  try {
    parsed = parse(text, { bom: true, info: true, relax_column_count: true, relax_quotes: true, skip_empty_lines: false }) as unknown as Parsed[];
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    const line = Number(error.lines) || 1;
    return { records: 0, rows: [], problems: [...problems, { line, field: null, message: 'This line is not valid CSV: a quote is out of place or never closed.' }], accessibleColumn: false };
  }

  // Where each record starts: the line after the one the last record ended on (csv-parse
  // counts a record's lines to its end, and a quoted cell may hold line breaks).
  let nextLine = 1;
  const lines = parsed.map(({ info }) => {
    const start = nextLine;
    nextLine = info.lines + 1;
    return start;
  });
  const isBlank = (record: string[]) => record.every((cell) => cell.trim() === '');
  const first = parsed.findIndex(({ record }) => !isBlank(record));
  if (first < 0) return { records: 0, rows: [], problems: [...problems, { line: 1, field: null, message: 'The file is empty: its first line should name the columns.' }], accessibleColumn: false };

  const headerLine = lines[first]!;
  const positions = new Map<RosterColumn | typeof ACCESSIBLE_COLUMN, number>();
  parsed[first]!.record.forEach((header, index) => {
    const name = normalise(header);
    const column = (ROSTER_EXPORT_COLUMNS as readonly string[]).includes(name) ? (name as RosterColumn | typeof ACCESSIBLE_COLUMN) : ALIASES[name];
    if (!column) return;
    if (positions.has(column)) problems.push({ line: headerLine, field: column, message: `The column ${column} appears twice.` });
    else positions.set(column, index);
  });
  const missing = ROSTER_COLUMNS.filter((column) => !positions.has(column));
  if (missing.length > 0) {
    for (const column of missing) problems.push({ line: headerLine, field: column, message: `The file has no ${column} column. The first line should name: ${ROSTER_COLUMNS.join(', ')}.` });
    return { records: 0, rows: [], problems, accessibleColumn: false };
  }
  const accessibleAt = positions.get(ACCESSIBLE_COLUMN);

  const rows: RosterRow[] = [];
  const lineOfId = new Map<string, number>();
  const lineOfEmail = new Map<string, number>();
  let records = 0;
  for (let i = first + 1; i < parsed.length; i++) {
    const { record } = parsed[i]!;
    if (isBlank(record)) continue;
    records++;
    const line = lines[i]!;
    const raw = Object.fromEntries(ROSTER_COLUMNS.map((column) => [KEY_OF[column], unneutralise(record[positions.get(column)!] ?? '')]));
    const result = rosterStudentInput.safeParse(raw);
    const needsAccessibleRoom = accessibleAt === undefined ? false : yesNo(record[accessibleAt] ?? '');
    if (needsAccessibleRoom === undefined) problems.push({ line, field: ACCESSIBLE_COLUMN, message: 'Accessible room must be yes or no (blank is no).' });
    if (!result.success) {
      const named = new Set<string>();
      for (const issue of result.error.issues) {
        const column = COLUMN_OF[String(issue.path[0]) as keyof RosterStudent] ?? null;
        if (named.has(String(column))) continue;
        named.add(String(column));
        problems.push({ line, field: column, message: issue.message });
      }
      continue;
    }
    if (needsAccessibleRoom === undefined) continue;
    const row = { ...result.data, line, needsAccessibleRoom };
    const idTwice = lineOfId.get(row.enrollmentId);
    const emailTwice = lineOfEmail.get(row.email);
    if (idTwice !== undefined) problems.push({ line, field: 'enrollment_id', message: `Enrollment ID ${row.enrollmentId} is also on line ${idTwice}.` });
    if (emailTwice !== undefined) problems.push({ line, field: 'email', message: `The email ${row.email} is also on line ${emailTwice}.` });
    if (idTwice !== undefined || emailTwice !== undefined) continue;
    lineOfId.set(row.enrollmentId, line);
    lineOfEmail.set(row.email, line);
    rows.push(row);
  }
  if (records === 0) problems.push({ line: headerLine, field: null, message: 'The file names its columns but holds no students.' });
  return { records, rows, problems: sortProblems(problems), accessibleColumn: accessibleAt !== undefined };
}

/** By line, then in the file's column order (a line's own problems first). */
export function sortProblems(problems: ImportProblem[]): ImportProblem[] {
  const order = (field: string | null) => (field === null ? -1 : (ROSTER_EXPORT_COLUMNS as readonly string[]).indexOf(field));
  return [...problems].sort((a, b) => a.line - b.line || order(a.field) - order(b.field));
}

/** The 1-based line of a character of the text. */
function lineAt(text: string, index: number): number {
  let line = 1;
  for (let i = text.indexOf('\n'); i >= 0 && i < index; i = text.indexOf('\n', i + 1)) line++;
  return line;
}
