import type { Router } from 'express';
import { ctxOf, rest } from '../../http/rest-context.js';
import { requireViewer } from '../../core/viewer.js';

/** Outpass paths: apply, a student's history, the admin's pending list and decision. */
export function outpassRoutes(router: Router): void {

  router.post('/user/apply', async (req, res) => {
    const { services, viewer } = ctxOf(res);
    const outpass = await services.outpasses.apply(viewer, req.body ?? {});
    res.status(201).json({ message: 'Submission successful!', outpass: rest.outpass(outpass) });
  });

  // Older clients ask before the profile has loaded, with an empty roll number: nothing yet.
  router.get('/outpasses/fetch/', (_req, res) => {
    requireViewer(ctxOf(res).viewer);
    res.json([]);
  });

  router.get('/outpasses/fetch/:enrollmentId', async (req, res) => {
    const { services, viewer } = ctxOf(res);
    res.json((await services.outpasses.forRollNumber(viewer, String(req.params.enrollmentId))).items.map(rest.outpass));
  });

  router.get('/pending/fetchoutpass', async (_req, res) => {
    const { services, viewer } = ctxOf(res);
    res.json((await services.outpasses.pending(viewer)).map(rest.outpass));
  });

  // The spec's admin table approves by roll number: every pending outpass of that student.
  router.post('/update/status', async (req, res) => {
    const { services, viewer } = ctxOf(res);
    const body = (req.body ?? {}) as Record<string, unknown>;
    const decided = await services.outpasses.decideAllOf(viewer, body.roll_number, body.status, req.get('Idempotency-Key'));
    res.json({ message: `${decided.length} outpass${decided.length === 1 ? '' : 'es'} updated.`, outpasses: decided.map(rest.outpass) });
  });

}
