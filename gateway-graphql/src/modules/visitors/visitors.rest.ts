import type { Router } from 'express';
import { ctxOf } from '../../http/rest-context.js';
import { sendCsv } from '../../http/csv-download.js';

/** The visitor log as CSV, for the office: `?hostelId=&from=YYYY-MM-DD&to=YYYY-MM-DD` (default the last 30 days). */
export function visitorRoutes(router: Router): void {
  router.get('/office/visitors.csv', async (req, res) => {
    const { services, viewer } = ctxOf(res);
    const param = (name: string) => (typeof req.query[name] === 'string' ? req.query[name] : undefined);
    await sendCsv(res, await services.visitorOffice.exportTable(viewer, { hostelId: param('hostelId'), from: param('from'), to: param('to') }));
  });
}
