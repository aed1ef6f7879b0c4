import { describe, expect, it } from 'vitest';
import type { Gateway } from '../src/bootstrap.js';
import { systemClock } from '../src/core/clock.js';
import { DEFAULT_LIMITS } from '../src/core/limits.js';
import { UserService } from '../src/modules/user/user.service.js';
import { Client } from './client.js';
import { useTwoGateways } from './app.js';
import { scan } from './outpass.js';

// The anti-guessing budgets hold across gateways: two instances counting in one Redis.
const redisUrl = process.env.REDIS_URL;

describe.skipIf(!redisUrl)('guessing limits across two gateways sharing Redis', () => {
  const gateways = useTwoGateways(redisUrl);

  /** The same session on either gateway (sessions live in the shared database). */
  const on = (gateway: Gateway, cookie: string | undefined) => Object.assign(new Client(gateway.url), { cookie });

  it("counts a scanner's wrong gate codes on both instances", async () => {
    const email = `gate-admin-${process.pid}-${Date.now()}@dormspace.test`;
    await new UserService(gateways.a.orm.em.fork(), systemClock).upsertAdmin({ email, password: 'admin-password-1', name: 'Gate Admin' });
    const admin = new Client(gateways.a.url);
    expect((await admin.rest('POST', '/user/login', { email, password: 'admin-password-1' })).status).toBe(200);

    const points = DEFAULT_LIMITS.gateScanFailuresPerGuard.points;
    for (let i = 0; i < points; i++) {
      const reply = await scan(on(i % 2 ? gateways.b : gateways.a, admin.cookie), `ZZZZZ-${String(i).padStart(5, '0')}`, 'OUT');
      expect(reply.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
    expect((await scan(on(gateways.a, admin.cookie), 'ZZZZZ-99999', 'OUT')).body.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    expect((await scan(on(gateways.b, admin.cookie), 'ZZZZZ-99998', 'OUT')).body.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
  });
});
