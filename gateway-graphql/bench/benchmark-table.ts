import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * The table that opens docs/benchmarks.md: one row a target, its latest figure, the machine it
 * was measured on (with its argon2 yardstick), the command, the date. `npm run bench -- <name>
 * --record` rewrites the rows of what it ran, and keeps each row it replaces in
 * docs/benchmarks/history/replaced-rows.md, so no figure is lost.
 *
 * A row is found by the bold id that starts its first cell (`| **P2** selection day … |`).
 * Columns: target | latest figure | met? | machine and yardstick | command | date | history.
 */
export interface TableUpdate {
  /** The row's bold id, e.g. `P2` or `P2 GraphQL`. */
  target: string;
  figure: string;
  /** true: met, false: missed, null: no target (a measurement only). */
  met: boolean | null;
  machine: string;
  /** YYYY-MM-DD. */
  date: string;
  /** Kept as it is when not given. */
  command?: string;
}

/** The rows `npm run bench` can record, by the bold id that starts each (docs/benchmarks.md). */
export const BENCH_TARGETS = {
  readDuring: 'P1u',
  selection: 'P2',
  selectionGraphql: 'P2 GraphQL',
  cluster: 'P2 cluster',
  clusterGraphql: 'P2 cluster GraphQL',
  lanes: 'Lanes',
  login: 'P3',
  ssoCpu: 'SSO CPU',
  ssoReads: 'SSO reads',
  ssoEveryone: 'SSO everyone',
  rush: 'Rush',
  fanOut: 'P4',
  search: 'Search',
  rosterImport: 'Roster import',
  roomsImport: 'Rooms import',
  slots: 'Slots',
  slotsBaseline: 'Slots baseline',
  assignment: 'Assignment',
  suggestions: 'Suggestions',
  matchedAssignment: 'Matching',
  liveDay: 'Live day',
  repairsList: 'Repairs list',
  repairsStats: 'Repairs stats',
  repairPhoto: 'Repair photo',
  repairsGrid: 'Repairs grid',
  parcelSearch: 'Parcel search',
  parcelRush: 'Parcel rush',
  visitorSignIn: 'Visitor sign-in',
  canaryBeacon: 'Canary beacon',
} as const;

const COLUMNS = { figure: 1, met: 2, machine: 3, command: 4, date: 5 } as const;
const COLUMN_COUNT = 7;

/** A table line's cells, split on pipes that are not escaped (`\|` stays inside its cell). */
export function cellsOf(line: string): string[] {
  const inner = line.trim().replace(/^\|/, '').replace(/(?<!\\)\|$/, '');
  return inner.split(/(?<!\\)\|/).map((cell) => cell.trim());
}

/** One cell's text: a pipe escaped, a line break folded, so the table keeps its shape. */
function cellText(text: string): string {
  return text.replace(/\r?\n/g, ' ').replace(/(?<!\\)\|/g, '\\|').trim();
}

const metWords = (met: boolean | null) => (met === null ? '—' : met ? '**met**' : '**missed**');

/** The page with one target's row rewritten, and the line it replaced. Throws when no row, or more than one, has that id. */
export function recordRow(page: string, update: TableUpdate): { page: string; replaced: string } {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(update.date)) throw new Error(`date must be YYYY-MM-DD, got "${update.date}"`);
  const lines = page.split('\n');
  const prefix = `**${update.target}**`;
  const rows = lines.flatMap((line, index) => (line.startsWith('|') && (cellsOf(line)[0] ?? '').startsWith(`${prefix} `) ? [index] : []));
  if (rows.length !== 1) throw new Error(`${rows.length === 0 ? 'no row' : `${rows.length} rows`} for target "${update.target}" in the benchmarks table`);
  const index = rows[0]!;
  const replaced = lines[index]!;
  const cells = cellsOf(replaced);
  if (cells.length !== COLUMN_COUNT) throw new Error(`the row of "${update.target}" has ${cells.length} cells, not ${COLUMN_COUNT}`);
  cells[COLUMNS.figure] = cellText(update.figure);
  cells[COLUMNS.met] = metWords(update.met);
  cells[COLUMNS.machine] = cellText(update.machine);
  cells[COLUMNS.date] = update.date;
  if (update.command !== undefined) cells[COLUMNS.command] = `\`${cellText(update.command)}\``;
  lines[index] = `| ${cells.join(' | ')} |`;
  return { page: lines.join('\n'), replaced };
}

/** Every update in turn; the lines replaced, in order. */
export function recordRows(page: string, updates: TableUpdate[]): { page: string; replaced: string[] } {
  const replaced: string[] = [];
  for (const update of updates) {
    const next = recordRow(page, update);
    page = next.page;
    replaced.push(next.replaced);
  }
  return { page, replaced };
}

/** The table's header and separator lines, for the history of replaced rows. */
export function tableHeader(page: string): string {
  const lines = page.split('\n');
  const at = lines.findIndex((line, i) => line.startsWith('| target |') && (lines[i + 1] ?? '').startsWith('|---'));
  if (at < 0) throw new Error('the benchmarks table has no "| target |" header');
  return `${lines[at]}\n${lines[at + 1]}`;
}

const LOG_TITLE = '# Rows the table replaced\n\nEach row of [the table](../../benchmarks.md) as it was before `npm run bench -- … --record` replaced it, oldest first.\n\n';

/**
 * A row of docs/benchmarks.md as it reads from docs/benchmarks/history/: its relative links
 * rebased (`benchmarks/history/x.md` is `x.md` there, `decisions/…` is `../../decisions/…`, an
 * anchor of the page, `#x`, is `../../benchmarks.md#x`). Addresses with a scheme stay as they are.
 */
export function rebaseRow(row: string): string {
  return row.replace(/\]\(([^)\s]+)\)/g, (link, target: string) => {
    if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('/')) return link;
    if (target.startsWith('#')) return `](../../benchmarks.md${target})`;
    return `](${target.startsWith('benchmarks/history/') ? target.slice('benchmarks/history/'.length) : `../../${target}`})`;
  });
}

/** The history of replaced rows with `rows` added at its end (a new file when `log` is null), their links rebased. */
export function appendReplaced(log: string | null, header: string, rows: string[]): string {
  const base = log ?? `${LOG_TITLE}${header}\n`;
  return rows.length === 0 ? base : `${base.replace(/\n*$/, '\n')}${rows.map(rebaseRow).join('\n')}\n`;
}

/** Writes the updates into docs/benchmarks.md and the rows they replaced into its history. */
export async function recordInBenchmarks(updates: TableUpdate[], docsDir: string): Promise<string[]> {
  const pageFile = join(docsDir, 'benchmarks.md');
  const logFile = join(docsDir, 'benchmarks', 'history', 'replaced-rows.md');
  const before = await readFile(pageFile, 'utf8');
  const { page, replaced } = recordRows(before, updates);
  const log = await readFile(logFile, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return null;
    throw error;
  });
  await writeFile(logFile, appendReplaced(log, tableHeader(before), replaced));
  await writeFile(pageFile, page);
  return updates.map((u) => u.target);
}
