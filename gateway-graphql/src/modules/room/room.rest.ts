import express, { type Router } from 'express';
import { ctxOf, rest } from '../../http/rest-context.js';
import { sendCsv } from '../../http/csv-download.js';
import { dryRunOf } from '../../http/dry-run.js';

/** A rooms CSV of up to 5 MB, on the import's route only (the rest of /api reads JSON of 64 KB). */
const csvBody = express.text({ type: 'text/csv', limit: '5mb' });

export function roomRoutes(router: Router): void {
  // The spec's client fetches every room and filters by hostel; `?hostel=GH-1` does it here.
  router.get('/room', async (req, res) => {
    const { services, viewer } = ctxOf(res);
    const hostel = typeof req.query.hostel === 'string' ? req.query.hostel : undefined;
    res.json((await services.rooms.list(viewer, hostel)).map(rest.room));
  });

  /**
   * The office's rooms of a hostel as a CSV file, in the columns the import reads, as the staff
   * exports are written: UTF-8 with a byte-order mark, formulas made inert.
   */
  router.get('/office/hostels/:code/rooms.csv', async (req, res) => {
    const { services, viewer } = ctxOf(res);
    await sendCsv(res, await services.roomsCsv.export(viewer, String(req.params.code)));
  });

  /**
   * A rooms CSV into the hostel (Content-Type text/csv, up to 5 MB): 200 with what it did, or
   * (`?dryRun=1`) would do; a real import with any problem writes nothing and answers 400 with
   * the same body, every problem listed by line. A query string other than `dryRun` as
   * http/dry-run.ts reads it is a 400 before anything is imported.
   */
  router.post('/office/hostels/:code/rooms.csv', csvBody, async (req, res) => {
    const { services, viewer } = ctxOf(res);
    const dryRun = dryRunOf(req.query);
    // An empty CSV body is no body to the parser: it is still an (empty) file.
    const csv = typeof req.body === 'string' ? req.body : /^text\/csv\b/i.test(req.get('content-type') ?? '') ? '' : req.body;
    const answer = await services.roomsCsv.import(viewer, String(req.params.code), csv, dryRun);
    res.status(!answer.dryRun && answer.problems.length > 0 ? 400 : 200).json(answer);
  });
}
