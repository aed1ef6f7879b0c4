import type { CsvImportReport } from '../../shared/csv-import-api';

/**
 * One room an import adds or changes: the file's line, the room, and each column's value before
 * and after, as the file writes it (`before` null on a new room; a null value is an empty cell).
 */
export interface RoomChange {
  line: number;
  room: number;
  added: boolean;
  fields: { field: string; before: string | null; after: string | null }[];
}

/** What the gateway says of a rooms import (a dry run, or the real one); a gateway older than issue 51 sends no `changes`. */
export type RoomsImport = CsvImportReport & { changes?: RoomChange[] };

/** The changes a rooms import reports, none when the answer has no list. */
export const changesOf = (report: CsvImportReport): RoomChange[] => {
  const changes = (report as RoomsImport).changes;
  return Array.isArray(changes) ? changes : [];
};

/** Where a hostel's rooms are read and written as CSV. */
export const roomsCsvUrl = (code: string): string => `/api/office/hostels/${encodeURIComponent(code)}/rooms.csv`;

/** The refusals of a rooms import of its own (the common ones are the shared import's). */
export const ROOMS_REFUSALS: Record<number, string> = {
  403: 'Only an administrator can import rooms.',
  404: 'This hostel no longer exists.',
};
