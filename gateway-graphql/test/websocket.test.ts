import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createClient } from 'graphql-ws';
import { newStudent, useTestApp } from './app.js';

const app = useTestApp();

/** A graphql-ws client that sends the browser's cookie and Origin on the upgrade request. */
function wsClient(headers: Record<string, string>) {
  class BrowserLikeSocket extends WebSocket {
    constructor(address: string, protocols?: string | string[]) {
      super(address, protocols, { headers });
    }
  }
  return createClient({ url: `${app.url.replace('http', 'ws')}/graphql`, webSocketImpl: BrowserLikeSocket, retryAttempts: 0, lazy: true });
}

async function once<T>(client: ReturnType<typeof createClient>, query: string): Promise<{ data?: T; errors?: { message: string }[] }> {
  const iterator = client.iterate<T>({ query });
  try {
    const { value } = await iterator.next();
    return value as { data?: T; errors?: { message: string }[] };
  } finally {
    await iterator.return?.();
  }
}

describe('GraphQL over WebSocket', () => {
  it('authenticates the socket with the session cookie', async () => {
    const { client, form } = await newStudent(app);
    const ws = wsClient({ cookie: client.cookie!, origin: app.url });
    try {
      const reply = await once<{ me: { email: string } }>(ws, 'query { me { email } }');
      expect(reply.data?.me.email).toBe(form.email);
    } finally {
      await ws.dispose();
    }
  });

  it('treats a socket without a cookie as anonymous', async () => {
    const ws = wsClient({});
    try {
      expect((await once<{ me: unknown }>(ws, 'query { me { email } }')).data).toEqual({ me: null });
    } finally {
      await ws.dispose();
    }
  });

  it('refuses a socket opened from a foreign origin, even with a valid cookie', async () => {
    const { client } = await newStudent(app);
    const ws = wsClient({ cookie: client.cookie!, origin: 'https://evil.example' });
    try {
      await expect(once(ws, 'query { me { email } }')).rejects.toMatchObject({ code: 4403 });
    } finally {
      await ws.dispose();
    }
  });
});
