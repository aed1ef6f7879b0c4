/** The largest file the gateway takes (the contract's 5 MB): a larger one is refused here first. */
export const MAX_CSV_BYTES = 5 * 1024 * 1024;

/** One problem of an import: the file's line (the header is line 1), the column, and what is wrong. */
export interface ImportProblem {
  line: number;
  field: string | null;
  message: string;
}

/** What the gateway says of an import (a dry run, or the real one). */
export interface RoomsImport {
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

/** Where a hostel's rooms are read and written as CSV. */
export const roomsCsvUrl = (code: string): string => `/api/office/hostels/${encodeURIComponent(code)}/rooms.csv`;

const TOO_LARGE = 'The file is larger than 5 MB. Split it and import each part.';

const BY_STATUS: Record<number, string> = {
  401: 'Your session has ended. Log in again, then import the file.',
  403: 'Only an administrator can import rooms.',
  404: 'This hostel no longer exists.',
  413: TOO_LARGE,
  415: 'That file is not a CSV file.',
  429: 'Too many imports at once. Wait a minute, then try again.',
};

const isImport = (body: unknown): body is RoomsImport =>
  typeof body === 'object' && body !== null && Array.isArray((body as RoomsImport).problems) && typeof (body as RoomsImport).rows === 'number';

/**
 * Sends `file` to the gateway as the hostel's rooms: a dry run (nothing written) or the import.
 * Resolves with the gateway's counts and problems, a refused import's (400) too: its body is the
 * same, listing what to fix. Rejects with {@link ImportRefused} and a sentence otherwise. The
 * session cookie goes along as with every call of the page (same origin as the API, through the
 * shell); the browser adds the Origin the gateway checks on a write.
 */
export async function sendRoomsCsv(code: string, file: Blob, { dryRun }: { dryRun: boolean }): Promise<RoomsImport> {
  if (file.size > MAX_CSV_BYTES) throw new ImportRefused(TOO_LARGE);
  let response: Response;
  try {
    response = await fetch(`${roomsCsvUrl(code)}${dryRun ? '?dryRun=1' : ''}`, {
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
  const message = typeof body === 'object' && body !== null && typeof (body as { message?: unknown }).message === 'string' ? (body as { message: string }).message : null;
  throw new ImportRefused(message ?? BY_STATUS[response.status] ?? 'The import did not work. Try again in a moment.');
}
