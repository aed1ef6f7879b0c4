import type { CsvImportReport } from '../../shared/csv-import-api';

/** What the gateway says of a rooms import (a dry run, or the real one). */
export type RoomsImport = CsvImportReport;

/** Where a hostel's rooms are read and written as CSV. */
export const roomsCsvUrl = (code: string): string => `/api/office/hostels/${encodeURIComponent(code)}/rooms.csv`;

/** The refusals of a rooms import of its own (the common ones are the shared import's). */
export const ROOMS_REFUSALS: Record<number, string> = {
  403: 'Only an administrator can import rooms.',
  404: 'This hostel no longer exists.',
};
