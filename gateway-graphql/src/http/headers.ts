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
  const strict = strictHelmet();
  const sandboxPage = helmet({ contentSecurityPolicy: false, strictTransportSecurity: false });
  const hsts = hstsHelmet();
  return (req, res, next) => {
    const sandbox = !production && req.method === 'GET' && req.path === '/graphql' && (req.headers.accept ?? '').includes('text/html');
    (sandbox ? sandboxPage : strict)(req, res, (error?: unknown) => {
      if (error || !req.secure) return next(error);
      hsts(req, res, next);
    });
  };
}

/**
 * The headers `apiSecurityHeaders` puts on a JSON answer, worked out once by running the same
 * helmet middleware against a recorder: the grid fast lane (grid-lane.ts) sends them as they are.
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
