import type { Request, RequestHandler, Response } from 'express';
import { HeaderMap, type ApolloServer } from '@apollo/server';
import type { RequestContext } from '../core/request-context.js';
import type { Logger } from '../core/log.js';
import type { Metrics } from '../core/metrics.js';
import type { Throttle } from '../core/limits.js';
import { operationBody, type OperationBody } from '../graphql/operation-body.js';
import type { OperationPlan, OperationPlans } from '../graphql/operation-plans.js';
import { formatExecutionErrors, momentaryRefusal, toGraphQLError } from '../graphql/errors.js';
import { restErrorAnswer } from './errors.js';
import { jsonAnswerSecurityHeaders } from './headers.js';
import { apolloContentType, laneAnswered, laneMayRead, readLaneBody, sendJson } from './lane.js';
import { logUnexpectedErrors, operationAnswered } from '../graphql/observe.js';
import { requestIdOf } from './observability.js';

/** The web's operations are a few KB at most; anything larger goes the full path (64 KB limit). */
const MAX_BODY_BYTES = 16_384;

export interface GraphQLLaneDeps {
  /** The started Apollo Server (it starts after the lanes are in place). */
  apollo(): ApolloServer<RequestContext>;
  /** The request's context as the full path builds it: the session resolved and its budget spent. */
  contextFor(req: Request, res: Response, requestId: string, log: Logger): Promise<RequestContext>;
  /** Compiled plans of hot operations (graphql/operation-plans.ts), run here instead of Apollo's pipeline; none with GRAPHQL_PLANS=off. */
  plans?: OperationPlans;
  throttle: Throttle;
  metrics: Metrics;
  logger: Logger;
}

/**
 * The GraphQL lane: a POST to /graphql goes to Apollo without Express's router, pino-http and
 * body-parser in front of it, which cost about a tenth of a GraphQL booking's gateway CPU
 * (docs/benchmarks.md, section 1d). Apollo still does everything Apollo does: parsing,
 * validation, the cost limits, execution, error formatting and content negotiation. Around it,
 * the lane does what the full path did, as `@as-integrations/express5` does it:
 *
 * - the address budget first; a refusal is handed to the full path, which spends it again and
 *   answers in its own words (a GraphQL-shaped 429);
 * - the context from the full path's own `contextFor`, a failure turned into Apollo's answer by
 *   the same `toGraphQLError`;
 * - Apollo's status, headers and body as they are, with helmet's headers (worked out once) and
 *   the request id; counted by the same metrics, one access line of pino-http's shape.
 *
 * An operation with a compiled plan (graphql/operation-plans.ts: selection day's `bookRoom`, once
 * Apollo has accepted its text) skips Apollo's pipeline too: the plan runs on the same context,
 * and its result is answered as Apollo answers one (`viaPlan`).
 *
 * Anything else (another method, path or content type, a large or compressed body, one that does
 * not parse) goes the full path, with its body read once (lane.ts). A caller without a session
 * (a login) comes this way too: Apollo and the resolvers decide what it may do, as on the full path.
 */
