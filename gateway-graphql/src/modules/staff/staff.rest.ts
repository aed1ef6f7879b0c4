import type { Router } from 'express';
import { stringify } from 'csv-stringify';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ctxOf } from '../../http/rest-context.js';
import { neutralise } from '../../core/csv.js';

// Kept here too: other modules name the staff exports' rule by this module.
export { neutralise };

export function staffRoutes(router: Router): void {
  /**
   * CSV exports, streamed: UTF-8 with a byte-order mark so spreadsheet programs read names in
   * any script, one batch of rows in memory at a time, filters as the screens send them.
   */
  router.get('/exports/:kind.csv', async (req, res) => {
    const { services, viewer } = ctxOf(res);
    const query = req.query as Record<string, unknown>;
    const table = services.exports.open(viewer, String(req.params.kind), { search: query.search, hostel: query.hostel, status: query.status });
    const rows = table.rows[Symbol.asyncIterator]();
    // The first batch is read before the headers go, so a refusal or a dead database still gets its status.
    const first = await rows.next();
    res.set({ 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="${table.filename}"` });
    const source = Readable.from(
      (async function* () {
        if (!first.done) yield first.value;
        for (let next = await rows.next(); !next.done; next = await rows.next()) yield next.value;
      })(),
    );
    await pipeline(source, stringify({ bom: true, header: true, columns: table.columns, cast: { string: neutralise } }), res);
  });
}
