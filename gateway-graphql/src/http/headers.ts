import type { RequestHandler } from 'express';
import helmet from 'helmet';

/**
 * The gateway answers JSON (and, outside production, Apollo's sandbox page at GET /graphql):
 * nothing it sends may run script, be framed or sniffed (ASVS 3.4). HSTS goes only on answers
 * that came over TLS (directly, or through a trusted proxy saying so); on plain HTTP it means
 * nothing and would pin localhost to HTTPS in a developer's browser.
 */
export function apiSecurityHeaders(production: boolean): RequestHandler {
  const strict = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"], baseUri: ["'none'"], formAction: ["'none'"] } },
    strictTransportSecurity: false,
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });
  const sandboxPage = helmet({ contentSecurityPolicy: false, strictTransportSecurity: false });
  const hsts = helmet.strictTransportSecurity({ maxAge: 31_536_000, includeSubDomains: true });
  return (req, res, next) => {
    const sandbox = !production && req.method === 'GET' && req.path === '/graphql' && (req.headers.accept ?? '').includes('text/html');
    (sandbox ? sandboxPage : strict)(req, res, (error?: unknown) => {
      if (error || !req.secure) return next(error);
      hsts(req, res, next);
    });
  };
}
