import { describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import type { Gateway } from '../src/bootstrap.js';
import { Client } from './client.js';
import { studentForm, useTwoGateways } from './app.js';
import { subscribe } from './ws.js';
import { listen, until, untilSubscribed, type Listener } from './listeners.js';

// Scale-out: two gateway instances on one database, fanning events out through Redis.
// Runs where a Redis is given (CI exports REDIS_URL when the machine has one).
const redisUrl = process.env.REDIS_URL;

describe.skipIf(!redisUrl)('two gateway instances sharing one database and Redis', () => {
  // One session opens the 1,000 subscriptions below.
  const gateways = useTwoGateways(redisUrl, { limits: { requestsPerSession: { points: 10_000, seconds: 60, blockSeconds: 60 } } });

  it('delivers a booking made on one instance to a subscriber of the other', async () => {
    const watcher = new Client(gateways.b.url);
    const form = studentForm({ gender: 'Female' });
    await watcher.rest('POST', '/user/signup', form);
    await watcher.rest('POST', '/user/login', { email: form.email, password: form.password });
    const live = await subscribe<{ roomAvailability: { id: string; freeBeds: number } }>(gateways.b, watcher.cookie, 'subscription { roomAvailability(hostel: "GH-1") { id freeBeds } }');
    await untilRedisHasSubscriber('ROOM_AVAILABILITY');
    try {
      // The same session cookie works on instance A: sessions live in the shared database.
      const booker = new Client(gateways.a.url);
      booker.cookie = watcher.cookie;
      const rooms = await booker.rest<{ _id: string; type: string }[]>('GET', '/room?hostel=GH-1');
      const room = rooms.body.find((r) => r.type === 'Double')!;
      expect((await booker.rest('POST', '/bookroom/room', { _id: room._id })).status).toBe(201);
      expect((await live.next()).roomAvailability).toEqual({ id: room._id, freeBeds: 1 });
    } finally {
      await live.close();
    }
  });

  it('counts an account\'s failed logins across both instances', async () => {
    const form = studentForm();
    await new Client(gateways.a.url).rest('POST', '/user/signup', form);
    const guess = (gateway: Gateway) => new Client(gateway.url).rest('POST', '/user/login', { email: form.email, password: 'wrong-password' });
    for (let i = 0; i < 5; i++) expect((await guess(gateways.a)).status).toBe(401);
    for (let i = 0; i < 5; i++) expect((await guess(gateways.b)).status).toBe(401);
    expect((await guess(gateways.a)).status).toBe(429);
    expect((await new Client(gateways.b.url).rest('POST', '/user/login', { email: form.email, password: form.password })).status).toBe(429);
  });

  /**
   * `count` subscribers of `query` (GH-1's grid) for one logged-in student, alternately on each
   * instance, all running and Redis listening; with GH-1's id for publishing to them.
   */
  async function gh1Listeners<T>(count: number, query: string): Promise<{ gh1: string; listeners: Listener<T>[] }> {
    const watcher = new Client(gateways.a.url);
    const form = studentForm({ gender: 'Female' });
    await watcher.rest('POST', '/user/signup', form);
    await watcher.rest('POST', '/user/login', { email: form.email, password: form.password });
    const [gh1] = await gateways.a.orm.em.fork().execute<{ id: string }[]>(`select id from hostels where name = 'GH-1'`);
    const baseline = gateways.a.wsOperations() + gateways.b.wsOperations();
    const listeners: Listener<T>[] = [];
    try {
      for (let i = 0; i < count; i++) {
        listeners.push(listen<T>(i % 2 ? gateways.b : gateways.a, watcher.cookie, query));
        if (i % 100 === 99 || i === count - 1) await untilSubscribed([gateways.a, gateways.b], baseline + i + 1);
      }
      await untilRedisHasSubscriber('ROOM_AVAILABILITY');
    } catch (error) {
      await Promise.all(listeners.map((l) => l.close()));
      throw error;
    }
    return { gh1: gh1!.id, listeners };
  }

  it('1,000 subscribers across both instances each receive every event of a burst, in order', async () => {
    const { gh1, listeners } = await gh1Listeners<{ roomAvailability: { id: string } }>(1000, 'subscription { roomAvailability(hostel: "GH-1") { id } }');
    try {
      // A burst of 100 events, published on one instance in one go: Redis carries them to both.
      const burst = Array.from({ length: 100 }, (_, i) => `room-${i}`);
      for (const id of burst) gateways.a.bus.publish('ROOM_AVAILABILITY', gh1, { id } as never);
      await until(() => listeners.every((l) => l.received.length >= burst.length), 30_000);
      const short = listeners.filter((l) => l.received.map((e) => e.roomAvailability.id).join() !== burst.join());
      expect(short.length, `${short.length} of 1000 subscribers missed or reordered events`).toBe(0);
      expect(listeners.flatMap((l) => l.errors)).toEqual([]);
    } finally {
      await Promise.all(listeners.map((l) => l.close()));
    }
  });

  it("grids on roomChanges across both instances hear every room of a burst, with its newest count, in a few messages", async () => {
    type Grid = { roomChanges: { id: string; freeBeds: number }[] };
    const { gh1, listeners } = await gh1Listeners<Grid>(200, 'subscription { roomChanges(hostel: "GH-1") { id freeBeds } }');
    try {
      // 100 rooms change, then the first ten again: on instance A in one go, through Redis to B.
      const changes = [...Array.from({ length: 100 }, (_, i) => ({ id: `room-${i}`, freeBeds: 1 })), ...Array.from({ length: 10 }, (_, i) => ({ id: `room-${i}`, freeBeds: 0 }))];
      for (const room of changes) gateways.a.bus.publish('ROOM_AVAILABILITY', gh1, { ...room, hostelId: gh1 } as never);
      const newest = (l: Listener<Grid>) => {
        const rooms = new Map<string, number>();
        for (const message of l.received) for (const room of message.roomChanges) rooms.set(room.id, room.freeBeds);
        return rooms;
      };
      const expected = new Map(changes.map((c) => [c.id, c.freeBeds]));
      const settled = (l: (typeof listeners)[number]) => [...expected].every(([id, free]) => newest(l).get(id) === free);
      await until(() => listeners.every(settled), 30_000);
      expect(listeners.filter((l) => !settled(l)).length, 'grids that missed a room or kept an older count').toBe(0);
      // One message a window (50 ms), not one a change: 110 changes arrive in a handful.
      const most = Math.max(...listeners.map((l) => l.received.length));
      expect(most).toBeLessThan(changes.length / 4);
      expect(listeners.flatMap((l) => l.errors)).toEqual([]);
      // The gateways' metrics count what the grids received: messages, and the rooms in them.
      const metric = async (name: string) => {
        let sum = 0;
        for (const g of [gateways.a, gateways.b]) sum += Number((await (await fetch(`${g.url}/metrics`)).text()).match(new RegExp(`^${name} (\\d+)`, 'm'))![1]);
        return sum;
      };
      expect(await metric('dormspace_room_change_messages_total')).toBe(listeners.reduce((n, l) => n + l.received.length, 0));
      expect(await metric('dormspace_room_change_rooms_total')).toBe(listeners.reduce((n, l) => n + l.received.reduce((m, r) => m + r.roomChanges.length, 0), 0));
    } finally {
      await Promise.all(listeners.map((l) => l.close()));
    }
  });

  it('a logout on one instance ends the session on the other, though it had it cached', async () => {
    const onA = new Client(gateways.a.url);
    const form = studentForm();
    await onA.rest('POST', '/user/signup', form);
    const login = await onA.rest<{ id: string }>('POST', '/user/login', { email: form.email, password: form.password });
    const onB = new Client(gateways.b.url);
    onB.cookie = onA.cookie;
    expect((await onB.rest('GET', `/user/student/${login.body.id}`)).status).toBe(200); // B now holds it in cache
    await untilRedisHasSubscriber('SESSIONS_REVOKED');
    expect((await onA.rest('POST', '/user/logout')).status).toBe(200);
    let status = 200;
    for (let i = 0; i < 100 && status === 200; i++) {
      status = (await onB.rest('GET', `/user/student/${login.body.id}`)).status;
      if (status === 200) await new Promise((wait) => setTimeout(wait, 10));
    }
    expect(status).toBe(401);
  });
});

/** Instance B subscribes to Redis asynchronously; wait until Redis knows of it. */
async function untilRedisHasSubscriber(prefix: string): Promise<void> {
  const redis = new Redis(redisUrl!);
  try {
    for (let i = 0; i < 200; i++) {
      const channels = (await redis.pubsub('CHANNELS', `${prefix}*`)) as string[];
      if (channels.length > 0) return;
      await new Promise((wait) => setTimeout(wait, 10));
    }
    throw new Error(`no Redis subscriber for ${prefix}*`);
  } finally {
    redis.disconnect();
  }
}
