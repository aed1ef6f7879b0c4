import { describe, expect, it } from 'vitest';
import type { Gateway } from '../src/bootstrap.js';
import { roomsOf, studentForm, useTestApp, type TestApp } from './app.js';

/** Headers that differ between any two answers. */
const PER_ANSWER = new Set(['date', 'x-request-id', 'connection', 'keep-alive']);
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;
const LIMITS = { requestsPerSession: { points: 14, seconds: 60, blockSeconds: 60 } };
const BOOK = 'mutation BookRoom($roomId: ID!) { bookRoom(roomId: $roomId) { number freeBeds isAvailable } }';

interface Answer {
  status: number;
  /** The body with every id made the same, so two gateways' answers compare. */
  body: string;
  headers: Record<string, string>;
}

async function gql(app: TestApp, cookie: string | undefined, body: string, headers: Record<string, string> = {}): Promise<Answer & { cookie?: string }> {
  const response = await fetch(`${app.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}), ...headers }, body });
  const text = await response.text();
  const all = Object.fromEntries(response.headers);
  const setCookie = response.headers.get('set-cookie') ?? undefined;
  if (all['set-cookie']) all['set-cookie'] = all['set-cookie'].replace(/^dormspace_session=[^;]+/, 'dormspace_session=<token>').replace(/Expires=[^;]+/i, 'Expires=<when>');
  return {
    status: response.status,
    body: text.replace(UUID, '<id>'),
    headers: Object.fromEntries(Object.entries(all).filter(([name]) => !PER_ANSWER.has(name))),
    cookie: setCookie?.split(';')[0],
  };
}

async function laneAnswers(gateway: Gateway, answered?: 'apollo' | 'compiled'): Promise<number> {
  return (await gateway.metrics.graphqlLane.get()).values.filter((v) => !answered || v.labels.answered === answered).reduce((sum, v) => sum + v.value, 0);
}

const op = (query: string, variables?: Record<string, unknown>) => JSON.stringify({ query, ...(variables ? { variables } : {}) });

/**
 * One student's morning, told to a gateway: asked who she is before logging in, a login, her
 * name, a bed taken; then, once the booking has a plan, a bed in the room she just filled, a
 * friend's bed taken, her own second booking, one without a session, a room id of the wrong
 * type, and one with an Accept no answer meets; a syntax error, an unknown field, a variable missing, an Accept no answer meets, a batch, malformed JSON, a spent session budget,
 * and a logout. The same people and rooms on both gateways (each has a database of its own).
 */
async function story(app: TestApp, run: string): Promise<{ answers: Answer[]; sent: number }> {
  const forms = ['a', 'b'].map((who) => studentForm({ gender: 'Female', name: `Lane ${who}${run}`, email: `lane-${who}${run}@dormspace.test`, enrollmentId: `LANE${who}${run}`.toUpperCase() }));
  for (const form of forms) expect((await app.client().rest('POST', '/user/signup', form)).status).toBe(201);
  const login = (i: number) => op(`mutation { login(email: "${forms[i]!.email as string}", password: "${forms[i]!.password as string}") { name role } }`);
  const anonymous = await gql(app, undefined, op('{ me { name } }'));
  const first = await gql(app, undefined, login(0));
  const second = await gql(app, undefined, login(1));
  const [a, b] = [first.cookie!, second.cookie!];
  const client = app.client();
  client.cookie = a;
  const [single, other] = (await roomsOf(client, 'GH-2')).filter((r) => r.type === 'Single' && r.freeBeds === 1);
  const answers = [
    anonymous,
    first,
    await gql(app, a, op('{ me { name role gender } }')),
    await gql(app, a, op(BOOK, { roomId: single!._id })),
    // From here on, with the lane, the booking runs from its compiled plan.
    await gql(app, b, op(BOOK, { roomId: single!._id })),
    await gql(app, b, op(BOOK, { roomId: other!._id })),
    await gql(app, a, op(BOOK, { roomId: other!._id })),
    await gql(app, undefined, op(BOOK, { roomId: other!._id })),
    await gql(app, a, op(BOOK, { roomId: true })),
    await gql(app, a, op(BOOK, { roomId: other!._id }), { accept: 'text/html' }),
    await gql(app, b, '{"query": "{ me { name "}'),
    await gql(app, b, op('{ nope }')),
    await gql(app, b, op(BOOK)),
    await gql(app, b, op('{ me { name } }'), { accept: 'text/html' }),
    await gql(app, b, JSON.stringify([{ query: '{ me { name } }' }])),
    await gql(app, b, '{"query": '),
  ];
  const sentSoFar = answers.length + 1; // and the second login
  for (let i = 1; i <= 20; i++) {
    const answer = await gql(app, b, op('{ me { name } }'));
    if (answer.status === 429) return { answers: [...answers, answer, await gql(app, a, op('mutation { logout }'))], sent: sentSoFar + i + 1 };
  }
  throw new Error('the session budget never ran out');
}

describe('the GraphQL lane', () => {
  const lane = useTestApp({ limits: LIMITS });
  const full = useTestApp({ limits: LIMITS, graphqlLane: false });

  it('answers as the full path does: the same status, body and headers, cookies included', async () => {
    const { answers: fromFull } = await story(full, '1');
    const before = await laneAnswers(lane.gateway);
    const { answers: fromLane, sent } = await story(lane, '1');
    for (const [i, answer] of fromLane.entries()) {
      expect({ status: answer.status, body: answer.body }, `answer ${i}`).toEqual({ status: fromFull[i]!.status, body: fromFull[i]!.body });
      expect(answer.headers, `answer ${i}`).toEqual(fromFull[i]!.headers);
    }
    expect(fromLane.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 400, 406, 400, 400, 400, 406, 400, 400, 429, 200]);
    expect(fromLane[1]!.headers['set-cookie']).toMatch(/^dormspace_session=<token>; .*HttpOnly/i);
    expect(fromLane.at(-2)!.headers['retry-after']).toMatch(/^\d+$/);
    expect(JSON.parse(fromLane[3]!.body)).toEqual({ data: { bookRoom: { number: expect.any(Number), freeBeds: 0, isAvailable: false } } });
    expect(JSON.parse(fromLane[4]!.body).errors[0].extensions.code).toBe('ROOM_FULL');
    expect(JSON.parse(fromLane[5]!.body).data.bookRoom).toMatchObject({ freeBeds: 0 });
    expect(JSON.parse(fromLane[6]!.body).errors[0].extensions.code).toBe('ALREADY_BOOKED');
    expect(JSON.parse(fromLane[7]!.body).errors[0].extensions.code).toBe('UNAUTHENTICATED');
    // All but the malformed body went to Apollo from the lane, logins and refusals included.
    expect(await laneAnswers(lane.gateway)).toBe(before + sent - 1);
    expect(await laneAnswers(full.gateway)).toBe(0);
    // The four bookings after the first ran from the plan; the wrong type and the Accept went to Apollo.
    expect(await laneAnswers(lane.gateway, 'compiled')).toBe(4);
  });

  it('logs one access line per request, without the session token', async () => {
    const form = studentForm({ gender: 'Female' });
    expect((await lane.client().rest('POST', '/user/signup', form)).status).toBe(201);
    const login = await gql(lane, undefined, op(`mutation { login(email: "${form.email as string}", password: "${form.password as string}") { name } }`), { 'x-request-id': 'graphql-lane-0001' });
    expect(login.status).toBe(200);
    const lines = lane.logs.map((l) => JSON.parse(l) as Record<string, unknown>).filter((l) => (l.req as { id?: string } | undefined)?.id === 'graphql-lane-0001');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 30, msg: 'request completed', req: { method: 'POST', path: '/graphql' }, res: { statusCode: 200 } });
    expect(JSON.stringify(lane.logs)).not.toContain(login.cookie!.split('=')[1]!);
  });
});
