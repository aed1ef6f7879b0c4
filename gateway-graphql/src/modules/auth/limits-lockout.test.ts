import { describe, expect, it } from 'vitest';
import { newStudent, useTestApp, type TestApp } from '../../../test/app.js';
import { secrets } from '../../../test/client.js';
import { lastMailTo } from '../../../test/outpass.js';
import { DEFAULT_LIMITS } from '../../core/limits.js';

// Guessing a password without handing the guesser a lock on the owner (ASVS 5.0 6.1.1, 6.3.1).
// The budgets are the real defaults. The gateway trusts X-Forwarded-For from loopback, so a test
// speaks from any address it names; the owner signed up and logged in from 127.0.0.1.
const app = useTestApp({ passwordHashing: { queue: 100 } });

const PAIR = DEFAULT_LIMITS.loginPerAccountAddress.points;
const ACCOUNT = DEFAULT_LIMITS.loginPerAccount.points;

let addresses = 0;
/** A fresh address the account has never seen, from the documentation range. */
const newAddress = () => `198.51.100.${++addresses}`;

function login(app: TestApp, email: unknown, password: unknown, from?: string) {
  return app.client().rest('POST', '/user/login', { email, password }, from ? { 'x-forwarded-for': from } : {});
}

/** A reset by one-time code, the code taken from the mail as the owner would. */
async function resetPassword(app: TestApp, email: string, newPassword: string, from?: string): Promise<void> {
  const headers: Record<string, string> = from ? { 'x-forwarded-for': from } : {};
  expect((await app.client().rest('POST', '/user/send-code', { email }, headers)).status).toBe(200);
  const code = (await lastMailTo(app, email))?.text.match(/Your code is (\d{6})\./)?.[1];
  expect(code).toBeDefined();
  secrets.add(code!);
  const changed = await app.client().rest('POST', '/user/verify-code', { email, verifyOtp: code, newPassword }, headers);
  expect(changed.status, changed.text).toBe(200);
}

describe('a guesser on one address', () => {
  it('is locked out there, while the owner logs in from another address, and from a new one', async () => {
    const { form } = await newStudent(app);
    const attacker = newAddress();
    const guesses = await Promise.all(Array.from({ length: 30 }, (_, i) => login(app, form.email, `wrong-password-${i}`, attacker)));
    expect(guesses.filter((g) => g.status === 401)).toHaveLength(PAIR);
    expect(guesses.filter((g) => g.status === 429)).toHaveLength(30 - PAIR);
    // The right password from the guesser's address waits out the lock too.
    const locked = await login(app, form.email, form.password, attacker);
    expect(locked.status).toBe(429);
    expect(locked.body).toEqual({ message: 'Too many attempts, try again in 15 minutes.', code: 'RATE_LIMITED' });

    // The owner, from the address they use and from one the account has never seen.
    expect((await login(app, form.email, form.password)).status).toBe(200);
    expect((await login(app, form.email, form.password, newAddress())).status).toBe(200);
  });
});

describe('guessing spread over many addresses', () => {
  it('is slowed to one guess a minute past the account budget, and the owner still logs in from home', async () => {
    const { form } = await newStudent(app);
    // Five guesses from each of many addresses: under every address's own limit.
    const statuses: number[] = [];
    for (let a = 0; statuses.length < ACCOUNT + 10; a++) {
      const from = newAddress();
      for (let i = 0; i < 5; i++) statuses.push((await login(app, form.email, `guess-${a}-${i}`, from)).status);
    }
    // The budget (the owner's first login, from an address new then, spent one of it), one paced
    // guess, then refusals with a wait of at most a minute.
    expect(statuses.slice(0, ACCOUNT)).toEqual(Array(ACCOUNT).fill(401));
    expect(statuses.slice(ACCOUNT)).toEqual(Array(statuses.length - ACCOUNT).fill(429));
    const paced = await login(app, form.email, 'another-guess', newAddress());
    expect(paced.body).toEqual({ message: 'Too many attempts, try again in 1 minute.', code: 'RATE_LIMITED' });
    expect(Number(paced.headers.get('retry-after'))).toBeLessThanOrEqual(60);

    // The address the owner logged in from is spared the pace: no lock for them.
    expect((await login(app, form.email, form.password)).status).toBe(200);
    // From an address the account has never seen, the owner waits like a guesser would.
    expect((await login(app, form.email, form.password, newAddress())).status).toBe(429);
  });
});

describe('a reset by one-time code', () => {
  it('lifts the lock on the owner\'s own address at once', async () => {
    const { form } = await newStudent(app);
    // The owner shares an address with a guesser (a campus NAT): the pair is locked for both.
    for (let i = 0; i < PAIR; i++) expect((await login(app, form.email, `wrong-password-${i}`)).status).toBe(401);
    expect((await login(app, form.email, form.password)).status).toBe(429);

    await resetPassword(app, String(form.email), 'brand-new-password-1');
    expect((await login(app, form.email, 'brand-new-password-1')).status).toBe(200);
  });

  it('lifts the account-wide pace, for every address at once', async () => {
    const { form } = await newStudent(app);
    const guessers = Array.from({ length: Math.ceil((ACCOUNT + 5) / 5) }, () => newAddress());
    for (const from of guessers) for (let i = 0; i < 5; i++) await login(app, form.email, `guess-${i}`, from);
    const travelling = newAddress();
    expect((await login(app, form.email, form.password, travelling)).status).toBe(429);
    await resetPassword(app, String(form.email), 'brand-new-password-2', travelling);
    expect((await login(app, form.email, 'brand-new-password-2', travelling)).status).toBe(200);
    expect((await login(app, form.email, 'brand-new-password-2', newAddress())).status).toBe(200);
    // The old password is dead, and a guesser starts over against fresh budgets (answered, not paced).
    expect((await login(app, form.email, form.password, guessers[0])).status).toBe(401);
  });
});
