import type { IncomingHttpHeaders } from 'node:http';
import type { Request, RequestHandler, Router } from 'express';
import { AppError, badInput } from '../core/errors.js';
import { unstorableFields } from '../core/validate.js';
import { isOriginAllowed } from './origin.js';

/**
 * What every REST route checks before its handler runs, whatever the route:
 *
 * - a state-changing call (POST, PUT, PATCH, DELETE) that a cross-site page could have made
 *   (CSRF) is refused: {@link crossSiteWriteRefusal};
 * - text PostgreSQL cannot store (NUL, a lone surrogate) in a path parameter, a query string or
 *   the body is a 400 naming the field: core/validate.ts's `unstorableFields`.
 */

/**
 * Body types a cross-site HTML form, or a cross-site fetch without a preflight, can send: the
 * ones Apollo's CSRF prevention refuses on /graphql. Any other type makes a browser ask first
 * (a CORS preflight), which this server never grants to another origin.
 */
const NON_PREFLIGHTED_TYPES = new Set(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data']);

const csrfRefusal = () => new AppError('BAD_USER_INPUT', 'This request has been blocked as a potential cross-site request forgery (CSRF): send it as application/json from this site.');

/**
 * Why a state-changing REST call could have come from another site, or undefined when it could
 * not. As Apollo's CSRF prevention does for /graphql: a body type a form can send is refused,
 * whoever sent it. A call with no body type (the spec's logout: "empty body, with credentials")
 * is what a cross-site `fetch(…, { method: 'POST', mode: 'no-cors' })` or a beacon sends too,
 * and Apollo would want a preflight-forcing header there, which the spec's clients do not
 * send: such a call is refused instead when its Origin (which browsers send with every POST
 * from another origin) is not this host. A JSON call (a browser must ask first) passes.
 */
export function crossSiteWriteRefusal(headers: IncomingHttpHeaders): AppError | undefined {
  const type = headers['content-type'];
  if (type !== undefined) return NON_PREFLIGHTED_TYPES.has(type.split(';', 1)[0]!.trim().toLowerCase()) ? csrfRefusal() : undefined;
  return isOriginAllowed(headers, []) ? undefined : csrfRefusal();
}

/** Text PostgreSQL cannot store anywhere in the call's path parameters, query string or body: BAD_USER_INPUT naming each field. */
export function unstorableInputRefusal(req: Pick<Request, 'params' | 'query' | 'body'>): AppError | undefined {
  const errors = [...unstorableFields(req.params ?? {}), ...unstorableFields(req.query ?? {}), ...unstorableFields(req.body ?? {}, 'body')];
  const named = errors.filter((e, i) => errors.findIndex((f) => f.field === e.field) === i);
  return named.length > 0 ? badInput(named) : undefined;
}

/** The refusal of the checks above for one call, if any: `write` for a state-changing one. */
export function restEdgeRefusal(req: Pick<Request, 'headers' | 'params' | 'query' | 'body'>, write: boolean): AppError | undefined {
  return (write ? crossSiteWriteRefusal(req.headers) : undefined) ?? unstorableInputRefusal(req);
}

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
const METHODS = new Set<PropertyKey>(['get', 'post', 'put', 'patch', 'delete'] satisfies Method[]);

/**
 * The REST router as the route modules see it: every route's first handler runs behind the
 * checks above. A refusal is thrown, so the error handler answers it like any coded error.
 */
export function guardedRoutes(router: Router): Router {
  const checked =
    (write: boolean, handler: RequestHandler): RequestHandler =>
    (req, res, next) => {
      const refusal = restEdgeRefusal(req, write);
      if (refusal) throw refusal;
      return handler(req, res, next);
    };
  const route =
    (method: Method) =>
    (path: string, first: RequestHandler, ...rest: RequestHandler[]) =>
      router[method](path, checked(method !== 'get', first), ...rest);
  return new Proxy(router, {
    get: (target, key, receiver) => (METHODS.has(key) ? route(key as Method) : Reflect.get(target, key, receiver)) as unknown,
  });
}
