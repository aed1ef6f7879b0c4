import express, { type Request, type Response, type Router } from 'express';
import { readCookie, sessionCookieOptions } from '../../core/cookies.js';
import { ctxOf } from '../../http/rest-context.js';
import { SsoRefused } from './sso.settings.js';

/** The browser's key to its sign-in on the way through the provider (sso_logins). */
const SIGN_IN_COOKIE = 'dormspace_sso';
const SIGN_IN_PATH = '/api/auth/sso';

/** The login page, saying why a sign-in was refused (a fixed word: the page holds the sentences). */
const refusedTo = (reason: string) => `/login#sso=${reason}`;

function refused(req: Request, res: Response, error: unknown): void {
  if (!(error instanceof SsoRefused)) throw error;
  // The library's reason (a wrong state, nonce, audience, signature…) is for the log, never the browser.
  req.log.warn({ reason: error.reason, cause: error.cause instanceof Error ? error.cause.message : undefined }, 'sso: sign-in refused');
  res.redirect(303, refusedTo(error.reason));
}

/**
 * Single sign-on's paths (docs/decisions/0154): the start of a sign-in, the provider's callback,
 * and the provider's back-channel logout. The browser only ever follows redirects here; the
 * provider's answer is checked on the server.
 */
export function ssoRoutes(router: Router): void {
  router.get(`/auth/sso/start`, async (req, res) => {
    try {
      const { key, url, expiresAt } = await ctxOf(res).services.sso.begin(req.query.returnTo);
      // SameSite=Lax: sent on the provider's top-level redirect back, never on a cross-site subrequest.
      res.cookie(SIGN_IN_COOKIE, key, { ...sessionCookieOptions(req.secure, expiresAt), path: SIGN_IN_PATH });
      res.redirect(303, url);
    } catch (error) {
      refused(req, res, error);
    }
  });

  router.get(`/auth/sso/callback`, async (req, res) => {
    const { services, cookies } = ctxOf(res);
    res.clearCookie(SIGN_IN_COOKIE, { ...sessionCookieOptions(req.secure), path: SIGN_IN_PATH });
    try {
      const { session, returnTo } = await services.sso.finish(readCookie(req.headers.cookie, SIGN_IN_COOKIE), services.sso.callbackUrl(req.originalUrl));
      cookies.set(session);
      res.redirect(303, returnTo);
    } catch (error) {
      refused(req, res, error);
    }
  });
}

/**
 * The provider's back-channel logout (Back-Channel Logout 1.0, 2.5): a form-encoded POST, server
 * to server, authenticated by the signed logout token it carries, not by a cookie. So it is
 * mounted on the plain router, outside the REST edge's cross-site write refusal (rest-edge.ts),
 * which refuses every form-encoded write as a browser's could be; a cross-site form can do
 * nothing here without a token the provider signed.
 */
export function ssoBackchannelRoute(router: Router): void {
  router.post(`/auth/sso/backchannel-logout`, express.urlencoded({ extended: false, limit: '16kb' }), async (req, res) => {
    try {
      const ended = await ctxOf(res).services.sso.backchannelLogout((req.body as Record<string, unknown> | undefined)?.logout_token);
      req.log.info({ ended }, 'sso: back-channel logout');
      res.status(200).end();
    } catch (error) {
      req.log.warn({ reason: error instanceof Error ? error.message : String(error) }, 'sso: back-channel logout refused');
      res.status(400).json({ error: 'invalid_request' });
    }
  });
}
