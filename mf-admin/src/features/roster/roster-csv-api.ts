import type { CsvImportReport } from '../../shared/csv-import-api';

/** Where the office's roster is read (GET) and written (POST) as CSV. */
export const ROSTER_CSV_URL = '/api/office/roster.csv';

/** What the gateway says of a roster import (a dry run, or the real one): the same report as the rooms import's. */
export type RosterImport = CsvImportReport;

/** The refusals of a roster import of its own (the common ones are the shared import's). */
export const ROSTER_REFUSALS: Record<number, string> = {
  403: 'Only an administrator can import the roster.',
};
