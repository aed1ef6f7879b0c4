import type { Response } from 'express';
import { stringify } from 'csv-stringify';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { neutralise } from '../core/csv.js';

/** A CSV file as a service answers it: its name, its columns, its rows (read lazily, in batches). */
export interface CsvTable {
  filename: string;
  columns: string[];
  rows: AsyncIterable<unknown[]> | Iterable<unknown[]>;
}

/**
 * Sends a table as a CSV download, streamed: UTF-8 with a byte-order mark so spreadsheet
 * programs read names in any script, formula-like cells neutralised (core/csv.ts), one batch of
 * rows in memory at a time. The first row is read before the headers go, so a refusal or a dead
 * database still gets its own status. Every CSV download of the REST bridge goes through here.
 */
export async function sendCsv(res: Response, table: CsvTable): Promise<void> {
  const rows = (Symbol.asyncIterator in table.rows ? table.rows[Symbol.asyncIterator]() : Readable.from(table.rows)[Symbol.asyncIterator]()) as AsyncIterator<unknown[]>;
  const first = await rows.next();
  res.set({ 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="${table.filename}"` });
  const source = Readable.from(
    (async function* () {
      if (!first.done) yield first.value;
      for (let next = await rows.next(); !next.done; next = await rows.next()) yield next.value;
    })(),
  );
  await pipeline(source, stringify({ bom: true, header: true, columns: table.columns, cast: { string: neutralise } }), res);
}
