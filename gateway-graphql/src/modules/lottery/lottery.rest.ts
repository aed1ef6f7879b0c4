import type { Router } from 'express';
import { ctxOf } from '../../http/rest-context.js';
import { sendCsv } from '../../http/csv-download.js';

/** The office's record of a draw: every entrant in lottery order, with their slot, group and room. */
export function lotteryRoutes(router: Router): void {
  router.get('/office/selection/:id/entrants.csv', async (req, res) => {
    const { services, viewer } = ctxOf(res);
    await sendCsv(res, await services.lottery.entrantsTable(viewer, String(req.params.id)));
  });
}
