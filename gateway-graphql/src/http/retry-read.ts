import type { Request, Response, Router } from 'express';
import { isDatabaseUnavailable, poolSettles, RETRY_DELAYS_MS } from '../core/database-errors.js';
import { guardedRoutes } from './rest-edge.js';

type Handler = (req: Request, res: Response) => unknown;

/**
 * The REST router as the route modules see it, with every GET handler run again (on a fresh
 * request context) when the database connection failed under it, as often as readWithRetry
 * tries a read; and every route, GET or not, behind the REST edge's checks (rest-edge.ts: no
 * cross-site writes, no text the database cannot store), which is why every route module is
 * handed this router.
 */
export function retryingGets(router: Router, freshContext: (req: Request, res: Response) => Promise<void>): Router {
  const get = (path: string, handler: Handler) =>
    router.get(path, async (req, res) => {
      for (let attempt = 0; ; attempt++) {
        try {
          return void (await handler(req, res));
        } catch (error) {
          if (!isDatabaseUnavailable(error) || res.headersSent || attempt >= RETRY_DELAYS_MS.length) throw error;
        }
        await poolSettles(attempt);
        await freshContext(req, res);
      }
    });
  return guardedRoutes(new Proxy(router, { get: (target, key, receiver) => (key === 'get' ? get : Reflect.get(target, key, receiver)) as unknown }));
}
