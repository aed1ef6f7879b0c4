import type { Router } from 'express';
import { ctxOf } from '../../http/rest-context.js';

/**
 * The beacon the shell sends its reports to (navigator.sendBeacon, or fetch with keepalive):
 * `POST /api/releases/reports`, a JSON body `{ reports: [...] }`; 204 when taken, 400 naming what
 * is wrong, 401 without a session, 429 past the session's budget.
 */
export function canaryRoutes(router: Router): void {
  router.post('/releases/reports', async (req, res) => {
    const { services, viewer } = ctxOf(res);
    const bytes = Number(req.headers['content-length'] ?? JSON.stringify(req.body ?? null).length);
    await services.canaryReports.record(viewer, req.body, bytes);
    res.status(204).end();
  });
}
