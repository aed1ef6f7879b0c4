import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { bootstrap, type Gateway } from '../src/bootstrap.js';
import { seedHostels } from '../src/db/seed.js';
import { DevOutbox } from '../src/modules/mail/mail.service.js';
import { Client } from './client.js';
import { studentForm } from './app.js';
import { createTestDatabase } from './database.js';
import { subscribe } from './ws.js';

// Scale-out: two gateway instances on one database, fanning events out through Redis.
// Runs where a Redis is given (CI exports REDIS_URL when the machine has one).
const redisUrl = process.env.REDIS_URL;

describe.skipIf(!redisUrl)('two gateway instances sharing one database and Redis', () => {
  let a: Gateway;
  let b: Gateway;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    const db = await createTestDatabase();
    drop = db.drop;
    const options = { databaseUrl: db.url, port: 0, host: '127.0.0.1', redisUrl, logMigrations: false, mailTransport: new DevOutbox(undefined, false) };
    a = await bootstrap(options);
    b = await bootstrap(options);
    await seedHostels(a.orm.em.fork());
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    await drop?.();
  });

  it('delivers a booking made on one instance to a subscriber of the other', async () => {
    const watcher = new Client(b.url);
    const form = studentForm({ gender: 'Female' });
    await watcher.rest('POST', '/user/signup', form);
    await watcher.rest('POST', '/user/login', { email: form.email, password: form.password });
    const live = await subscribe<{ roomAvailability: { id: string; freeBeds: number } }>(b, watcher.cookie, 'subscription { roomAvailability(hostel: "GH-1") { id freeBeds } }');
    await untilRedisHasSubscriber('ROOM_AVAILABILITY');
    try {
      // The same session cookie works on instance A: sessions live in the shared database.
      const booker = new Client(a.url);
      booker.cookie = watcher.cookie;
      const rooms = await booker.rest<{ _id: string; type: string }[]>('GET', '/room?hostel=GH-1');
      const room = rooms.body.find((r) => r.type === 'Double')!;
      expect((await booker.rest('POST', '/bookroom/room', { _id: room._id })).status).toBe(201);
      expect((await live.next()).roomAvailability).toEqual({ id: room._id, freeBeds: 1 });
    } finally {
      await live.close();
    }
  });

  it('a logout on one instance ends the session on the other, though it had it cached', async () => {
    const onA = new Client(a.url);
    const form = studentForm();
    await onA.rest('POST', '/user/signup', form);
    const login = await onA.rest<{ id: string }>('POST', '/user/login', { email: form.email, password: form.password });
    const onB = new Client(b.url);
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
