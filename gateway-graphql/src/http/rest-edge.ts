import type { Request, RequestHandler, Router } from 'express';
import { type AppError, badInput } from '../core/errors.js';
import { unstorableFields } from '../core/validate.js';

/**
 * What every REST route checks before its handler runs, whatever the route: text PostgreSQL
 * cannot store (NUL, a lone surrogate) in a path parameter, a query string or the body is a 400
 * naming the field (core/validate.ts's `unstorableFields`).
 */

/** Text PostgreSQL cannot store anywhere in the call's path parameters, query string or body: BAD_USER_INPUT naming each field. */
export function unstorableInputRefusal(req: Pick<Request, 'params' | 'query' | 'body'>): AppError | undefined {
  const errors = [...unstorableFields(req.params ?? {}), ...unstorableFields(req.query ?? {}), ...unstorableFields(req.body ?? {}, 'body')];
  const named = errors.filter((e, i) => errors.findIndex((f) => f.field === e.field) === i);
  return named.length > 0 ? badInput(named) : undefined;
}

/** The refusal of the checks above for one call, if any. */
export function restEdgeRefusal(req: Pick<Request, 'params' | 'query' | 'body'>): AppError | undefined {
  return unstorableInputRefusal(req);
}

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
const METHODS = new Set<PropertyKey>(['get', 'post', 'put', 'patch', 'delete'] satisfies Method[]);

/**
 * The REST router as the route modules see it: every route's first handler runs behind the
 * checks above. A refusal is thrown, so the error handler answers it like any coded error.
 */
export function guardedRoutes(router: Router): Router {
  const checked =
    (handler: RequestHandler): RequestHandler =>
    (req, res, next) => {
      const refusal = restEdgeRefusal(req);
      if (refusal) throw refusal;
      return handler(req, res, next);
    };
  const route =
    (method: Method) =>
    (path: string, first: RequestHandler, ...rest: RequestHandler[]) =>
      router[method](path, checked(first), ...rest);
  return new Proxy(router, {
    get: (target, key, receiver) => (METHODS.has(key) ? route(key as Method) : Reflect.get(target, key, receiver)) as unknown,
  });
}
