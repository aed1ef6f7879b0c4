import { afterAll, describe, expect, it } from 'vitest';
import { hashingRoom, hashPassword, passwordHasher, returnSlot, timingDummyHash, verifyPassword } from './password.js';

describe('password hashing on the worker pool', () => {
  afterAll(() => passwordHasher.configure({ queue: 10_000 }));

  it('hashes and verifies argon2id on a worker', async () => {
    const hash = await hashPassword('a-password-1');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(hash, 'a-password-1')).toBe(true);
    expect(await verifyPassword(hash, 'another-one')).toBe(false);
    expect(await verifyPassword('not a hash', 'a-password-1')).toBe(false);
  });

  it('refuses with 503 when no hash may wait, and the timing dummy is made once room returns', async () => {
    passwordHasher.configure({ queue: 0 }); // every call finds the line full
    await expect(hashPassword('x')).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE', retryAfterSeconds: expect.any(Number) });
    await expect(timingDummyHash()).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    passwordHasher.configure({ queue: 10 });
    // Not the remembered refusal: the unknown-email path works again.
    expect(await timingDummyHash()).toMatch(/^\$argon2id\$/);
  });
});

describe('the return slots of refused calls', () => {
  /** Books `count` refusals made at `now`, after `last`; returns each one's Retry-After and the last slot. */
  const refuse = (count: number, now: number, stepMs: number, last = 0) => {
    const waits: number[] = [];
    for (let i = 0; i < count; i++) {
      const booked = returnSlot(last, now, stepMs);
      last = booked.slot;
      waits.push(booked.retryAfterSeconds);
    }
    return { waits, last };
  };

  it('sends refused calls back about as fast as the workers clear them, never sooner than a second', () => {
    // 200 refused at once, a hash every 20 ms: 50 slots a second, over four seconds and a bit.
    const { waits, last } = refuse(200, 1_000_000, 20);
    expect(waits[0]).toBe(1);
    expect(waits).toEqual([...waits].sort((a, b) => a - b));
    const perSecond = new Map<number, number>();
    for (const w of waits) perSecond.set(w, (perSecond.get(w) ?? 0) + 1);
    for (const [, n] of perSecond) expect(n).toBeLessThanOrEqual(50);
    expect(Math.max(...waits)).toBe(5);
    // Later refusals queue behind them; after an idle spell they start from a second again.
    expect(refuse(1, 1_000_500, 20, last).waits).toEqual([5]);
    expect(refuse(1, 1_060_000, 20, last).waits).toEqual([1]);
  });

  it('never asks for more than a minute', () => {
    expect(Math.max(...refuse(10_000, 0, 20).waits)).toBe(60);
  });
});

describe('the hashing line', () => {
  it('holds a rush of 40 signups and their 40 logins, none refused, on the slowest worker measured', () => {
    expect(hashingRoom(33, 1)).toBeGreaterThanOrEqual(80); // 30 hashes a second: the slowest hour on 2 cores
    expect(hashingRoom(10, 1)).toBeLessThanOrEqual(300); // and no more than a few seconds' wait on a fast one
  });
});
