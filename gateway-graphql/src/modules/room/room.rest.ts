import type { Router } from 'express';
import { ctxOf, rest } from '../../http/rest-context.js';

export function roomRoutes(router: Router): void {
  // The spec's client fetches every room and filters by hostel; `?hostel=GH-1` does it here.
  router.get('/room', async (req, res) => {
    const { services, viewer } = ctxOf(res);
    const hostel = typeof req.query.hostel === 'string' ? req.query.hostel : undefined;
    res.json((await services.rooms.list(viewer, hostel)).map(rest.room));
  });
}
