import { afterAll, describe, expect, it } from 'vitest';
import { hashingRoom, hashPassword, passwordHasher, timingDummyHash, verifyPassword } from './password.js';

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

describe('the hashing line', () => {
  it('holds a rush of 40 signups and their 40 logins, none refused, on the slowest worker measured', () => {
    expect(hashingRoom(33, 1)).toBeGreaterThanOrEqual(80); // 30 hashes a second: the slowest hour on 2 cores
    expect(hashingRoom(10, 1)).toBeLessThanOrEqual(300); // and no more than a few seconds' wait on a fast one
  });
});
