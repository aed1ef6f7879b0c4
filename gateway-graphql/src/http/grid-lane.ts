import type { IncomingMessage } from 'node:http';
import type { Request, RequestHandler } from 'express';
import Negotiator from 'negotiator';
import type { Logger } from '../core/log.js';
import type { Metrics } from '../core/metrics.js';
import type { Throttle } from '../core/limits.js';
import type { Viewer } from '../core/viewer.js';
import { gridRequestKey } from '../graphql/grid-cache.js';
import { jsonAnswerSecurityHeaders } from './headers.js';
import { requestIdOf } from './observability.js';

/** A grid query is a few hundred bytes; anything larger is not one the lane could answer. */
const MAX_BODY_BYTES = 4_096;
const BODY_KEYS = new Set(['query', 'operationName', 'variables']);
const JSON_TYPE = 'application/json; charset=utf-8';
const GRAPHQL_RESPONSE_TYPE = 'application/graphql-response+json; charset=utf-8';

export interface GridLaneDeps {
  /** The grid cache's kept answer for a request key (RoomGridCache.find), or undefined. */
  find(key: string): unknown;
  viewerOf(cookieHeader: string | undefined): Promise<Viewer | null>;
  throttle: Throttle;
  metrics: Metrics;
  logger: Logger;
}

/** What the lane read of a request it handed on: the body, parsed (or why not), for the JSON step to use. */
const READ = Symbol('grid-lane body');
interface LaneRead {
  body?: unknown;
  error?: Error;
  /** The address budget was spent here already. */
  addressBudgetTaken?: boolean;
}
type LaneRequest = IncomingMessage & { [READ]?: LaneRead };

/**
 * The fast lane: a room grid's query whose answer the grid cache holds is answered before
 * Express's chain, the access logger and Apollo, which cost over half of a cached read (see
 * docs/benchmarks.md, section 2). It answers only what the full path would answer the same way:
 *
 * - only a request key (query text, operation name, variables) that the full path has already
 *   parsed, validated, executed without an error and kept (graphql/grid-cache.ts), with the
 *   same JSON answer, byte for byte;
 * - only to a caller whose session resolves, after the address and session budgets are spent
 *   as the full path spends them (a refusal is answered by the full path, in its own words);
 * - with the same status, content type (negotiated as Apollo does), security headers and
 *   request id, counted in the same metrics, and one access line of the same shape.
 *
 * Anything else (another method, path or content type, a large or compressed body, a body with
 * other keys, no kept answer, no session) goes on down the full path unchanged; a body read here
 * is handed on parsed (`gridLaneBody`), so nothing is read twice.
 */
