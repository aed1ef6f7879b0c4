import { describe, expect, it } from 'vitest';
import type { Gateway } from '../src/bootstrap.js';
import { newStudent, useTestApp, type TestApp } from './app.js';

const GRID = 'query Grid($hostel: String!) { rooms(hostel: $hostel) { id number freeBeds isAvailable } }';
const APOLLO_CLIENT_ACCEPT = 'application/graphql-response+json,application/json;q=0.9';
/** Headers that differ between any two answers. */
const PER_ANSWER = new Set(['date', 'x-request-id', 'connection', 'keep-alive']);

interface Answer {
  status: number;
  text: string;
  headers: Record<string, string>;
}

async function post(app: TestApp, cookie: string | undefined, body: string, headers: Record<string, string> = {}): Promise<Answer> {
  const response = await fetch(`${app.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}), ...headers }, body });
  return { status: response.status, text: await response.text(), headers: Object.fromEntries(response.headers) };
}

async function counted(gateway: Gateway, answered: 'lane' | 'compiled' | 'cached' | 'read'): Promise<number> {
  return (await gateway.metrics.gridReads.get()).values.find((v) => v.labels.answered === answered)?.value ?? 0;
}

/** Every request the gateway has answered so far (each spent the address budget, bar health checks). */
async function answeredSoFar(gateway: Gateway): Promise<number> {
  return (await gateway.metrics.httpRequests.get()).values.reduce((sum, v) => sum + v.value, 0);
}

/**
 * Reads the grid until the cache keeps it (it first subscribes to the hostel's events). Each read
 * carries one more body key, so the lane never takes it and Apollo's plugin counts its hits.
 */
async function untilKept(app: TestApp, cookie: string, body: string): Promise<void> {
  const variant = JSON.stringify({ ...(JSON.parse(body) as object), extensions: {} });
  for (let tries = 0; tries < 40; tries++) {
    const cached = await counted(app.gateway, 'cached');
    const answer = await post(app, cookie, variant);
    if (answer.status !== 200) throw new Error(`grid: ${answer.text}`);
    if ((await counted(app.gateway, 'cached')) > cached) return;
    await new Promise((settled) => setTimeout(settled, 50));
  }
  throw new Error('the grid was never kept');
}

describe('the grid fast lane', () => {
  const app = useTestApp({ limits: { requestsPerSession: { points: 100_000, seconds: 60, blockSeconds: 60 } } });
  const body = JSON.stringify({ query: GRID, operationName: 'Grid', variables: { hostel: 'GH-1' } });

  it('answers a kept grid as the full path did: the same bytes, status and headers, counted and logged', async () => {
    const { client } = await newStudent(app, { gender: 'Female' });
    const lanes = await counted(app.gateway, 'lane');
    const full = await post(app, client.cookie, body); // nothing kept yet: Apollo executes it
    expect(await counted(app.gateway, 'read')).toBe(1);
    await untilKept(app, client.cookie!, body);
    const requests = await answeredSoFar(app.gateway);
    const fast = await post(app, client.cookie, body, { 'x-request-id': 'lb-grid-lane-0001' });
    expect(await counted(app.gateway, 'lane')).toBe(lanes + 1);
    expect(fast.status).toBe(full.status);
    expect(fast.text).toBe(full.text);
    expect(sameHeaders(fast.headers)).toEqual(sameHeaders(full.headers));
    expect(fast.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(fast.headers['content-security-policy']).toContain("default-src 'none'");
    expect(fast.headers['x-request-id']).toBe('lb-grid-lane-0001');
    // Counted as every request is, and one access line of the same shape.
    expect(await answeredSoFar(app.gateway)).toBe(requests + 1);
    const line = app.logs.map((l) => JSON.parse(l) as Record<string, unknown>).find((l) => (l.req as { id?: string } | undefined)?.id === 'lb-grid-lane-0001');
    expect(line).toMatchObject({ level: 30, msg: 'request completed', req: { method: 'POST', path: '/graphql' }, res: { statusCode: 200 } });
    expect(JSON.stringify(line)).not.toContain(client.cookie!.split('=')[1]!);
  });

  it('negotiates the content type as Apollo does, and leaves an Accept it cannot meet to Apollo', async () => {
    const { client } = await newStudent(app, { gender: 'Female' });
    await untilKept(app, client.cookie!, body);
    const lanes = await counted(app.gateway, 'lane');
    const graphqlResponse = await post(app, client.cookie, body, { accept: APOLLO_CLIENT_ACCEPT });
    expect(graphqlResponse.headers['content-type']).toBe('application/graphql-response+json; charset=utf-8');
    expect(await counted(app.gateway, 'lane')).toBe(lanes + 1);
    const html = await post(app, client.cookie, body, { accept: 'text/html' });
    expect(html.status).toBe(406);
    expect(await counted(app.gateway, 'lane')).toBe(lanes + 1);
  });

  it('answers no one without a live session: the full path says why', async () => {
    const { client } = await newStudent(app, { gender: 'Female' });
    await untilKept(app, client.cookie!, body);
    const cookie = client.cookie!;
    const lanes = await counted(app.gateway, 'lane');
    for (const who of [undefined, 'dormspace_session=not-a-session']) {
      const refused = await post(app, who, body);
      expect(JSON.parse(refused.text).errors[0].extensions.code).toBe('UNAUTHENTICATED');
    }
    expect((await client.rest('POST', '/user/logout')).status).toBeLessThan(300);
    const afterLogout = await post(app, cookie, body);
    expect(JSON.parse(afterLogout.text).errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect(await counted(app.gateway, 'lane')).toBe(lanes);
  });

  it('hands every body it reads but cannot answer on to the full path, read once', async () => {
    const { client } = await newStudent(app, { gender: 'Female' });
    await untilKept(app, client.cookie!, body);
    const lanes = await counted(app.gateway, 'lane');
    // Another query, another hostel, other variables: answered by Apollo from the body read here.
    const me = await post(app, client.cookie, JSON.stringify({ query: '{ me { name } }' }));
    expect(JSON.parse(me.text).data.me.name).toMatch(/^Student /);
    const other = await post(app, client.cookie, JSON.stringify({ query: GRID, operationName: 'Grid', variables: { hostel: 'GH-2' } }));
    expect(JSON.parse(other.text).data.rooms.length).toBeGreaterThan(0);
    // Malformed JSON and a body that is not an object: the answers the full path always gave.
    const malformed = await post(app, client.cookie, '{"query": ');
    expect(malformed.status).toBe(400);
    expect(JSON.parse(malformed.text)).toEqual({ message: 'The request body is not valid JSON.', code: 'BAD_USER_INPUT' });
    expect((await post(app, client.cookie, '[1, 2]')).status).toBe(400);
    for (const notAnObject of ['"rooms"', '12', 'null']) expect(JSON.parse((await post(app, client.cookie, notAnObject)).text)).toEqual(JSON.parse(malformed.text));
    expect(await counted(app.gateway, 'lane')).toBe(lanes);
    // A booking in that hostel: the kept answer goes at once, and the next read is fresh (read-your-writes).
    const before = JSON.parse((await post(app, client.cookie, body)).text) as { data: { rooms: { id: string; freeBeds: number }[] } };
    const room = before.data.rooms.find((r) => r.freeBeds > 0)!;
    const booked = await client.rest('POST', '/bookroom/room', { _id: room.id });
    expect(booked.status, booked.text).toBe(201);
    const after = JSON.parse((await post(app, client.cookie, body)).text) as typeof before;
    expect(after.data.rooms.find((r) => r.id === room.id)!.freeBeds).toBe(room.freeBeds - 1);
  });
});

const sameHeaders = (headers: Record<string, string>) => Object.fromEntries(Object.entries(headers).filter(([name]) => !PER_ANSWER.has(name)));

describe('the grid fast lane without the cache (GRID_CACHE=off): compiled plans', () => {
  const app = useTestApp({ gridCache: false, limits: { requestsPerSession: { points: 100_000, seconds: 60, blockSeconds: 60 } } });
  const body = JSON.stringify({ query: GRID, operationName: 'Grid', variables: { hostel: 'GH-3' } });
  type Grid = { data: { rooms: { id: string; freeBeds: number }[] } };

  it('reads the database every time, through the plan Apollo taught it: the same bytes and headers', async () => {
    const { client } = await newStudent(app, { gender: 'Female' });
    const [reads, compiled] = [await counted(app.gateway, 'read'), await counted(app.gateway, 'compiled')];
    const full = await post(app, client.cookie, body); // first sight: Apollo parses, validates and executes it
    expect(await counted(app.gateway, 'read')).toBe(reads + 1);
    const planned = await post(app, client.cookie, body, { 'x-request-id': 'lb-grid-plan-0001' });
    expect(await counted(app.gateway, 'compiled')).toBe(compiled + 1);
    expect(await counted(app.gateway, 'read')).toBe(reads + 1);
    expect(planned.status).toBe(200);
    expect(planned.text).toBe(full.text);
    expect(sameHeaders(planned.headers)).toEqual(sameHeaders(full.headers));
    expect(planned.headers['x-request-id']).toBe('lb-grid-plan-0001');
    // Nothing is kept: a booking is seen by the very next read, which the plan answers again.
    const room = (JSON.parse(planned.text) as Grid).data.rooms.find((r) => r.freeBeds > 0)!;
    const booked = await client.rest('POST', '/bookroom/room', { _id: room.id });
    expect(booked.status, booked.text).toBe(201);
    const after = JSON.parse((await post(app, client.cookie, body)).text) as Grid;
    expect(after.data.rooms.find((r) => r.id === room.id)!.freeBeds).toBe(room.freeBeds - 1);
    expect(await counted(app.gateway, 'compiled')).toBe(compiled + 2);
  });

  it("runs on the caller's own session: none, or a revoked one, is handed to the full path, which refuses it", async () => {
    const { client } = await newStudent(app, { gender: 'Female' });
    const cookie = client.cookie!;
    expect((await post(app, cookie, body)).status).toBe(200); // learned (or already known)
    const compiled = await counted(app.gateway, 'compiled');
    expect((await post(app, cookie, body)).status).toBe(200);
    expect(await counted(app.gateway, 'compiled')).toBe(compiled + 1);
    for (const who of ['dormspace_session=not-a-session', undefined]) {
      expect(JSON.parse((await post(app, who, body)).text).errors[0].extensions.code).toBe('UNAUTHENTICATED');
    }
    expect((await client.rest('POST', '/user/logout')).status).toBeLessThan(300);
    expect(JSON.parse((await post(app, cookie, body)).text).errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect(await counted(app.gateway, 'compiled')).toBe(compiled + 1);
  });

  it('learns no plan from an answer with an error', async () => {
    const { client } = await newStudent(app, { gender: 'Female' });
    const unknown = JSON.stringify({ query: GRID, operationName: 'Grid', variables: { hostel: 'ZZ-9' } });
    const compiled = await counted(app.gateway, 'compiled');
    for (let i = 0; i < 3; i++) expect(JSON.parse((await post(app, client.cookie, unknown)).text).errors[0].extensions.code).toBe('NOT_FOUND');
    expect(await counted(app.gateway, 'compiled')).toBe(compiled);
  });
});

describe('the grid fast lane with the cache: a planned read is kept', () => {
  const app = useTestApp({ limits: { requestsPerSession: { points: 100_000, seconds: 60, blockSeconds: 60 } } });

  it('reads through the plan until the hostel is watched, then answers from memory', async () => {
    const { client } = await newStudent(app);
    const body = JSON.stringify({ query: GRID, variables: { hostel: 'BH-3' } });
    expect((await post(app, client.cookie, body)).status).toBe(200); // Apollo: learns the plan, starts watching BH-3
    const compiled = await counted(app.gateway, 'compiled');
    const lanes = await counted(app.gateway, 'lane');
    let first = '';
    for (let tries = 0; tries < 40 && (await counted(app.gateway, 'lane')) === lanes; tries++) {
      const answer = await post(app, client.cookie, body);
      expect(answer.status).toBe(200);
      first ||= answer.text;
      expect(answer.text).toBe(first);
      await new Promise((settled) => setTimeout(settled, 50));
    }
    expect(await counted(app.gateway, 'lane')).toBe(lanes + 1);
    expect(await counted(app.gateway, 'compiled')).toBeGreaterThan(compiled); // the plan's answer was what got kept
  });
});

/** Posts until a refusal (bounded); returns how many were answered 200, and the refusal. */
async function untilRefused(app: TestApp, cookie: string, body: string, most: number): Promise<{ answered: number; refusal: Answer }> {
  let answered = 0;
  for (let tries = 0; tries < most; tries++) {
    const answer = await post(app, cookie, body);
    if (answer.status !== 200) return { answered, refusal: answer };
    answered++;
  }
  throw new Error(`no refusal in ${most} requests`);
}

async function graphqlRequestsSoFar(gateway: Gateway): Promise<number> {
  return (await gateway.metrics.httpRequests.get()).values.filter((v) => v.labels.route === '/graphql').reduce((sum, v) => sum + v.value, 0);
}

describe('the grid fast lane and the session budget', () => {
  const points = 60;
  const app = useTestApp({ limits: { requestsPerSession: { points, seconds: 60, blockSeconds: 60 } } });

  it('spends one point a request, and is refused as the full path refuses', async () => {
    const { client } = await newStudent(app);
    const body = JSON.stringify({ query: GRID, variables: { hostel: 'BH-4' } });
    await untilKept(app, client.cookie!, body);
    // Every /graphql request so far was this student's, and spent a point of their session.
    const spent = await graphqlRequestsSoFar(app.gateway);
    const lanes = await counted(app.gateway, 'lane');
    const { answered, refusal } = await untilRefused(app, client.cookie!, body, points * 2);
    expect(await counted(app.gateway, 'lane')).toBe(lanes + answered);
    expect(answered).toBe(points - spent); // spending twice would have halved them
    expect(refusal.status).toBe(429);
    expect(JSON.parse(refusal.text).errors[0].extensions.code).toBe('RATE_LIMITED');
  });
});

describe('the grid fast lane and the address budget', () => {
  const points = 80;
  const app = useTestApp({ limits: { requestsPerAddress: { points, seconds: 60, blockSeconds: 60 } } });

  it('spends one point a request, and is refused as the full path refuses', async () => {
    const { client } = await newStudent(app);
    const body = JSON.stringify({ query: GRID, variables: { hostel: 'BH-5' } });
    await untilKept(app, client.cookie!, body);
    // Kept, but no session: the lane spends the address budget, then hands them on (not to spend again).
    for (let i = 0; i < 10; i++) expect(JSON.parse((await post(app, 'dormspace_session=gone', body)).text).errors[0].extensions.code).toBe('UNAUTHENTICATED');
    const spent = await answeredSoFar(app.gateway); // signup, login, the grids and the refusals: each spent one
    const lanes = await counted(app.gateway, 'lane');
    const { answered, refusal } = await untilRefused(app, client.cookie!, body, points * 2);
    expect(await counted(app.gateway, 'lane')).toBe(lanes + answered);
    expect(answered).toBe(points - spent);
    expect(refusal.status).toBe(429);
    expect(JSON.parse(refusal.text).errors[0].extensions.code).toBe('RATE_LIMITED');
  });
});
