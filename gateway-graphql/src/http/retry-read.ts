import type { Request, Response, Router } from 'express';
import { isDatabaseUnavailable, poolSettles } from '../core/database-errors.js';

type Handler = (req: Request, res: Response) => unknown;

/**
 * The REST router as the route modules see it, with every GET handler run again once (on a
 * fresh request context) when the database connection failed under it.
 */
export function retryingGets(router: Router, freshContext: (req: Request, res: Response) => Promise<void>): Router {
  const get = (path: string, handler: Handler) =>
    router.get(path, async (req, res) => {
      try {
        await handler(req, res);
      } catch (error) {
        if (!isDatabaseUnavailable(error) || res.headersSent) throw error;
        await poolSettles();
        await freshContext(req, res);
        await handler(req, res);
      }
    });
  return new Proxy(router, { get: (target, key, receiver) => (key === 'get' ? get : Reflect.get(target, key, receiver)) as unknown });
}
