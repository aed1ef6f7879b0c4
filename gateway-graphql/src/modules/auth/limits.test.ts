import { describe, expect, it } from 'vitest';
import { newStudent, studentForm, useTestApp } from '../../../test/app.js';
import { DEFAULT_LIMITS } from '../../core/limits.js';

const MIN15 = 15 * 60;
// The per-account budgets are the real defaults; address budgets are made small enough to reach.
const app = useTestApp({ limits: { signupPerAddress: { points: 25, seconds: 3600, blockSeconds: MIN15 } } });
// Room in the hashing line for the whole storm: shedding has its own test (login-storm.test.ts).
const sprayed = useTestApp({ limits: { loginPerAddress: { points: 30, seconds: MIN15, blockSeconds: MIN15 } }, passwordHashing: { queue: 100 } });
const spammed = useTestApp({ limits: { requestsPerSession: { points: 20, seconds: 60, blockSeconds: 60 }, requestsPerAddress: { points: 60, seconds: 60, blockSeconds: 60 } } });

const LOGIN = 'mutation($email: String!, $password: String!) { login(email: $email, password: $password) { id } }';

describe('guessing a password', () => {
  it('refuses the 11th guess of 60 fired at once from one address, and then the right password there, with 429 and Retry-After', async () => {
    const { form } = await newStudent(app);
    const guesses = await Promise.all(
      Array.from({ length: 60 }, (_, i) => app.client().rest('POST', '/user/login', { email: form.email, password: `wrong-password-${i}` })),
    );
    const statuses = guesses.map((g) => g.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(DEFAULT_LIMITS.loginPerAccountAddress.points);
    expect(statuses.filter((s) => s === 429)).toHaveLength(60 - DEFAULT_LIMITS.loginPerAccountAddress.points);

    const right = await app.client().rest('POST', '/user/login', { email: form.email, password: form.password });
    expect(right.status).toBe(429);
    expect(right.body).toEqual({ message: 'Too many attempts, try again in 15 minutes.', code: 'RATE_LIMITED' });
    expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
    expect(right.headers.get('set-cookie')).toBeNull();

    const gql = await app.client().gql(LOGIN, { email: String(form.email).toUpperCase(), password: form.password });
    expect(gql.status).toBe(429);
    expect(gql.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(gql.body.errors?.[0]).toMatchObject({
      message: 'Too many attempts, try again in 15 minutes.',
      extensions: { code: 'RATE_LIMITED', retryAfter: expect.any(Number) },
    });

    // The lock is the guessing address's own: the owner logs in from another (limits-lockout.test.ts).
    const elsewhere = await app.client().rest('POST', '/user/login', { email: form.email, password: form.password }, { 'x-forwarded-for': '203.0.113.9' });
    expect(elsewhere.status).toBe(200);
  });

  it('forgets an account\'s failures once it logs in', async () => {
    const { form } = await newStudent(app);
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 8; i++) expect((await app.client().rest('POST', '/user/login', { email: form.email, password: 'wrong-password' })).status).toBe(401);
      expect((await app.client().rest('POST', '/user/login', { email: form.email, password: form.password })).status).toBe(200);
    }
  });

  it('stops one address spraying many accounts, while a login storm of right passwords passes', async () => {
    const students = await Promise.all(Array.from({ length: 4 }, () => newStudent(sprayed)));
    // 40 right passwords at once from the same address: successes never count against it.
    const storm = await Promise.all(Array.from({ length: 40 }, (_, i) => sprayed.client().rest('POST', '/user/login', { email: students[i % 4]!.form.email, password: students[i % 4]!.form.password })));
    expect(storm.every((r) => r.status === 200)).toBe(true);

    const spray = [];
    for (let i = 0; i < 35; i++) spray.push((await sprayed.client().rest('POST', '/user/login', { email: `nobody${i}@dormspace.test`, password: 'guess-password' })).status);
    expect(spray.slice(0, 30).every((s) => s === 401)).toBe(true);
    expect(spray.slice(30).every((s) => s === 429)).toBe(true);
    // The address is cooling down: even a right password from it waits.
    expect((await sprayed.client().rest('POST', '/user/login', { email: students[0]!.form.email, password: students[0]!.form.password })).status).toBe(429);
  });
});

describe('reset codes and signups', () => {
  it('limits codes asked for one email and guesses at its code', async () => {
    const { form } = await newStudent(app);
    const asks = [];
    for (let i = 0; i < 6; i++) asks.push((await app.client().rest('POST', '/user/send-code', { email: form.email })).status);
    expect(asks).toEqual([200, 200, 200, 200, 200, 429]);
    // An unknown email meets the same limit (the answer tells nothing about who has an account).
    const unknown = [];
    for (let i = 0; i < 6; i++) unknown.push((await app.client().rest('POST', '/user/send-code', { email: 'no-one@dormspace.test' })).status);
    expect(unknown).toEqual([200, 200, 200, 200, 200, 429]);

    const checks = [];
    for (let i = 0; i < 11; i++) {
      checks.push((await app.client().rest('POST', '/user/verify-code', { email: form.email, verifyOtp: String(100000 + i), newPassword: 'new-password-123' })).status);
    }
    expect(checks.slice(0, 10).every((s) => s === 400)).toBe(true);
    expect(checks[10]).toBe(429);
  });

  it('limits signups from one address', async () => {
    const statuses = [];
    for (let i = 0; i < 30; i++) statuses.push((await app.client().rest('POST', '/user/signup', studentForm())).status);
    // 25 an hour from one address, this file's earlier signups included: a run of 201s, then 429s.
    const allowed = statuses.indexOf(429);
    expect(allowed).toBeGreaterThan(10);
    expect(statuses.slice(0, allowed).every((s) => s === 201)).toBe(true);
    expect(statuses.slice(allowed).every((s) => s === 429)).toBe(true);
    const refused = await app.client().gql('mutation($input: SignupInput!) { signup(input: $input) { id } }', { input: { ...studentForm({ role: undefined }), gender: 'MALE' } });
    expect(refused.body.errors?.[0], refused.text).toMatchObject({ extensions: { code: 'RATE_LIMITED' } });
  });
});

describe('the general budget', () => {
  it('refuses a session past its budget, on REST and GraphQL, and other sessions go on', async () => {
    const { client } = await newStudent(spammed);
    const other = await newStudent(spammed);
    const replies = [];
    for (let i = 0; i < 21; i++) replies.push(await client.rest('GET', '/gethostel/hostel'));
    expect(replies.map((r) => r.status).slice(0, 20)).toEqual(Array(20).fill(200));
    expect(replies[20]!.status).toBe(429);
    const gql = await client.gql('query { hostels { name } }');
    expect(gql.status).toBe(429);
    expect(gql.body.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    expect((await other.client.rest('GET', '/gethostel/hostel')).status).toBe(200);
  });

  it('refuses an address past its budget with a GraphQL-shaped answer on /graphql', async () => {
    const replies = [];
    for (let i = 0; i < 70; i++) replies.push(await spammed.client().gql('query { hostels { name } }'));
    const refused = replies.find((r) => r.status === 429)!;
    expect(refused).toBeDefined();
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    expect((await spammed.client().rest('GET', '/gethostel/hostel')).status).toBe(429);
  });
});
