import type { Request, RequestHandler, Response } from 'express';
import type { RequestContext } from '../core/request-context.js';
import type { Logger } from '../core/log.js';
import type { Metrics } from '../core/metrics.js';
import type { Throttle } from '../core/limits.js';
import type { Viewer } from '../core/viewer.js';
import { gridRequestKey } from '../graphql/grid-cache.js';
import { operationBody } from '../graphql/operation-body.js';
import type { GridPlan } from '../graphql/grid-plans.js';
import { jsonAnswerSecurityHeaders } from './headers.js';
import { operationAnswered, requestIdOf } from './observability.js';
import { apolloContentType, laneAnswered, laneMayRead, readLaneBody, type LaneRead } from './lane.js';

/** A grid query is a few hundred bytes; anything larger is not one the lane could answer. */
const MAX_BODY_BYTES = 4_096;

export interface GridLaneDeps {
  /** The grid cache's kept answer for a request key (RoomGridCache.find), or undefined (always, with GRID_CACHE=off). */
  find(key: string): unknown;
  /** The compiled plan of a request key the full path has answered (GridPlans.find), or undefined. */
  plan(key: string): GridPlan | undefined;
  /** Whether a query text may have a kept answer or a plan at all (GridPlans.mayKnow): if not, no request key is built. */
  mayKnow(query: string): boolean;
  /** Where a plan's answer is kept, as the full path keeps its own (RoomGridCache); none with GRID_CACHE=off. */
  cache?: { version(hostel: string): number; keep(hostel: string, key: string, answer: unknown, readAtVersion: number): void };
  viewerOf(cookieHeader: string | undefined): Promise<Viewer | null>;
  /** The request's context as the full path builds it (the session resolved, its budget spent), for a plan to run on. */
  contextFor(req: Request, res: Response, requestId: string): Promise<RequestContext>;
  throttle: Throttle;
  metrics: Metrics;
  logger: Logger;
}

/**
 * The fast lane: a room grid's query is answered before Express's chain, the access logger and
 * Apollo, which cost over half of a cached read (see docs/benchmarks.md, section 2): from the
 * grid cache when it holds the answer, else by running the query's compiled plan
 * (graphql/grid-plans.ts), which reads the database. It answers only what the full path would
 * answer the same way:
 *
 * - only a request key (query text, operation name, variables) that the full path has already
 *   parsed, validated, executed and answered without an error (graphql/grid-cache.ts), with the
 *   same JSON answer, byte for byte; a plan whose run meets an error hands the request on;
 * - only to a caller whose session resolves, after the address and session budgets are spent
 *   as the full path spends them (a refusal is answered by the full path, in its own words);
 * - with the same status, content type (negotiated as Apollo does), security headers and
 *   request id, counted in the same metrics, and one access line of the same shape.
 *
 * Anything else (another method, path or content type, a large or compressed body, a body with
 * other keys, no kept answer or plan, no session) goes on down the full path unchanged; a body read here
 * is handed on parsed (`laneBody`, lane.ts), so nothing is read twice.
 */
export function gridLane(deps: GridLaneDeps): RequestHandler {
  const headers = { plain: jsonAnswerSecurityHeaders(false), secure: jsonAnswerSecurityHeaders(true) };
  const serialized = new WeakMap<object, Buffer>();
  const contentTypeFor = apolloContentType();

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

  const send = (req: Request, res: Response, read: LaneRead, sent: { id: string; body: Buffer; contentType: string; started: bigint; answered: 'lane' | 'compiled' }) => {
    const { id, body, contentType, started, answered } = sent;
    res.writeHead(200, { ...(req.secure ? headers.secure : headers.plain), 'x-request-id': id, 'content-type': contentType, 'content-length': body.length });
    res.end(body);
    laneAnswered(deps, req, { id, route: '/graphql', status: 200, started });
    deps.metrics.gridReads.inc({ answered });
    operationAnswered(deps.metrics, [], { requestId: id, operation: (read.body as { operationName?: string }).operationName, type: 'query', started });
  };

  /** A kept answer: the caller's session and budgets checked, the bytes sent. */
  const answerKept = async (req: Request, res: Response, read: LaneRead, kept: object, contentType: string, started: bigint): Promise<boolean> => {
    // Refused: the full path spends again, is refused again, and says so in its own words.
    await deps.throttle.take('requestsPerAddress', req.ip ?? '');
    read.addressBudgetTaken = true;
    const viewer = await deps.viewerOf(req.headers.cookie);
    if (!viewer) return false; // the full path says "not logged in"
    await deps.throttle.take('requestsPerSession', viewer.sessionId);
    send(req, res, read, { id: requestIdOf(req), body: bodyOf(kept), contentType, started, answered: 'lane' });
    return true;
  };

  /**
   * No kept answer, but a plan: read the database through the compiled query, on the caller's
   * own context, and keep the answer as the full path would. An answer with an error is not
   * sent from here: the full path runs the request again and words the error itself.
   */
  const answerPlanned = async (req: Request, res: Response, read: LaneRead, key: string, plan: GridPlan, contentType: string, started: bigint): Promise<boolean> => {
    await deps.throttle.take('requestsPerAddress', req.ip ?? '');
    read.addressBudgetTaken = true;
    const id = requestIdOf(req);
    const context = await deps.contextFor(req, res, id);
    read.context = context; // if handed on, whoever answers uses it: the session's budget is spent once
    if (!context.viewer) return false;
    const version = deps.cache?.version(plan.hostel);
    const result = await plan.run(context);
    if (result.errors?.length || !result.data) return false;
    const answer = { data: result.data };
    if (version !== undefined) deps.cache?.keep(plan.hostel, key, answer, version);
    send(req, res, read, { id, body: bodyOf(answer), contentType, started, answered: 'compiled' });
    return true;
  };

  return (req, res, next) => {
    if (!laneMayRead(req, '/graphql', MAX_BODY_BYTES)) return next();
    const started = process.hrtime.bigint();
    readLaneBody(req, next, (read, handOn) => {
      const key = requestKeyOf(read.body);
      const contentType = contentTypeFor(req.headers.accept);
      if (key === undefined || !contentType) return handOn();
      const kept = deps.find(key);
      const plan = deps.plan(key);
      const answering =
        typeof kept === 'object' && kept !== null
          ? answerKept(req, res, read, kept, contentType, started)
          : plan
            ? answerPlanned(req, res, read, key, plan, contentType, started)
            : undefined;
      if (!answering) return handOn();
      answering.then(
        (answered) => void (answered || handOn()),
        (error: unknown) => {
          // Sent already (a metric or the log line failed after): nothing more to answer.
          if (res.headersSent) return void deps.logger.error({ err: error }, 'grid lane: failed after answering');
          handOn(); // a refused budget, a session lookup or a read that failed: the full path answers it in its words
        },
      );
    });
  };

  /** The request key of a body shaped as a single GraphQL request whose text may be a grid's, or undefined. */
  function requestKeyOf(body: unknown): string | undefined {
    const operation = operationBody(body);
    if (!operation || !deps.mayKnow(operation.query)) return undefined;
    return gridRequestKey(operation.query, operation.operationName, operation.variables);
  }
}
