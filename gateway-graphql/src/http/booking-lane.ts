import type { Request, RequestHandler, Response } from 'express';
import type { RequestContext } from '../core/request-context.js';
import type { Logger } from '../core/log.js';
import type { Metrics } from '../core/metrics.js';
import type { Throttle } from '../core/limits.js';
import { restErrorAnswer } from './errors.js';
import { restEdgeRefusal } from './rest-edge.js';
import { jsonAnswerSecurityHeaders } from './headers.js';
import { laneAnswered, laneMayRead, readLaneBody, sendJson } from './lane.js';
import { requestIdOf } from './observability.js';

const PATH = '/api/bookroom/room';
/** A booking names a room in a few dozen bytes; anything larger goes the full path (64 KB limit). */
const MAX_BODY_BYTES = 4_096;

export interface BookingLaneDeps {
  /** The route's own work and answer (modules/booking: `bookRoom`), on the request's context. */
  book(context: RequestContext, body: unknown, idempotencyKey: string | undefined): Promise<object>;
  /** The request's context as the full path builds it: the session resolved and its budget spent. */
  contextFor(req: Request, res: Response, requestId: string, log: Logger): Promise<RequestContext>;
  throttle: Throttle;
  metrics: Metrics;
  logger: Logger;
}

/**
 * The booking lane: `POST /api/bookroom/room`, selection day's one hot call, answered before
 * Express's router, pino-http and body-parser, which cost about a third of a booking's gateway
 * CPU (docs/benchmarks.md, section 1). It does what the full path does, in the same order and
 * through the same code:
 *
 * - the address budget, then the session and its budget (`contextFor`, the full path's own);
 * - the REST edge's checks (rest-edge.ts: no cross-site write, no text the database cannot store);
 * - the route's own work (`bookRoom`, whose service decides who may book what), with the body
 *   read as body-parser's strict mode reads it and the Idempotency-Key as the route reads it;
 * - the same answers: 201 and `bookRoom`'s, or `restErrorAnswer` for whatever was thrown
 *   (a refusal's status, words and Retry-After; anything unexpected a logged 500);
 * - the same headers (helmet's for JSON, X-Request-Id, and Cache-Control: no-store once the
 *   context is built, as the full path sets it), counted by the
 *   same metrics under the route's name, and one access line of pino-http's shape.
 *
 * A body it cannot parse goes on down the full path, which answers it in its own words from what
 * was read here (lane.ts); so does every other method, path, content type or encoding.
 */
export function bookingLane(deps: BookingLaneDeps): RequestHandler {
  const headers = { plain: jsonAnswerSecurityHeaders(false), secure: jsonAnswerSecurityHeaders(true) };
  // The full path says no-store once the caller's context is built: not on a refused budget, nor with the session unread.
  const noStore = { 'cache-control': 'no-store' };

  const send = (req: Request, res: Response, answer: { id: string; status: number; body: object; retryAfterSeconds?: number; started: bigint; built: boolean }) => {
    const { id, status, body, retryAfterSeconds, started, built } = answer;
    const retry: Record<string, string> = retryAfterSeconds !== undefined ? { 'retry-after': String(retryAfterSeconds) } : {};
    sendJson(res, status, { ...(req.secure ? headers.secure : headers.plain), ...(built ? noStore : {}), 'x-request-id': id, ...retry }, body);
    laneAnswered(deps, req, { id, route: PATH, status, started });
    deps.metrics.bookingLane.inc({ status: String(status) });
  };

  return (req, res, next) => {
    if (!laneMayRead(req, PATH, MAX_BODY_BYTES)) return next();
    const started = process.hrtime.bigint();
    readLaneBody(req, next, (read) => {
      const id = requestIdOf(req);
      const log = deps.logger.child({ reqId: id });
      let built = false;
      const booking = async () => {
        await deps.throttle.take('requestsPerAddress', req.ip ?? '');
        read.addressBudgetTaken = true;
        const context = await deps.contextFor(req, res, id, log);
        built = true;
        // The REST edge's checks, as the full path's route runs them (no path parameters, no query: the path is exact).
        const refusal = restEdgeRefusal({ headers: req.headers, params: {}, query: {}, body: read.body }, true);
        if (refusal) throw refusal;
        return deps.book(context, read.body, req.get('Idempotency-Key'));
      };
      booking().then(
        (body) => send(req, res, { id, status: 201, body, started, built }),
        (thrown: unknown) => send(req, res, { id, started, built, ...restErrorAnswer(thrown, log, id) }),
      ).catch((error: unknown) => {
        // Sent already (a metric or the log line failed after), or the socket is gone: nothing more to answer.
        log.error({ err: error }, 'booking lane: failed after answering');
        if (!res.headersSent) res.destroy();
      });
    });
  };
}
