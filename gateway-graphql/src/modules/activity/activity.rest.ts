import { Router } from 'express';
import { ctxOf, rest } from '../../http/rest-context.js';

export function activityRoutes(): Router {
  const router = Router();
  router.get('/activity/recent-activities', async (_req, res) => {
    const { services, viewer } = ctxOf(res);
    res.json((await services.activity.recent(viewer)).map(rest.activity));
  });
  return router;
}
