import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Request, RequestHandler } from 'express';
import { pinoHttp } from 'pino-http';
import type { Logger } from '../core/log.js';
import type { Metrics } from '../core/metrics.js';

/** A caller's own request id is kept when it is a plain token (a proxy's or a load balancer's), else a new one. */
const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;
const QUIET = new Set(['/healthz', '/readyz', '/metrics']);

const ID = Symbol('request id');

/**
 * The request's id: the caller's own when it is a plain token, else a new one; the same one
 * for every part that asks (a lane that hands the request on, the next lane, the full path).
 */
export function requestIdOf(req: IncomingMessage): string {
  const request = req as IncomingMessage & { [ID]?: string };
  if (request[ID] !== undefined) return request[ID];
  const given = req.headers['x-request-id'];
  return (request[ID] = typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID());
}

/**
 * One JSON line a request (pino-http), all of its lines carrying its id, which also goes back in
 * X-Request-Id; and the request counted and timed by route. Health checks and scrapes are not logged.
 */
export function observeRequests(logger: Logger, metrics: Metrics): RequestHandler {
  const log = pinoHttp({
    logger,
    genReqId: (req: IncomingMessage, res: ServerResponse) => {
      const id = requestIdOf(req);
      res.setHeader('X-Request-Id', id);
      return id;
    },
    autoLogging: { ignore: (req: IncomingMessage) => QUIET.has((req.url ?? '').split('?')[0]!) },
    // A 503 is the database or a store being away: a warning, said once by whoever saw why.
    customLogLevel: (_req: IncomingMessage, res: ServerResponse, error?: Error) => (res.statusCode === 503 ? 'warn' : error || res.statusCode >= 500 ? 'error' : 'info'),
    // pino-http invents an Error (with its stack) for every 5xx; the access line needs only the status.
    customErrorObject: (_req: IncomingMessage, _res: ServerResponse, _error: Error, value: Record<string, unknown>) => {
      const { err: _synthetic, ...rest } = value;
      return rest;
    },
    // The path without its query, and never the headers: cookies stay out even if redaction were to miss one.
    serializers: {
      req: (req: { id: string; method: string; url: string; remoteAddress?: string }) => ({ id: req.id, method: req.method, path: req.url.split('?')[0], remoteAddress: req.remoteAddress }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
  });
  return (req, res, next) => {
    const end = metrics.httpDuration.startTimer();
    res.once('finish', () => {
      const route = routeOf(req);
      end({ route, method: req.method });
      metrics.httpRequests.inc({ route, method: req.method, status: String(res.statusCode) });
      // 503 is the database away or a login shed for load (counted apart too: dormspace_password_hashes_shed_total).
      if (res.statusCode === 503 && !QUIET.has(route)) metrics.databaseUnavailable.inc();
    });
    log(req, res, next);
  };
}

/** The route pattern (`/api/roomrequests/update/:id`), never the raw path: ids would make a series each. */
function routeOf(req: Request): string {
  const pattern = (req.route as { path?: string } | undefined)?.path;
  if (pattern) return `${req.baseUrl}${pattern}`;
  const path = req.originalUrl.split('?')[0]!;
  if (path === '/graphql' || QUIET.has(path)) return path;
  return path.startsWith('/api') ? '/api (no route)' : 'other';
}

/**
 * /metrics for Prometheus: for a scraper on this machine (a direct loopback connection, not one
 * forwarded by a proxy), or anyone presenting METRICS_TOKEN as a bearer token.
 */
export function metricsRoute(metrics: Metrics, token: string | undefined): RequestHandler {
  return async (req, res) => {
    const peer = req.socket.remoteAddress ?? '';
    const local = (peer === '127.0.0.1' || peer === '::1' || peer === '::ffff:127.0.0.1') && !req.headers['x-forwarded-for'];
    const bearer = token !== undefined && req.headers.authorization === `Bearer ${token}`;
    if (!local && !bearer) {
      res.status(403).json({ message: 'Metrics are for the operators.' });
      return;
    }
    res.set('Content-Type', metrics.registry.contentType).send(await metrics.registry.metrics());
  };
}
