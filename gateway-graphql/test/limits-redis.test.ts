import { describe, expect, it } from 'vitest';
import type { Gateway } from '../src/bootstrap.js';
import { systemClock } from '../src/core/clock.js';
import { DEFAULT_LIMITS } from '../src/core/limits.js';
import { UserService } from '../src/modules/user/user.service.js';
import { Client } from './client.js';
import { studentForm, useTwoGateways } from './app.js';
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

  it('counts guesses per account and address, per account, and knows the owner\'s address, on both instances', async () => {
    const form = studentForm();
    expect((await new Client(gateways.a.url).rest('POST', '/user/signup', form)).status).toBe(201);
    const login = (gateway: Gateway, password: unknown, from: string) =>
      new Client(gateway.url).rest('POST', '/user/login', { email: form.email, password }, { 'x-forwarded-for': from });
    // The owner logs in on A from home: B knows that address as the account's too.
    expect((await login(gateways.a, form.password, '192.0.2.10')).status).toBe(200);

    const pair = DEFAULT_LIMITS.loginPerAccountAddress.points;
    for (let i = 0; i < pair; i++) expect((await login(i % 2 ? gateways.b : gateways.a, `wrong-${i}`, '192.0.2.66')).status).toBe(401);
    expect((await login(gateways.b, form.password, '192.0.2.66')).status).toBe(429);

    // Spread over addresses and both instances, the account's budget runs out once, not twice.
    const statuses: number[] = [];
    for (let a = 0; statuses.length < DEFAULT_LIMITS.loginPerAccount.points + 5; a++) {
      for (let i = 0; i < 5; i++) statuses.push((await login(i % 2 ? gateways.b : gateways.a, `guess-${i}`, `192.0.2.${100 + a}`)).status);
    }
    expect(statuses.at(-1)).toBe(429);
    expect((await login(gateways.b, form.password, '192.0.2.10')).status).toBe(200);
  });
});
