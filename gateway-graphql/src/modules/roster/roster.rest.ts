import express, { type Request, type Response, type Router } from 'express';
import { AppError } from '../../core/errors.js';
import { ctxOf } from '../../http/rest-context.js';
import { sendCsv } from '../../http/csv-download.js';
import { dryRunOf } from '../../http/dry-run.js';

/** The largest roster file taken: 5 MB is some 60,000 students. */
export const ROSTER_FILE_LIMIT = '5mb';

const csvBody = express.text({ type: 'text/csv', limit: ROSTER_FILE_LIMIT });

/** The file in the body, as text: only `text/csv` (a type a cross-site form cannot send). */
function readCsv(req: Request, res: Response): Promise<string> {
  // The header itself, not req.is(): an empty file (no body) is a file too, and gets its own answer.
  const type = (req.headers['content-type'] ?? '').split(';', 1)[0]!.trim().toLowerCase();
  if (type !== 'text/csv') return Promise.reject(new AppError('BAD_USER_INPUT', 'Send the roster as a CSV file (Content-Type: text/csv).'));
  return new Promise((resolve, reject) => csvBody(req, res, (error?: unknown) => (error ? reject(error) : resolve(typeof req.body === 'string' ? req.body : ''))));
}

/** The office's roster files: the export, and the import (`?dryRun=1` to see what it would do). */
export function rosterRoutes(router: Router): void {
  /** Streamed as every export is (http/csv-download.ts), 1,000 rows in memory at a time. */
  router.get('/office/roster.csv', async (_req, res) => {
    const { services, viewer } = ctxOf(res);
    await sendCsv(res, services.roster.exportTable(viewer));
  });

  /** 200 with what it did or (a dry run) would do; 400 with the same body when any line has a problem (nothing written). */
  router.post('/office/roster.csv', async (req, res) => {
    const { services, viewer } = ctxOf(res);
    services.roster.assertMayManage(viewer); // before reading a file of up to 5 MB
    const dryRun = dryRunOf(req.query); // strict: a malformed flag is a 400, never an import
    const text = await readCsv(req, res);
    const report = await services.roster.importCsv(viewer, text, { dryRun });
    res.status(!report.dryRun && report.problems.length > 0 ? 400 : 200).json(report);
  });
}
