import { within } from '@testing-library/react';

/**
 * The cells of a table, row by row, as the card layout labels them (`data-label`), next to the
 * column headings: jsdom lays nothing out, so a test checks the markup the narrow cards are made of.
 */
export function cardLabels(table: HTMLElement): { headings: string[]; rows: (string | null)[][] } {
  const headings = within(table).getAllByRole('columnheader').map((header) => header.textContent ?? '');
  const rows = within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell').map((cell) => cell.getAttribute('data-label')));
  return { headings, rows };
}

/** Whether the table sits in the box whose narrow layout is cards (shared/card-table.tsx). */
export const inCardLayout = (table: HTMLElement): boolean => table.closest('[data-layout="cards-when-narrow"]') !== null;
