import type { Request, RequestHandler, Response } from 'express';
import Negotiator from 'negotiator';
import type { RequestContext } from '../core/request-context.js';
import type { Logger } from '../core/log.js';
import type { Metrics } from '../core/metrics.js';
import type { Throttle } from '../core/limits.js';
import { gzipPieces, type DeflatedPart } from '../core/gzip-parts.js';
import { operationBody } from '../graphql/operation-body.js';
import type { GridPlan } from '../graphql/grid-plans.js';
import { COMPRESS_FROM_BYTES } from './compression.js';
import { jsonAnswerSecurityHeaders } from './headers.js';
import { operationAnswered } from '../graphql/observe.js';
import { requestIdOf } from './observability.js';
import { apolloContentType, laneAnswered, laneMayRead, readLaneBody, type LaneRead } from './lane.js';

/** The web's grid query, as Apollo Client sends it, is under 1.5 KB; anything larger is not one the lane could answer. */
const MAX_BODY_BYTES = 4_096;

export interface GridLaneDeps {
  /** The plan of a query text the full path has answered as a grid's (GridPlans.find), or undefined. */
  plan(query: string, operationName: string | null | undefined): GridPlan | undefined;
  /** The shared part of a hostel's answer, kept or read (GridAnswers.get). */
  shared(hostel: string, key: string, read: () => Promise<Buffer | null>): Promise<{ part: DeflatedPart; source: 'kept' | 'stale' | 'built' } | null>;
  /** The request's context as the full path builds it: the session resolved, its budget spent. */
  contextFor(req: Request, res: Response, requestId: string): Promise<RequestContext>;
  throttle: Throttle;
  metrics: Metrics;
  logger: Logger;
}

/**
 * The grid lane: a room grid's query, as the web sends it (`RoomGridRooms`: the hostel's rooms
 * and where the reader stands in its selection window), answered before Express's chain and
 * Apollo's pipeline (docs/decisions/0137). The rooms are the hostel's shared part, kept as bytes
 * and compressed once (modules/room/grid-answers.ts); the reader's own fields are read for each
 * request, on their own context; the answer is the two joined, gzip-compressed when the client
 * takes gzip. It answers only what the full path would answer the same way:
 *
 * - only a text (query and operation name) that the full path has parsed, validated, executed
 *   and answered without an error (graphql/grid-plans.ts), with Apollo's bytes; a part that meets
 *   an error hands the request on, and Apollo words the error;
 * - only to a caller whose session resolves, after the address and session budgets are spent as
 *   the full path spends them (a refusal is answered by the full path, in its own words);
 * - with the same status, content type (negotiated as Apollo does), security headers and request
 *   id, counted in the same metrics, and one access line of the same shape.
 *
 * Anything else (another method, path or content type, a large or compressed body, a body with
 * other keys, no plan, no session) goes on down the full path unchanged; a body read here is
 * handed on parsed (`laneBody`, lane.ts), so nothing is read twice.
 */
export function gridLane(deps: GridLaneDeps): RequestHandler {
  const headers = { plain: jsonAnswerSecurityHeaders(false), secure: jsonAnswerSecurityHeaders(true) };
  const contentTypeFor = apolloContentType();
  const takesGzip = gzipNegotiator();

  const answer = async (req: Request, res: Response, read: LaneRead, asked: { plan: GridPlan; hostel: string; variables: Record<string, unknown> | null | undefined; contentType: string; started: bigint }): Promise<boolean> => {
    const { plan, hostel, variables, contentType, started } = asked;
    // Refused: the full path spends again, is refused again, and says so in its own words.
    await deps.throttle.take('requestsPerAddress', req.ip ?? '');
    read.addressBudgetTaken = true;
    const id = requestIdOf(req);
    const context = await deps.contextFor(req, res, id);
    read.context = context; // if handed on, whoever answers uses it: the session's budget is spent once
    if (!context.viewer) return false; // the full path says "not logged in"
    const [shared, rest] = await Promise.all([deps.shared(hostel, plan.sharedKey, () => plan.readShared(context, hostel)), plan.readRest(context, variables)]);
    if (!shared || !rest) return false; // the full path runs it again and words the error
    // Compressed as the full path compresses (http/compression.ts): from 1 KB, when the client takes it.
    const gzip = shared.part.bytes.length + rest.length >= COMPRESS_FROM_BYTES && takesGzip(req.headers['accept-encoding']);
    // The kept bytes are written as they are kept, not copied: one writev for the headers and every piece.
    const pieces = gzip ? gzipPieces(shared.part, rest) : [shared.part.bytes, rest];
    res.writeHead(200, {
      ...(req.secure ? headers.secure : headers.plain),
      'x-request-id': id,
      'content-type': contentType,
      vary: 'Accept-Encoding',
      ...(gzip ? { 'content-encoding': 'gzip' } : {}),
      'content-length': pieces.reduce((length, piece) => length + piece.length, 0),
    });
    res.cork();
    for (const piece of pieces) res.write(piece);
    res.end();
    laneAnswered(deps, req, { id, route: '/graphql', status: 200, started });
    deps.metrics.gridReads.inc({ answered: shared.source });
    operationAnswered(deps.metrics, [], { requestId: id, operation: plan.name, type: 'query', started });
    return true;
  };

  return (req, res, next) => {
    if (!laneMayRead(req, '/graphql', MAX_BODY_BYTES)) return next();
    const started = process.hrtime.bigint();
    readLaneBody(req, next, (read, handOn) => {
      const operation = operationBody(read.body);
      const plan = operation && deps.plan(operation.query, operation.operationName);
      const hostel = plan?.hostelOf(operation!.variables);
      const contentType = contentTypeFor(req.headers.accept);
      if (!plan || !hostel || !contentType) return handOn();
      answer(req, res, read, { plan, hostel, variables: operation!.variables, contentType, started }).then(
        (answered) => void (answered || handOn()),
        (error: unknown) => {
          // Sent already (a metric or the log line failed after): nothing more to answer.
          if (res.headersSent) return void deps.logger.error({ err: error }, 'grid lane: failed after answering');
          handOn(); // a refused budget, a session lookup or a read that failed: the full path answers it in its words
        },
      );
    });
  };
}

/**
 * Whether an Accept-Encoding takes gzip (the only encoding a kept part can be joined in), as
 * `compression` negotiates for the full path; kept per header value, as browsers send a few.
 */
function gzipNegotiator(): (acceptEncoding: string | string[] | undefined) => boolean {
  const chosen = new Map<string, boolean>();
  return (acceptEncoding) => {
    if (acceptEncoding === undefined) return false;
    const value = Array.isArray(acceptEncoding) ? acceptEncoding.join(', ') : acceptEncoding;
    let gzip = chosen.get(value);
    if (gzip === undefined) {
      gzip = new Negotiator({ headers: { 'accept-encoding': value } }).encoding(['gzip', 'identity']) === 'gzip';
      if (chosen.size < 64) chosen.set(value, gzip);
    }
    return gzip;
  };
}