export function graphqlLane(deps: GraphQLLaneDeps): RequestHandler {
  const headers = { plain: jsonAnswerSecurityHeaders(false), secure: jsonAnswerSecurityHeaders(true) };
  const contentTypeFor = apolloContentType();

  return (req, res, next) => {
    if (!laneMayRead(req, '/graphql', MAX_BODY_BYTES, { withoutCookies: true })) return next();
    const started = process.hrtime.bigint();
    readLaneBody(req, next, (read, handOn) => {
      const id = requestIdOf(req);
      const log = deps.logger.child({ reqId: id });
      const securityHeaders = req.secure ? headers.secure : headers.plain;
      const answered = (status: number, answeredBy: 'apollo' | 'compiled') => {
        laneAnswered(deps, req, { id, route: '/graphql', status, started });
        deps.metrics.graphqlLane.inc({ status: String(status), answered: answeredBy });
      };

      /** Apollo's answer, on the context `context` gives. */
      const viaApollo = async (context: () => Promise<RequestContext>): Promise<true> => {
        const request = new HeaderMap();
        for (const [name, value] of Object.entries(req.headers)) if (value !== undefined) request.set(name, Array.isArray(value) ? value.join(', ') : value);
        const response = await deps.apollo().executeHTTPGraphQLRequest({
          httpGraphQLRequest: { method: 'POST', headers: request, search: '', body: read.body },
          context,
        });
        for (const [name, value] of Object.entries(securityHeaders)) res.setHeader(name, value);
        res.setHeader('x-request-id', id);
        for (const [name, value] of response.headers) res.setHeader(name, value);
        res.statusCode = response.status ?? 200;
        if (response.body.kind === 'complete') {
          const body = Buffer.from(response.body.string);
          res.setHeader('content-length', body.length);
          res.end(body);
        } else {
          for await (const chunk of response.body.asyncIterator) res.write(chunk);
          res.end();
        }
        answered(res.statusCode, 'apollo');
        return true;
      };

      /**
       * A compiled plan's answer, as Apollo would have given it: the same context, errors coded,
       * logged and formatted by the same functions, the same status, headers and JSON. Variables
       * the plan refuses before anything ran are Apollo's to word, on the context built here.
       */
      const viaPlan = async (plan: OperationPlan, operation: OperationBody, contentType: string): Promise<true> => {
        let context: RequestContext;
        try {
          context = read.context ?? (await deps.contextFor(req, res, id, log));
        } catch (thrown) {
          return viaApollo(() => Promise.reject(thrown).catch(toGraphQLError)); // Apollo words the refusal
        }
        const result = await plan.run(context, operation.variables ?? undefined);
        // graphql-jit answers without data only when it refused the variables, before anything ran.
        if (result.data === undefined) return viaApollo(async () => context);
        const errors = result.errors?.length ? result.errors : undefined;
        if (errors) logUnexpectedErrors(errors, log);
        const refusal = errors && momentaryRefusal(errors);
        const formatted = errors && formatExecutionErrors(errors);
        operationAnswered(deps.metrics, formatted ?? [], { requestId: id, operation: operation.operationName ?? plan.name, type: plan.type, started });
        // Apollo's serialization (runHttpQuery: orderExecutionResultFields, prettyJSONStringify).
        const body = Buffer.from(`${JSON.stringify({ errors: formatted, data: result.data, extensions: result.extensions })}\n`);
        res.writeHead(refusal?.status ?? 200, {
          ...securityHeaders,
          'x-request-id': id,
          ...(refusal ? { 'retry-after': String(refusal.retryAfterSeconds) } : {}),
          'content-type': contentType,
          'content-length': body.length,
        });
        res.end(body);
        answered(res.statusCode, 'compiled');
        return true;
      };

      const answer = async (): Promise<boolean> => {
        if (!read.addressBudgetTaken) {
          try {
            await deps.throttle.take('requestsPerAddress', req.ip ?? '');
          } catch {
            return false; // the full path spends again, is refused again, and says so
          }
          read.addressBudgetTaken = true;
        }
        const operation = deps.plans && operationBody(read.body);
        const plan = operation && deps.plans?.find(operation);
        const contentType = plan && contentTypeFor(req.headers.accept);
        if (operation && plan && contentType) return viaPlan(plan, operation, contentType);
        const built = read.context; // a lane before this one built it, and spent the session's budget
        return viaApollo(built ? async () => built : () => deps.contextFor(req, res, id, log).catch(toGraphQLError));
      };
      answer().then(
        (wasAnswered) => void (wasAnswered || handOn()),
        (thrown: unknown) => {
          if (res.headersSent) {
            log.warn({ reason: thrown instanceof Error ? thrown.message : String(thrown) }, 'graphql lane: failed after the answer began');
            return void res.destroy();
          }
          // As the full path's error handler answers what Apollo's integration passed on.
          const refusal = restErrorAnswer(thrown, log, id);
          sendJson(res, refusal.status, { ...securityHeaders, 'x-request-id': id }, refusal.body);
          answered(refusal.status, 'apollo');
        },
      );
    });
  };
}
