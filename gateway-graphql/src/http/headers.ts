import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import helmet from 'helmet';

const strictHelmet = () =>
  helmet({
    contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"], baseUri: ["'none'"], formAction: ["'none'"] } },
    strictTransportSecurity: false,
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });
const hstsHelmet = () => helmet.strictTransportSecurity({ maxAge: 31_536_000, includeSubDomains: true });

/**
 * The gateway answers JSON (and, outside production, Apollo's sandbox page at GET /graphql):
 * nothing it sends may run script, be framed or sniffed (ASVS 3.4). HSTS goes only on answers
 * that came over TLS (directly, or through a trusted proxy saying so); on plain HTTP it means
 * nothing and would pin localhost to HTTPS in a developer's browser.
 */
export function apiSecurityHeaders(production: boolean): RequestHandler {
  const sandboxPage = helmet({ contentSecurityPolicy: false, strictTransportSecurity: false });
  const hsts = hstsHelmet();
  // helmet's answer to a JSON request does not depend on the request: worked out once, then set
  // as it is (helmet runs 12 middlewares a request, 3.5 % of a booking's CPU; docs/benchmarks.md).
  const json = { plain: Object.entries(jsonAnswerSecurityHeaders(false)), secure: Object.entries(jsonAnswerSecurityHeaders(true)) };
  return (req, res, next) => {
    const sandbox = !production && req.method === 'GET' && req.path === '/graphql' && (req.headers.accept ?? '').includes('text/html');
    if (sandbox) {
      return sandboxPage(req, res, (error?: unknown) => {
        if (error || !req.secure) return next(error);
        hsts(req, res, next);
      });
    }
    for (const [name, value] of req.secure ? json.secure : json.plain) res.setHeader(name, value);
    next();
  };
}

/**
 * The headers helmet puts on a JSON answer, worked out once by running its middleware against a
 * recorder: `apiSecurityHeaders` and the grid fast lane (grid-lane.ts) send them as they are.
 * (helmet also removes X-Powered-By, which the app never sends: `app.disable('x-powered-by')`.)
 */
export function jsonAnswerSecurityHeaders(secure: boolean): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  const request = { method: 'POST', url: '/graphql', headers: {} };
  for (const middleware of secure ? [strictHelmet(), hstsHelmet()] : [strictHelmet()]) {
    // helmet only sets and removes headers: a recorder stands in for the response.
    middleware(request as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
      if (error) throw error;
    });
  }
  return headers;
}
