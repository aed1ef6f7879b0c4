import { beforeAll, describe, expect, it } from 'vitest';
import type { Gateway } from '../src/bootstrap.js';
import { UserService } from '../src/modules/user/user.service.js';
import { systemClock } from '../src/core/clock.js';
import { Client } from './client.js';
import { studentForm } from './app.js';
import { liveSocket, type LiveSocket } from './live-socket.js';
import { until } from './listeners.js';
import { outpassForm } from './outpass.js';
import { untilReadyz, useGatewaysBehindProxy, waitFor } from './redis-proxy.js';

// A session that ends on one gateway ends its sockets on the other: through Redis at once, and
// while Redis is away by checking the database (before each event, and every sweep).
const redisUrl = process.env.REDIS_URL;
const MY_UPDATES = 'subscription { myOutpassUpdates { id status } }';

describe.skipIf(!redisUrl)('sessions ending across two gateways', () => {
  // A re-checks its sockets only before events (no sweep within a test); B sweeps every 300 ms.
  const cluster = useGatewaysBehindProxy(redisUrl, { a: { socketSweepMs: 600_000 }, b: { socketSweepMs: 300 } });
  const { proxy } = cluster;
  beforeAll(async () => {
    const { a, b } = cluster;
    // Ready says Redis is connected, not that B's subscription has reached it: wait until a
    // revocation published on A is heard on B (one naming nobody).
    const heard = b.bus.subscribe('SESSIONS_REVOKED')[Symbol.asyncIterator]();
    let arrived = false;
    void heard.next().then(() => (arrived = true));
    await waitFor(async () => {
      a.bus.publish('SESSIONS_REVOKED', { sessionId: '00000000-0000-4000-8000-000000000000' });
      await new Promise((wait) => setTimeout(wait, 50));
      return arrived;
    }, 'B to hear A through Redis');
    await heard.return?.();
  });

  async function student(on: Gateway) {
    const client = new Client(on.url);
    const form = studentForm();
    const signup = await client.rest<{ id: string }>('POST', '/user/signup', form);
    expect((await client.rest('POST', '/user/login', { email: form.email, password: form.password })).status).toBe(200);
    const applied = await client.gql<{ applyOutpass: { id: string } }>('mutation($input: OutpassInput!) { applyOutpass(input: $input) { id } }', { input: outpassForm() });
    return { client, id: signup.body.id, outpassId: applied.body.data!.applyOutpass.id };
  }
  let admins = 0;
  async function admin(on: Gateway) {
    const email = `cluster-admin${++admins}@dormspace.test`;
    await new UserService(on.orm.em.fork(), systemClock).upsertAdmin({ email, password: 'admin-password-1', name: 'Admin' });
    const client = new Client(on.url);
    await client.rest('POST', '/user/login', { email, password: 'admin-password-1' });
    return client;
  }
  async function watching(on: Gateway, cookie: string | undefined): Promise<{ socket: LiveSocket; events: unknown[] }> {
    const before = on.wsOperations();
    const socket = liveSocket(on.url, cookie);
    const stream = socket.subscribe(MY_UPDATES);
    await until(() => on.wsOperations() > before, 5_000);
    return { socket, events: stream.events };
  }
  const closedWith = async (socket: LiveSocket, code: number) => {
    await until(() => socket.closes.includes(code), 5_000);
    expect(socket.closes).toContain(code);
  };

  it('with Redis: an account disabled on A closes its socket on B at once', async () => {
    const { a, b } = cluster;
    const boss = await admin(a);
    const kid = await student(b);
    const { socket, events } = await watching(b, kid.client.cookie);
    try {
      expect((await boss.gql(`mutation { setAccountDisabled(id: "${kid.id}", disabled: true) { disabled } }`)).body.errors).toBeUndefined();
      await closedWith(socket, 4401);
      await boss.gql('mutation($id: ID!) { decideOutpass(id: $id, decision: APPROVED) { id } }', { id: kid.outpassId });
      await new Promise((wait) => setTimeout(wait, 300));
      expect(events).toEqual([]);
    } finally {
      await socket.dispose();
    }
  });

  it('with Redis away: a logout on B is unheard on A, yet A sends the next event to nobody and closes the socket', async () => {
    const { a, b } = cluster;
    const kid = await student(a);
    const boss = await admin(a);
    const { socket, events } = await watching(a, kid.client.cookie);
    const onB = new Client(b.url);
    onB.cookie = kid.client.cookie;
    await proxy.cut();
    try {
      await untilReadyz([a, b], 503, 'both gateways to say degraded');
      expect((await onB.rest('POST', '/user/logout')).status).toBe(200);
      await new Promise((wait) => setTimeout(wait, 300));
      expect(socket.closes).toEqual([]); // A heard nothing, and does not sweep in this test
      // The decision is made on A: its event reaches A's subscribers through A's own bus.
      expect((await boss.gql('mutation($id: ID!) { decideOutpass(id: $id, decision: APPROVED) { id } }', { id: kid.outpassId })).body.errors).toBeUndefined();
      await closedWith(socket, 4401);
      expect(events).toEqual([]);
    } finally {
      await socket.dispose();
      await proxy.open();
      await untilReadyz([a, b], 200, 'both gateways ready again');
    }
  });

  it('with Redis away: a logout on A closes its socket on B by B\'s sweep, with no event', async () => {
    const { a, b } = cluster;
    const kid = await student(b);
    const { socket } = await watching(b, kid.client.cookie);
    await proxy.cut();
    try {
      await untilReadyz([a, b], 503, 'both gateways to say degraded');
      const onA = new Client(a.url);
      onA.cookie = kid.client.cookie;
      expect((await onA.rest('POST', '/user/logout', undefined, { 'content-type': 'application/json' })).status).toBe(200);
      await closedWith(socket, 4401);
    } finally {
      await socket.dispose();
      await proxy.open();
      await untilReadyz([a, b], 200, 'both gateways ready again');
    }
  });
});
