import WebSocket from 'ws';
import { createClient } from 'graphql-ws';
import type { Gateway } from '../src/bootstrap.js';

/** One WebSocket subscriber that records what arrives; its TCP socket can be paused to make it slow. */
export interface Listener<T> {
  received: T[];
  errors: unknown[];
  /** Stops reading from the socket for `ms` (the server's sends back up behind it). */
  stall(ms: number): void;
  close(): Promise<void>;
}

/** Opens a subscription on its own connection, with a browser's cookie; it records every event. */
export function listen<T>(gateway: Pick<Gateway, 'url'>, cookie: string | undefined, query: string, variables: Record<string, unknown> = {}): Listener<T> {
  let socket: WebSocket | undefined;
  class CookieSocket extends WebSocket {
    constructor(address: string, protocols?: string | string[]) {
      super(address, protocols, { headers: cookie ? { cookie } : {} });
      socket = this; // eslint-disable-line @typescript-eslint/no-this-alias -- the test drives this socket's TCP stream
    }
  }
  const client = createClient({ url: `${gateway.url.replace('http', 'ws')}/graphql`, webSocketImpl: CookieSocket, retryAttempts: 0 });
  const received: T[] = [];
  const errors: unknown[] = [];
  client.subscribe<T>({ query, variables }, { next: (r) => (r.errors ? errors.push(r.errors) : received.push(r.data as T)), error: (e) => errors.push(e), complete: () => undefined });
  return {
    received,
    errors,
    stall(ms) {
      // `_socket` is ws's own net.Socket: pausing it stops reads, so TCP pushes back on the server.
      const tcp = (socket as unknown as { _socket?: { pause(): void; resume(): void } } | undefined)?._socket;
      tcp?.pause();
      setTimeout(() => tcp?.resume(), ms);
    },
    close: () => client.dispose() as Promise<void>,
  };
}

/** Resolves once the gateways run at least `count` WebSocket operations (every listener subscribed). */
export async function untilSubscribed(gateways: Pick<Gateway, 'wsOperations'>[], count: number, ms = 30_000): Promise<void> {
  const deadline = Date.now() + ms;
  const running = () => gateways.reduce((n, g) => n + g.wsOperations(), 0);
  while (running() < count) {
    if (Date.now() > deadline) throw new Error(`only ${running()} of ${count} subscriptions running after ${ms} ms`);
    await new Promise((wait) => setTimeout(wait, 20));
  }
}

/** Waits until `done()` holds, for at most `ms`. */
export async function until(done: () => boolean, ms = 30_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!done() && Date.now() < deadline) await new Promise((wait) => setTimeout(wait, 20));
}
