import { ImportRefused, MAX_CSV_BYTES, type RoomsImport } from '../hostels/rooms-csv-api';

/** Where the office's roster is read (GET) and written (POST) as CSV. */
export const ROSTER_CSV_URL = '/api/office/roster.csv';

/**
 * What the gateway says of a roster import (a dry run, or the real one): the same report as the
 * rooms import's, read with the same pieces (the hostels' rooms CSV, issue 42).
 */
export type RosterImport = RoomsImport;

const TOO_LARGE = 'The file is larger than 5 MB. Split it and import each part.';

const BY_STATUS: Record<number, string> = {
  401: 'Your session has ended. Log in again, then import the file.',
  403: 'Only an administrator can import the roster.',
  413: TOO_LARGE,
  415: 'That file is not a CSV file.',
  429: 'Too many imports at once. Wait a minute, then try again.',
};

const isImport = (body: unknown): body is RosterImport =>
  typeof body === 'object' && body !== null && Array.isArray((body as RosterImport).problems) && typeof (body as RosterImport).rows === 'number';

const messageOf = (body: unknown): string | null =>
  typeof body === 'object' && body !== null && typeof (body as { message?: unknown }).message === 'string' ? (body as { message: string }).message : null;

/**
 * Sends `file` to the gateway as the roster: a dry run (`?dryRun=1`, nothing written) or the
 * import. Resolves with the gateway's counts and problems, a refused import's (400) too: its body
 * is the same, listing what to fix. Rejects with {@link ImportRefused} and a sentence otherwise.
 * The session cookie goes along (the API is on the page's origin, through the shell), and the
 * browser adds the Origin the gateway checks on a write.
 */
export async function sendRosterCsv(file: Blob, { dryRun }: { dryRun: boolean }): Promise<RosterImport> {
  if (file.size > MAX_CSV_BYTES) throw new ImportRefused(TOO_LARGE);
  let response: Response;
  try {
    response = await fetch(`${ROSTER_CSV_URL}${dryRun ? '?dryRun=1' : ''}`, {
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
  throw new ImportRefused(said ?? BY_STATUS[response.status] ?? 'The import did not work. Try again in a moment.');
}
