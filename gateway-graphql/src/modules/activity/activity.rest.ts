import type { Router } from 'express';
import { ctxOf, rest } from '../../http/rest-context.js';

export function activityRoutes(router: Router): void {
  router.get('/activity/recent-activities', async (_req, res) => {
    const { services, viewer } = ctxOf(res);
    res.json((await services.activity.recent(viewer)).map(rest.activity));
  });
}
