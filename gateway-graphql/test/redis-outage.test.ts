import { describe, expect, it } from 'vitest';
import { Client } from './client.js';
import { studentForm } from './app.js';
import { subscribe } from './ws.js';
import { untilReadyz, useGatewaysBehindProxy } from './redis-proxy.js';

// A Redis outage, injected at the network: both gateways reach Redis through a TCP proxy that
// the test cuts (every connection dropped, new ones refused) and restores.
const redisUrl = process.env.REDIS_URL;

describe.skipIf(!redisUrl)('a Redis outage between two gateways', () => {
  const cluster = useGatewaysBehindProxy(redisUrl);

  it('keeps same-gateway events, says degraded, ends a logout everywhere, and fans out again when Redis returns', async () => {
    const { a, b, proxy } = cluster;
    const student = new Client(a.url);
    const form = studentForm({ gender: 'Female' });
    await student.rest('POST', '/user/signup', form);
    const login = await student.rest<{ id: string }>('POST', '/user/login', { email: form.email, password: form.password });
    const onB = new Client(b.url);
    onB.cookie = student.cookie;
    expect((await onB.rest('GET', `/user/student/${login.body.id}`)).status).toBe(200); // cached on B

    const localWatch = await subscribe<{ roomAvailability: { id: string; freeBeds: number } }>(a, student.cookie, 'subscription { roomAvailability(hostel: "GH-1") { id freeBeds } }');
    const rooms = await student.rest<{ _id: string; freeBeds: number; type: string }[]>('GET', '/room?hostel=GH-1');
    const [first, second] = rooms.body.filter((r) => r.type === 'Double' && r.freeBeds === 2);

    await proxy.cut();
    try {
      await untilReadyz([a], 503, 'A to say degraded');
      expect(await (await fetch(`${a.url}/readyz`)).json()).toEqual({ status: 'degraded', database: 'ok', redis: 'unreachable' });
      expect(await (await fetch(`${a.url}/metrics`)).text()).toMatch(/dormspace_redis_up 0/);

      // A booking on A reaches A's own subscriber without Redis.
      const other = new Client(a.url);
      const otherForm = studentForm({ gender: 'Female' });
      await other.rest('POST', '/user/signup', otherForm);
      await other.rest('POST', '/user/login', { email: otherForm.email, password: otherForm.password });
      expect((await other.rest('POST', '/bookroom/room', { _id: first!._id })).status).toBe(201);
      expect((await localWatch.next()).roomAvailability).toEqual({ id: first!._id, freeBeds: 1 });

      // A logout on A ends the session on B at once, though B had it cached and heard nothing.
      expect((await student.rest('POST', '/user/logout')).status).toBe(200);
      expect((await onB.rest('GET', `/user/student/${login.body.id}`)).status).toBe(401);
    } finally {
      await proxy.open();
    }

    await untilReadyz([a, b], 200, 'both gateways ready again');
    // Fan-out resumes: a booking on A reaches a subscriber on B.
    const watcher = new Client(b.url);
    const watcherForm = studentForm({ gender: 'Female' });
    await watcher.rest('POST', '/user/signup', watcherForm);
    await watcher.rest('POST', '/user/login', { email: watcherForm.email, password: watcherForm.password });
    const remoteWatch = await subscribe<{ roomAvailability: { id: string; freeBeds: number } }>(b, watcher.cookie, 'subscription { roomAvailability(hostel: "GH-1") { id freeBeds } }');
    try {
      const booker = new Client(a.url);
      const bookerForm = studentForm({ gender: 'Female' });
      await booker.rest('POST', '/user/signup', bookerForm);
      await booker.rest('POST', '/user/login', { email: bookerForm.email, password: bookerForm.password });
      let seen: { id: string; freeBeds: number } | undefined;
      // B's subscription to Redis settles asynchronously: book, then read events until ours comes.
      expect((await booker.rest('POST', '/bookroom/room', { _id: second!._id })).status).toBe(201);
      const deadline = Date.now() + 10_000;
      while (Date.now() < deadline && seen?.id !== second!._id) seen = (await remoteWatch.next(10_000)).roomAvailability;
      expect(seen).toEqual({ id: second!._id, freeBeds: 1 });
    } finally {
      await remoteWatch.close();
      await localWatch.close();
    }
  });
});
