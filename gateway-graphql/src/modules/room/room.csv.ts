import { parse } from 'csv-parse/sync';
import { unneutralise } from '../../core/csv.js';
import { AppError } from '../../core/errors.js';
import { parseInput } from '../../core/validate.js';
import { CSV_COLUMNS, CSV_REQUIRED, csvRoomRow, type CsvRoomRow } from './room.validate.js';

/** One thing wrong with an imported file: its line (1 is the header), the column if one is at fault, a sentence. */
export interface ImportProblem {
  line: number;
  field: string | null;
  message: string;
}

/** What a rooms CSV holds once read: each good row with its line, and what is wrong with the others. */
export interface ParsedRooms {
  rows: { line: number; room: CsvRoomRow }[];
  /** Data rows in the file (good and bad), not counting the header and blank lines. */
  count: number;
  problems: ImportProblem[];
}


/**
 * Reads a rooms CSV: columns by header name (any order, any case; number, floor and type
 * required, in_service, out_of_service_reason and accessible optional, nothing else), a UTF-8 byte-order
 * mark allowed, blank lines skipped. Every row is checked by the zod schema of the room module,
 * and every problem of every row is listed with the line it starts on, so a dry run shows them
 * all at once. Rows naming the same room number twice are problems too (the later ones).
 */
export function parseRoomsCsv(text: string): ParsedRooms {
  const problems: ImportProblem[] = [];
  let unreadable = 0;
  let records: { info: { lines: number }; record: string[] }[];
  try {
    records = parse(text, {
      bom: true,
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
      skip_records_with_error: true,
      on_skip: (error) => {
        unreadable++;
        problems.push({ line: Number(error?.lines ?? 0), field: null, message: `This line is not valid CSV: ${error?.message.replace(/ at line \d+/, '') ?? 'unreadable'}.` });
        return undefined;
      },
    }) as unknown as { info: { lines: number }; record: string[] }[];
  } catch (error) {
    return { rows: [], count: 0, problems: [{ line: 1, field: null, message: `The file is not valid CSV: ${error instanceof Error ? error.message : String(error)}.` }] };
  }
  const [header, ...data] = records;
  if (!header) return { rows: [], count: 0, problems: [{ line: 1, field: null, message: `The file is empty: its first line names the columns (${CSV_COLUMNS.join(',')}).` }] };
  const columns = header.record.map((name) => name.trim().toLowerCase());
  for (const [i, name] of columns.entries()) {
    if (!(CSV_COLUMNS as readonly string[]).includes(name)) problems.push({ line: 1, field: name || null, message: `Unknown column "${header.record[i]}": the columns are ${CSV_COLUMNS.join(', ')}.` });
    else if (columns.indexOf(name) !== i) problems.push({ line: 1, field: name, message: `The column ${name} is named twice.` });
  }
  for (const name of CSV_REQUIRED) if (!columns.includes(name)) problems.push({ line: 1, field: name, message: `The column ${name} is missing.` });
  // Lines csv-parse could not read are rows too (the header never is: an unreadable one leaves no header).
  const count = data.length + unreadable;
  if (problems.some((p) => p.line === 1)) return { rows: [], count, problems };

  const rows: ParsedRooms['rows'] = [];
  const lineOfNumber = new Map<number, number>();
  for (const { info, record } of data) {
    // A quoted cell may hold line breaks: the row starts that many lines before the one it ends on.
    const line = info.lines - record.reduce((n, cell) => n + (cell.match(/\n/g)?.length ?? 0), 0);
    if (record.length !== columns.length) {
      // More cells than columns is most often a comma inside a cell (a reason such as "Leak, 2nd floor").
      const hint = record.length > columns.length ? ' If a cell holds a comma, put that cell in double quotes: "Leak, 2nd floor".' : '';
      problems.push({ line, field: null, message: `This line has ${record.length} ${record.length === 1 ? 'cell' : 'cells'}; the header has ${columns.length}.${hint}` });
      continue;
    }
    const cells = Object.fromEntries(columns.map((name, i) => [name, unneutralise(record[i]!)]));
    let room: CsvRoomRow;
    try {
      room = parseInput(csvRoomRow, cells);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      for (const f of error.fieldErrors) problems.push({ line, field: f.field, message: f.message });
      continue;
    }
    const first = lineOfNumber.get(room.number);
    if (first !== undefined) {
      problems.push({ line, field: 'number', message: `Room ${room.number} is already on line ${first}.` });
      continue;
    }
    lineOfNumber.set(room.number, line);
    rows.push({ line, room });
  }
  return { rows, count, problems };
}

/** The words an export writes for a room's service state, which an import reads back. */
export const yesNoCell = (yes: boolean): string => (yes ? 'yes' : 'no');

/** A room's facts as the file's columns hold them. */
export interface RoomCells {
  floor: number;
  type: string;
  in_service: boolean;
  out_of_service_reason: string | null;
  accessible: boolean;
}

/**
 * One room an import adds or changes: the file's line, the room's number, and each column that
 * changes, before and after, as the file writes it (`before` null: a new room; a null value: an
 * empty cell). What a dry run shows the office, room by room, beside the counts.
 */
export interface RoomChange {
  line: number;
  room: number;
  added: boolean;
  fields: { field: string; before: string | null; after: string | null }[];
}

const cellsOf = (r: RoomCells): Record<string, string | null> => ({
  floor: String(r.floor),
  type: r.type,
  in_service: yesNoCell(r.in_service),
  out_of_service_reason: r.out_of_service_reason,
  accessible: yesNoCell(r.accessible),
});

/** What the file does to room `number`: every column of a new room (`before` undefined), or those that differ. */
export function roomChange(line: number, number: number, before: RoomCells | undefined, after: RoomCells): RoomChange {
  const was = before && cellsOf(before);
  const now = cellsOf(after);
  const fields = Object.entries(now)
    .filter(([field, value]) => (was ? was[field] !== value : value !== null))
    .map(([field, value]) => ({ field, before: was ? was[field]! : null, after: value }));
  return { line, room: number, added: !was, fields };
}
