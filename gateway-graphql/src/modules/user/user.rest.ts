import type { Router } from 'express';
import { ctxOf, userJson } from '../../http/rest-context.js';

/** The spec's user paths: signup, the two profile reads, and the student count. */
export function userRoutes(router: Router): void {

  // Signed in at once, as a login would (the cookie); the spec's payload is unchanged.
  router.post('/user/signup', async (req, res) => {
    const { services, cookies } = ctxOf(res);
    const user = await services.users.signup(req.body ?? {});
    cookies.set(await services.sessions.issue(user));
    res.status(201).json({ id: user.id, message: 'Signup successful!' });
  });

  // Both paths exist in the spec: the student's own profile, and the admin screens' read.
  for (const path of ['/user/student/:id', '/getuser/student/:id']) {
    router.get(path, async (req, res) => {
      const { services, viewer } = ctxOf(res);
      res.json(userJson(await services.users.profile(viewer, String(req.params.id))));
    });
  }

  router.get('/getnumber/students', async (_req, res) => {
    const { services, viewer } = ctxOf(res);
    res.json({ number: await services.users.countStudents(viewer) });
  });

}
