import type { Router } from 'express';
import { ctxOf } from '../../http/rest-context.js';
import { sendCsv } from '../../http/csv-download.js';
import { neutralise } from '../../core/csv.js';

// Kept here too: other modules name the staff exports' rule by this module.
export { neutralise };

export function staffRoutes(router: Router): void {
  /** CSV exports, streamed (http/csv-download.ts), filters as the screens send them. */
  router.get('/exports/:kind.csv', async (req, res) => {
    const { services, viewer } = ctxOf(res);
    const query = req.query as Record<string, unknown>;
    const table = services.exports.open(viewer, String(req.params.kind), { search: query.search, hostel: query.hostel, status: query.status });
    await sendCsv(res, table);
  });
}