export function gridLane(deps: GridLaneDeps): RequestHandler {
  const headers = { plain: jsonAnswerSecurityHeaders(false), secure: jsonAnswerSecurityHeaders(true) };
  const serialized = new WeakMap<object, Buffer>();
  const contentTypes = new Map<string, string | null>();

  const contentTypeFor = (accept: string | undefined): string | null => {
    if (!accept) return JSON_TYPE;
    let type = contentTypes.get(accept);
    if (type === undefined) {
      // Apollo's own choice (ApolloServer.chooseContentTypeForSingleResultResponse), kept per Accept value.
      type = new Negotiator({ headers: { accept } }).mediaType([JSON_TYPE, GRAPHQL_RESPONSE_TYPE]) ?? null;
      if (contentTypes.size < 64) contentTypes.set(accept, type);
    }
    return type;
  };

  const bodyOf = (answer: object): Buffer => {
    let body = serialized.get(answer);
    if (!body) {
      const { data, extensions } = answer as { data?: unknown; extensions?: unknown };
      // Apollo's serialization (runHttpQuery: orderExecutionResultFields, prettyJSONStringify).
      body = Buffer.from(`${JSON.stringify({ errors: undefined, data, extensions })}\n`);
      serialized.set(answer, body);
    }
    return body;
  };

  const answer = async (req: Request, res: Parameters<RequestHandler>[1], read: LaneRead, kept: object, contentType: string, started: bigint): Promise<boolean> => {
    // Refused: the full path spends again, is refused again, and says so in its own words.
    await deps.throttle.take('requestsPerAddress', req.ip ?? '');
    read.addressBudgetTaken = true;
    const viewer = await deps.viewerOf(req.headers.cookie);
    if (!viewer) return false; // the full path says "not logged in"
    await deps.throttle.take('requestsPerSession', viewer.sessionId);
    const id = requestIdOf(req);
    const body = bodyOf(kept);
    res.writeHead(200, { ...(req.secure ? headers.secure : headers.plain), 'x-request-id': id, 'content-type': contentType, 'content-length': body.length });
    res.end(body);
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    deps.metrics.gridReads.inc({ answered: 'lane' });
    deps.metrics.httpRequests.inc({ route: '/graphql', method: 'POST', status: '200' });
    deps.metrics.httpDuration.observe({ route: '/graphql', method: 'POST' }, seconds);
    const labels = { operation: deps.metrics.operationLabel((read.body as { operationName?: string }).operationName), type: 'query' };
    deps.metrics.graphqlOperations.inc({ ...labels, outcome: 'ok' });
    deps.metrics.graphqlDuration.observe(labels, seconds);
    deps.logger.info(
      { req: { id, method: 'POST', path: '/graphql', remoteAddress: req.socket.remoteAddress }, res: { statusCode: 200 }, responseTime: Math.round(seconds * 1000) },
      'request completed',
    );
    return true;
  };

  return (req, res, next) => {
    const length = Number(req.headers['content-length']);
    const type = req.headers['content-type'];
    if (
      req.method !== 'POST' ||
      req.url !== '/graphql' ||
      !(type === 'application/json' || type === JSON_TYPE) ||
      !(length > 0 && length <= MAX_BODY_BYTES) ||
      req.headers['content-encoding'] !== undefined ||
      req.headers.cookie === undefined
    ) {
      return next();
    }
    const started = process.hrtime.bigint();
    const read: LaneRead = {};
    (req as LaneRequest)[READ] = read;
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
      read.error = Object.assign(error, { status: 400 });
      handOn();
    });
    req.once('end', () => {
      try {
        if (size !== length) throw new Error('The body is not as long as its Content-Length.');
        read.body = JSON.parse(Buffer.concat(chunks, size).toString('utf8'));
        // body-parser's strict mode, which the full path used: an object or an array, nothing else.
        if (typeof read.body !== 'object' || read.body === null) throw new SyntaxError('The body is not a JSON object or array.');
      } catch (error) {
        read.error = Object.assign(error instanceof Error ? error : new Error(String(error)), { status: 400 });
        return handOn();
      }
      const kept = keptAnswerFor(read.body);
      const contentType = contentTypeFor(req.headers.accept);
      if (!kept || !contentType) return handOn();
      answer(req, res, read, kept, contentType, started).then(
        (answered) => void (answered || handOn()),
        (error: unknown) => {
          // Sent already (a metric or the log line failed after): nothing more to answer.
          if (res.headersSent) return void deps.logger.error({ err: error }, 'grid lane: failed after answering');
          handOn(); // a refused budget or a session lookup that failed: the full path answers it in its words
        },
      );
    });
  };

  function keptAnswerFor(body: unknown): object | undefined {
    if (typeof body !== 'object' || body === null || Array.isArray(body)) return undefined;
    const { query, operationName, variables } = body as Record<string, unknown>;
    if (Object.keys(body).some((key) => !BODY_KEYS.has(key))) return undefined;
    if (typeof query !== 'string') return undefined;
    if (operationName !== undefined && operationName !== null && typeof operationName !== 'string') return undefined;
    if (variables !== undefined && variables !== null && (typeof variables !== 'object' || Array.isArray(variables))) return undefined;
    const kept = deps.find(gridRequestKey(query, operationName, variables as Record<string, unknown> | null | undefined));
    return typeof kept === 'object' && kept !== null ? kept : undefined;
  }
}

/**
 * The JSON body step of /graphql and /api: a body the fast lane already read is handed on (or its
 * parse error, which the error handler answers as body-parser's); any other is read by `json`.
 */
export function gridLaneBody(json: RequestHandler): RequestHandler {
  return (req, res, next) => {
    const read = (req as LaneRequest)[READ];
    if (!read) return json(req, res, next);
    if (read.error) return next(read.error);
    req.body = read.body;
    next();
  };
}

/** Spends the address budget, unless the fast lane already spent it on this request. */
export function unlessLaneSpent(addressBudget: RequestHandler): RequestHandler {
  return (req, res, next) => ((req as LaneRequest)[READ]?.addressBudgetTaken ? next() : addressBudget(req, res, next));
}
