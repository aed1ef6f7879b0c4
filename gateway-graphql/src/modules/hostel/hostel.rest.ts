import type { Router } from 'express';
import { ctxOf, rest } from '../../http/rest-context.js';

export function hostelRoutes(router: Router): void {
  router.get('/gethostel/hostel', async (_req, res) => {
    const { services, viewer } = ctxOf(res);
    res.json((await services.hostels.list(viewer)).map(rest.hostel));
  });
}
