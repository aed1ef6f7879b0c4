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

describe('errors over WebSocket', () => {
  it('are masked as over HTTP: an unexpected one says nothing of its cause, a coded one keeps its words', async () => {
    const { client, id } = await newStudent(app);
    const ws = wsClient({ cookie: client.cookie!, origin: app.url });
    try {
      const events = ws.iterate<{ myOutpassUpdates: { id: string; status: string } }>({ query: 'subscription { myOutpassUpdates { id status } }' });
      const first = events.next();
      const deadline = Date.now() + 5_000;
      while (app.gateway.wsOperations() === 0 && Date.now() < deadline) await new Promise((wait) => setTimeout(wait, 10));
      // An event whose field throws an error of no code, as a bug in a resolver would.
      const broken = {
        id: 'x',
        get status(): string {
          throw new Error('relation "outpasses" at /srv/gateway/src/secret.ts:12');
        },
      };
      app.gateway.bus.publish('OUTPASS_STATUS', id, broken as never);
      const { value } = await first;
      await events.return?.();
      expect(JSON.stringify(value)).not.toMatch(/secret|outpasses|srv/);
      expect(value?.errors).toEqual([expect.objectContaining({ message: 'Something went wrong on our side. Please try again.', extensions: { code: 'INTERNAL_SERVER_ERROR' } })]);
      expect(app.logs.some((line) => line.includes('operation failed over WebSocket') && line.includes('secret.ts'))).toBe(true);

    } finally {
      await ws.dispose();
    }
    const anonymous = wsClient({ origin: app.url });
    try {
      const refused = await once<{ myNotifications: unknown }>(anonymous, 'query { myNotifications { unread } }');
      expect(refused.errors).toEqual([expect.objectContaining({ message: 'Please log in to continue.', extensions: expect.objectContaining({ code: 'UNAUTHENTICATED' }) })]);
    } finally {
      await anonymous.dispose();
    }
  });
});
