import WebSocket from 'ws';
import { createClient, type Client as WsClient } from 'graphql-ws';

/** What one subscription on a {@link LiveSocket} has received: its events' data, and its errors. */
export interface Stream<T> {
  events: T[];
  errors: string[];
}

/**
 * A browser's socket to the gateway, seen from outside: the close codes the server sent, how
 * often it connected, and each subscription's events. `reconnects` lets it connect again after a
 * close the way the web apps' client does (graphql-ws: never after 4401), at once.
 */
export interface LiveSocket {
  subscribe<T>(query: string, variables?: Record<string, unknown>): Stream<T>;
  closes: number[];
  connections(): number;
  dispose(): Promise<void>;
}

export function liveSocket(url: string, cookie: string | undefined, { reconnects = 0 } = {}): LiveSocket {
  class CookieSocket extends WebSocket {
    constructor(address: string, protocols?: string | string[]) {
      super(address, protocols, { headers: cookie ? { cookie } : {} });
    }
  }
  const closes: number[] = [];
  let connected = 0;
  const client: WsClient = createClient({
    url: `${url.replace('http', 'ws')}/graphql`,
    webSocketImpl: CookieSocket,
    retryAttempts: reconnects,
    retryWait: () => new Promise((resume) => setTimeout(resume, 20)),
    on: {
      connected: () => void connected++,
      closed: (event) => void closes.push((event as { code: number }).code),
    },
  });
  return {
    closes,
    connections: () => connected,
    subscribe<T>(query: string, variables: Record<string, unknown> = {}) {
      const stream: Stream<T> = { events: [], errors: [] };
      client.subscribe<T>(
        { query, variables },
        {
          next: (result) => (result.errors ? stream.errors.push(...result.errors.map((e) => e.message)) : stream.events.push(result.data as T)),
          error: (error) => void stream.errors.push(error instanceof Error ? error.message : `closed ${(error as { code?: number }).code}`),
          complete: () => undefined,
        },
      );
      return stream;
    },
    dispose: () => client.dispose() as Promise<void>,
  };
}
