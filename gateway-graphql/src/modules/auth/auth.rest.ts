import type { Router } from 'express';
import { ctxOf, specRole } from '../../http/rest-context.js';

/** The spec's account paths: login, logout, send-code, verify-code. */
export function authRoutes(router: Router): void {

  router.post('/user/login', async (req, res) => {
    const { services, cookies } = ctxOf(res);
    // The spec's clients cannot ask for a second factor: staff holding one are sent to the web app (docs/decisions/0155).
    const { user, session } = await services.auth.login(req.body ?? {}, { gate: services.secondStep, canAsk: false });
    cookies.set(session);
    res.json({ id: user.id, role: specRole(user.role), message: 'Login successful!' });
  });

  router.post('/user/logout', async (_req, res) => {
    const { services, viewer, cookies } = ctxOf(res);
    await services.auth.logout(viewer);
    cookies.clear();
    res.json({ message: 'Logout successful!' });
  });

  router.post('/user/send-code', async (req, res) => {
    const message = await ctxOf(res).services.passwordReset.sendCode(req.body ?? {});
    res.json({ success: true, message });
  });

  router.post('/user/verify-code', async (req, res) => {
    const message = await ctxOf(res).services.passwordReset.verifyCode(req.body ?? {});
    res.json({ success: true, message });
  });

}
