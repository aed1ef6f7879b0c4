import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Request, RequestHandler } from 'express';
import Negotiator from 'negotiator';
import type { Logger } from '../core/log.js';
import type { Metrics } from '../core/metrics.js';
import type { RequestContext } from '../core/request-context.js';

/**
 * What the fast lanes (grid-lane.ts, booking-lane.ts) share: they answer a hot request before
 * Express's chain, pino-http and body-parser, which cost a third of such a request's CPU
 * (docs/benchmarks.md), and hand anything else on to the full path unchanged.
 */

const JSON_TYPE = 'application/json; charset=utf-8';
const GRAPHQL_RESPONSE_TYPE = 'application/graphql-response+json; charset=utf-8';

/** What a lane read of a request: the body, parsed (or why not), for the full path's JSON step to use. */
export interface LaneRead {
  body?: unknown;
  error?: Error;
  /** The address budget was spent here already. */
  addressBudgetTaken?: boolean;
  /**
   * The request's context, built by a lane that then handed the request on (the grid lane,
   * when its plan met an error): the session's budget is spent once, so whoever answers uses it.
   */
  context?: RequestContext;
}
const READ = Symbol('lane body');
type LaneRequest = IncomingMessage & { [READ]?: LaneRead };

/**
 * Whether a lane may read this request at all: a POST to `path` with a small JSON body, sent
 * plainly, by a caller with cookies (a session) unless the lane serves callers without one.
 * Anything else stays on the full path.
 */
export function laneMayRead(req: IncomingMessage, path: string, maxBytes: number, options: { withoutCookies?: boolean } = {}): boolean {
  const length = Number(req.headers['content-length']);
  const type = req.headers['content-type'];
  return (
    req.method === 'POST' &&
    req.url === path &&
    (type === 'application/json' || type === JSON_TYPE) &&
    length > 0 &&
    length <= maxBytes &&
    req.headers['content-encoding'] === undefined &&
    (options.withoutCookies === true || req.headers.cookie !== undefined)
  );
}

/**
 * Reads and parses a body `laneMayRead` accepted, as body-parser's strict mode would (an object
 * or an array), then calls `read` with what it read, or `handOn` when it could not be parsed: the
 * full path then answers with its own words, from what was read here (`laneBody`).
 */
export function readLaneBody(req: Request, next: () => void, read: (lane: LaneRead & { body: object }, handOn: () => void) => void): void {
  // Read already by a lane before this one, which handed it on: once is enough.
  const earlier = (req as LaneRequest)[READ];
  if (earlier) return earlier.error || typeof earlier.body !== 'object' || earlier.body === null ? next() : read(earlier as LaneRead & { body: object }, next);
  const length = Number(req.headers['content-length']);
  const lane: LaneRead = {};
  (req as LaneRequest)[READ] = lane;
  let handedOn = false;
  const handOn = () => {
    if (handedOn) return;
    handedOn = true;
    next();
  };
  const chunks: Buffer[] = [];
  let size = 0;
  req.on('data', (chunk: Buffer) => {
    size += chunk.length;
    chunks.push(chunk);
  });
  req.once('error', (error) => {
    lane.error = Object.assign(error, { status: 400 });
    handOn();
  });
  req.once('end', () => {
    try {
      if (size !== length) throw new Error('The body is not as long as its Content-Length.');
      // As body-parser reads it: decoded without a leading byte order mark (iconv-lite drops it), and nothing left is `{}`.
      const text = Buffer.concat(chunks, size).toString('utf8').replace(/^\uFEFF/, '');
      lane.body = text === '' ? {} : JSON.parse(text);
      // body-parser's strict mode, which the full path used: an object or an array, nothing else.
      if (typeof lane.body !== 'object' || lane.body === null) throw new SyntaxError('The body is not a JSON object or array.');
    } catch (error) {
      lane.error = Object.assign(error instanceof Error ? error : new Error(String(error)), { status: 400 });
      return handOn();
    }
    read(lane as LaneRead & { body: object }, handOn);
  });
}

/**
 * The JSON body step of /graphql and /api: a body a lane already read is handed on (or its parse
 * error, which the error handler answers as body-parser's); any other is read by `json`.
 */
export function laneBody(json: RequestHandler): RequestHandler {
  return (req, res, next) => {
    const read = (req as LaneRequest)[READ];
    if (!read) return json(req, res, next);
    if (read.error) return next(read.error);
    req.body = read.body;
    next();
  };
}

/** The context a lane built for this request before handing it on, if one did. */
export function laneContext(req: IncomingMessage): RequestContext | undefined {
  return (req as LaneRequest)[READ]?.context;
}

/** Spends the address budget, unless a lane already spent it on this request. */
export function unlessLaneSpent(addressBudget: RequestHandler): RequestHandler {
  return (req, res, next) => ((req as LaneRequest)[READ]?.addressBudgetTaken ? next() : addressBudget(req, res, next));
}

/**
 * A JSON answer as Express's `res.json` writes it, and as the full path's compression leaves a
 * small one (a lane's answers are a few hundred bytes, under COMPRESS_FROM_BYTES): UTF-8, with its
 * length and `Vary: Accept-Encoding`, after `headers`.
 */
export function sendJson(res: ServerResponse, status: number, headers: Record<string, string>, body: object): void {
  const bytes = Buffer.from(JSON.stringify(body));
  res.writeHead(status, { ...headers, 'content-type': JSON_TYPE, vary: 'Accept-Encoding', 'content-length': bytes.length });
  res.end(bytes);
}

/**
 * What the full path does once an answer is sent (observability.ts): the request counted and
 * timed by its route, and one access line of pino-http's shape, at its level for the status.
 */
export function laneAnswered(deps: { metrics: Metrics; logger: Logger }, req: Request, answer: { id: string; route: string; status: number; started: bigint }): number {
  const { id, route, status, started } = answer;
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const method = req.method;
  deps.metrics.httpRequests.inc({ route, method, status: String(status) });
  deps.metrics.httpDuration.observe({ route, method }, seconds);
  if (status === 503) deps.metrics.databaseUnavailable.inc();
  const level = status === 503 ? 'warn' : status >= 500 ? 'error' : 'info';
  deps.logger[level](
    { req: { id, method, path: req.url, remoteAddress: req.socket.remoteAddress }, res: { statusCode: status }, responseTime: Math.round(seconds * 1000) },
    'request completed',
  );
  return seconds;
}

/**
 * The content type Apollo gives a single GraphQL answer for an Accept header (its
 * chooseContentTypeForSingleResultResponse), or null when none is acceptable (Apollo's 406):
 * a function that keeps its choice per Accept value.
 */
export function apolloContentType(): (accept: string | undefined) => string | null {
  const chosen = new Map<string, string | null>();
  return (accept) => {
    if (!accept) return JSON_TYPE;
    let type = chosen.get(accept);
    if (type === undefined) {
      type = new Negotiator({ headers: { accept } }).mediaType([JSON_TYPE, GRAPHQL_RESPONSE_TYPE]) ?? null;
      if (chosen.size < 64) chosen.set(accept, type);
    }
    return type;
  };
}
