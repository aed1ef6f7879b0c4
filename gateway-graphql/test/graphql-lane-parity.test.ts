import { describe, expect, it } from 'vitest';
import type { Gateway } from '../src/bootstrap.js';
import { studentForm } from './app.js';
import { adminOnBoth, clientVariants, comparable, counted, expectSameAddressLimit, expectSameAnswer, expectSameInLane, expectSameLimit, expectSameUnavailable, send, studentOnBoth, useGatewayPair, type GatewayPair, type ParityRequest } from './parity.js';

const gql = (cookie: string | undefined, body: unknown, headers: Record<string, string> = {}): ParityRequest => ({ path: '/graphql', cookie, body, headers });
const op = (query: string, variables?: Record<string, unknown>) => ({ query, ...(variables ? { variables } : {}) });
const ME = op('{ me { name role gender } }');

/** Requests the GraphQL lane answered (through Apollo or a plan). */
const laneAnswers = (gateway: Gateway) => counted(gateway.metrics.graphqlLane);

/** A student signed up on `on` only, to log in on both sides. */
async function signedUp(pair: GatewayPair): Promise<{ email: string; password: string }> {
  const form = studentForm({ gender: 'Female' });
  const signup = await pair.on.client().rest('POST', '/user/signup', form);
  if (signup.status !== 201) throw new Error(signup.text);
  return { email: form.email as string, password: form.password as string };
}

describe('the GraphQL lane (GRAPHQL_LANE) and the full path, for the same requests', () => {
  const pair = useGatewayPair({ graphqlLane: false }, { limits: { requestsPerSession: { points: 40, seconds: 60, blockSeconds: 60 } } });

  it('answers a login, its session, a logout and a failed login alike, cookies included', async () => {
    const { email, password } = await signedUp(pair);
    const lanes = await laneAnswers(pair.on.gateway);
    const login = op(`mutation { login(email: "${email}", password: "${password}") { name role } }`);
    const on = await send(pair.on, gql(undefined, login));
    const off = await send(pair.off, gql(undefined, login));
    expect(comparable(on)).toEqual(comparable(off));
    expect(on.headers['set-cookie']).toMatch(/HttpOnly/i);
    const cookie = { on: on.headers['set-cookie']!.split(';')[0]!, off: off.headers['set-cookie']!.split(';')[0]! };
    expect((await expectSameAnswer(pair, 'who she is', (side) => gql(cookie[side], ME))).status).toBe(200);
    expect((await expectSameAnswer(pair, 'a wrong password', gql(undefined, op(`mutation { login(email: "${email}", password: "not-her-password") { name } }`)))).status).toBe(200);
    const logout = await expectSameAnswer(pair, 'a logout', (side) => gql(cookie[side], op('mutation { logout }')));
    expect(logout.headers['set-cookie']).toMatch(/^dormspace_session=;/);
    expect(await laneAnswers(pair.on.gateway)).toBe(lanes + 4);
  });

  it('refuses alike: no session, the wrong role, bad input, the limits on a query, an Accept it cannot meet', async () => {
    const girl = await studentOnBoth(pair, { gender: 'Female' });
    const admin = await adminOnBoth(pair);
    const aliases = `{ ${Array.from({ length: 20 }, (_, i) => `a${i}: me { name }`).join(' ')} }`;
    await expectSameInLane(pair, laneAnswers, 'all', [
      ['no session', () => gql(undefined, ME), 200],
      ['a session that is not one', () => gql('dormspace_session=not-a-session', op('{ staff { name } }')), 200],
      ['a student asking for the staff', (side) => gql(girl.cookie[side], op('{ staff { name } }')), 200],
      ['an admin asking for the staff', (side) => gql(admin[side], op('{ staff { name email } }')), 200],
      ['a syntax error', (side) => gql(girl.cookie[side], '{"query": "{ me { name "}'), 400],
      ['an unknown field', (side) => gql(girl.cookie[side], op('{ nope }')), 400],
      ['a variable missing', (side) => gql(girl.cookie[side], op('query Rooms($hostel: String!) { rooms(hostel: $hostel) { id } }')), 400],
      ['a variable of the wrong type', (side) => gql(girl.cookie[side], op('query Rooms($hostel: String!) { rooms(hostel: $hostel) { id } }', { hostel: 12 })), 400],
      ['too many aliases', (side) => gql(girl.cookie[side], op(aliases)), 400],
      ['an operation name the text has not', (side) => gql(girl.cookie[side], { ...ME, operationName: 'Nope' }), 400],
      ['a batch', (side) => gql(girl.cookie[side], [ME]), 400],
      ['no query', (side) => gql(girl.cookie[side], {}), 400],
      ['Accept: text/html', (side) => gql(girl.cookie[side], ME, { accept: 'text/html' }), 406],
      ...clientVariants((side) => gql(girl.cookie[side], ME), 200),
      ['a byte order mark alone', (side) => gql(girl.cookie[side], '\uFEFF'), 400],
    ]);
  });

  it('leaves to the full path, and so answers alike: malformed JSON, not an object, a form, a GET, large bodies', async () => {
    const girl = await studentOnBoth(pair, { gender: 'Female' });
    const padded = (bytes: number) => ({ ...ME, variables: { pad: 'x'.repeat(bytes) } });
    await expectSameInLane(pair, laneAnswers, 'none', [
      ['malformed JSON', (side) => gql(girl.cookie[side], '{"query": '), 400],
      ['a string', (side) => gql(girl.cookie[side], '"{ me { name } }"'), 400],
      ['a cross-site form (CSRF)', (side) => gql(girl.cookie[side], JSON.stringify(ME), { 'content-type': 'text/plain' }), 400],
      ['a GET', (side) => ({ method: 'GET', path: `/graphql?query=${encodeURIComponent(ME.query)}`, cookie: girl.cookie[side] }), 400],
      ['over 16 KB', (side) => gql(girl.cookie[side], padded(20_000)), 200],
      ['over 64 KB', (side) => gql(girl.cookie[side], padded(70_000)), 413],
    ]);
  });

  it("spends the session's budget alike, and refuses alike when it is spent", async () => {
    const girl = await studentOnBoth(pair, { gender: 'Female' });
    const { answered } = await expectSameLimit(pair, 'the session budget', (side) => gql(girl.cookie[side], ME), 60);
    expect(answered).toBeGreaterThan(30);
  });
});

describe('the GraphQL lane and the full path, for the same address', () => {
  const points = 30;
  const pair = useGatewayPair({ graphqlLane: false }, { limits: { requestsPerAddress: { points, seconds: 60, blockSeconds: 60 } } });

  it("spends the address's budget alike, and refuses alike when it is spent", async () => {
    const girl = await studentOnBoth(pair, { gender: 'Female' });
    await expectSameAddressLimit(pair, (side) => gql(girl.cookie[side], ME), points);
  });
});

describe('the GraphQL lane and the full path, while the database is away', () => {
  const pair = useGatewayPair({ graphqlLane: false });

  it('answers 503 alike, with Retry-After, for a session each side knows and for one it must look up', async () => {
    const girl = await studentOnBoth(pair, { gender: 'Female' });
    for (const side of ['on', 'off'] as const) expect((await send(pair[side], gql(girl.cookie[side], ME))).status).toBe(200); // each side keeps her session
    const lanes = await laneAnswers(pair.on.gateway);
    await expectSameUnavailable(pair, girl.cookie, (cookie) => gql(cookie, ME));
    expect(await laneAnswers(pair.on.gateway)).toBe(lanes + 2);
  });
});
