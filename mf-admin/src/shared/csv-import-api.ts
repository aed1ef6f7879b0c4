/** The largest file the gateway takes (the contract's 5 MB): a larger one is refused here first. */
export const MAX_CSV_BYTES = 5 * 1024 * 1024;

/** One problem of an import: the file's line (the header is line 1), the column, and what is wrong. */
export interface ImportProblem {
  line: number;
  field: string | null;
  message: string;
}

/** What the gateway says of a CSV import (a dry run, or the real one): the rooms' and the roster's alike. */
export interface CsvImportReport {
  dryRun: boolean;
  rows: number;
  created: number;
  updated: number;
  unchanged: number;
  problems: ImportProblem[];
}

/** An import that did not run at all (the session ended, the file was too large…), with a sentence saying why. */
export class ImportRefused extends Error {
  override name = 'ImportRefused';
}

const TOO_LARGE = 'The file is larger than 5 MB. Split it and import each part.';

/** What a refusal says when the gateway's answer has no sentence of its own (an import adds its 403, 404…). */
const BY_STATUS: Record<number, string> = {
  401: 'Your session has ended. Log in again, then import the file.',
  413: TOO_LARGE,
  415: 'That file is not a CSV file.',
  429: 'Too many imports at once. Wait a minute, then try again.',
};

const isImport = (body: unknown): body is CsvImportReport =>
  typeof body === 'object' && body !== null && Array.isArray((body as CsvImportReport).problems) && typeof (body as CsvImportReport).rows === 'number';

const messageOf = (body: unknown): string | null =>
  typeof body === 'object' && body !== null && typeof (body as { message?: unknown }).message === 'string' ? (body as { message: string }).message : null;

/**
 * Sends `file` to `url` as text/csv: a dry run (`?dryRun=1`, nothing written) or the import.
 * Resolves with the gateway's counts and problems, a refused import's (400) too: its body is the
 * same, listing what to fix. Rejects with {@link ImportRefused} and a sentence otherwise: the
 * gateway's, else `refusals`' or the common one for the status. The session cookie goes along (the
 * API is on the page's origin, through the shell), and the browser adds the Origin the gateway
 * checks on a write.
 */
export async function sendCsv(url: string, file: Blob, { dryRun, refusals = {} }: { dryRun: boolean; refusals?: Record<number, string> }): Promise<CsvImportReport> {
  if (file.size > MAX_CSV_BYTES) throw new ImportRefused(TOO_LARGE);
  let response: Response;
  try {
    response = await fetch(`${url}${dryRun ? '?dryRun=1' : ''}`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/csv', Accept: 'application/json' },
      body: file,
      credentials: 'same-origin',
    });
  } catch {
    throw new ImportRefused('Could not reach the server. Check the connection and try again.');
  }
  const body: unknown = await response.json().catch(() => null);
  if ((response.ok || response.status === 400) && isImport(body)) return body;
  // A file too large is refused by the gateway's body reader, in words about request bodies: ours say what to do.
  const said = response.status === 413 ? null : messageOf(body);
  throw new ImportRefused(said ?? refusals[response.status] ?? BY_STATUS[response.status] ?? 'The import did not work. Try again in a moment.');
}
