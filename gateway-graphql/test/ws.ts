import WebSocket from 'ws';
import { createClient } from 'graphql-ws';
import type { Gateway } from '../src/bootstrap.js';

export interface Subscription<T> {
  /** The next event, or a rejection after `ms` without one (an error result rejects too). */
  next(ms?: number): Promise<T>;
  /** Whatever arrived within `ms`, to show that nothing did. */
  drain(ms: number): Promise<T[]>;
  close(): Promise<void>;
}

/** Each gateway's subscriptions open one after another: see {@link subscribe}. */
const opening = new WeakMap<Gateway, Promise<unknown>>();

/**
 * Opens a graphql-ws subscription with a browser's cookie and resolves once the gateway runs
 * it, so an event triggered afterwards cannot be missed. Subscriptions refused by the server
 * resolve too: their error is the first `next()`. Several asked at once (`Promise.all`) open in
 * turn: each waits for the gateway's count of running operations to pass the count it saw, and
 * opened together the first to run would have released them all.
 */
export function subscribe<T>(gateway: Gateway, cookie: string | undefined, query: string, variables: Record<string, unknown> = {}): Promise<Subscription<T>> {
  const opened = (opening.get(gateway) ?? Promise.resolve()).then(() => open<T>(gateway, cookie, query, variables));
  opening.set(gateway, opened.catch(() => undefined));
  return opened;
}

async function open<T>(gateway: Gateway, cookie: string | undefined, query: string, variables: Record<string, unknown>): Promise<Subscription<T>> {
  class CookieSocket extends WebSocket {
    constructor(address: string, protocols?: string | string[]) {
      super(address, protocols, { headers: cookie ? { cookie } : {} });
    }
  }
  const client = createClient({ url: `${gateway.url.replace('http', 'ws')}/graphql`, webSocketImpl: CookieSocket, retryAttempts: 0 });
  const queue: (T | Error)[] = [];
  const waiters: ((value: T | Error) => void)[] = [];
  const push = (value: T | Error) => {
    const waiter = waiters.shift();
    if (waiter) waiter(value);
    else queue.push(value);
  };
  const before = gateway.wsOperations();
  client.subscribe<T>(
    { query, variables },
    {
      next: (result) => push(result.errors ? new Error(result.errors.map((e) => e.message).join('; ')) : (result.data as T)),
      error: (error) => push(error instanceof Error ? error : new Error(JSON.stringify(error))),
      complete: () => undefined,
    },
  );
  // Running on the server (or already refused, which leaves a queued error).
  const deadline = Date.now() + 5000;
  while (gateway.wsOperations() <= before && queue.length === 0 && Date.now() < deadline) await new Promise((wait) => setTimeout(wait, 5));

  const take = (ms: number) =>
    new Promise<T>((resolve, reject) => {
      const settle = (value: T | Error) => (value instanceof Error ? reject(value) : resolve(value));
      const queued = queue.shift();
      if (queued !== undefined) return settle(queued);
      const timer = setTimeout(() => reject(new Error(`no event within ${ms} ms`)), ms);
      waiters.push((value) => {
        clearTimeout(timer);
        settle(value);
      });
    });
  return {
    next: (ms = 5000) => take(ms),
    drain: async (ms) => {
      await new Promise((wait) => setTimeout(wait, ms));
      return queue.splice(0).filter((v): v is T => !(v instanceof Error));
    },
    close: async () => {
      await client.dispose();
    },
  };
}
