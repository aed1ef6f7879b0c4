import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import type { Gateway } from '../src/bootstrap.js';
import { APOLLO_HEADERS, apolloBody, WEB } from '../bench/web-operations.js';
import { newStudent, useTestApp, type TestApp } from './app.js';
import { GRID, gridReads, laneGridReads } from './grid-reads.js';

/** Headers that differ between any two answers, or frame the same bytes differently. */
const PER_ANSWER = new Set(['date', 'x-request-id', 'connection', 'keep-alive', 'content-length', 'transfer-encoding', 'content-encoding']);
/** One fixed moment for every gateway here: the window's `now` is then the same in every answer. */
const clock = () => new Date('2026-11-29T06:30:00.000Z');

interface Raw {
  status: number;
  headers: Record<string, string>;
  /** The body as it crossed the wire. */
  bytes: Buffer;
  /** The body decoded. */
  text: string;
}

/** A POST to /graphql with exactly these headers (fetch would add its own Accept-Encoding), read as sent. */
function post(app: TestApp, cookie: string | undefined, body: string, headers: Record<string, string> = {}): Promise<Raw> {
  const { port } = new URL(app.url);
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, path: '/graphql', method: 'POST', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), ...(cookie ? { cookie } : {}), ...headers } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => void chunks.push(chunk));
        res.on('end', () => {
          const bytes = Buffer.concat(chunks);
          const encoding = res.headers['content-encoding'];
          const text = encoding === 'gzip' ? gunzipSync(bytes).toString() : encoding === 'br' ? brotliDecompressSync(bytes).toString() : bytes.toString();
          resolve({ status: res.statusCode!, headers: res.headers as Record<string, string>, bytes, text });
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** The web's grid query for `hostel`, as Apollo Client sends it. */
const web = (hostel: string) => apolloBody(WEB.gridRooms, { hostel });
const browser = { accept: APOLLO_HEADERS.accept, 'accept-encoding': APOLLO_HEADERS['accept-encoding'] };

/** Every request the gateway has answered so far (each spent the address budget, bar health checks). */
async function answeredSoFar(gateway: Gateway): Promise<number> {
  return (await gateway.metrics.httpRequests.get()).values.reduce((sum, v) => sum + v.value, 0);
}

const sameHeaders = (headers: Record<string, string>) => Object.fromEntries(Object.entries(headers).filter(([name]) => !PER_ANSWER.has(name)));

type Grid = { data: { rooms: { id: string; number: number; freeBeds: number; __typename: string }[]; selectionWindow: { hostelName: string; state: string; now: string } } };

describe('the grid lane: the web\'s grid query', () => {
  const app = useTestApp({ clock, limits: { requestsPerSession: { points: 100_000, seconds: 60, blockSeconds: 60 } } });

  it('answers as Apollo did, from the rooms it keeps: the same bytes decoded, status and headers, gzip, counted and logged', async () => {
    const { client } = await newStudent(app, { gender: 'Female' });
    const before = { apollo: await gridReads(app.gateway, 'apollo'), lane: await laneGridReads(app.gateway), kept: await gridReads(app.gateway, 'kept') };
    const full = await post(app, client.cookie, web('GH-1'), browser); // first sight: Apollo parses, validates and answers it
    expect(await gridReads(app.gateway, 'apollo')).toBe(before.apollo + 1);
    expect(full.status).toBe(200);
    const grid = JSON.parse(full.text) as Grid;
    expect(grid.data.rooms.length).toBeGreaterThan(10);
    expect(grid.data.rooms[0]!.__typename).toBe('Room');
    expect(grid.data.selectionWindow).toMatchObject({ hostelName: 'GH-1', state: 'OPEN', now: clock().toISOString() });
    // The hostel's rooms are read once more while its events start to be heard, then kept.
    let fast = await post(app, client.cookie, web('GH-1'), { ...browser, 'x-request-id': 'lb-grid-lane-0001' });
    for (let tries = 0; tries < 20 && (await gridReads(app.gateway, 'kept')) === before.kept; tries++) {
      await new Promise((settled) => setTimeout(settled, 50));
      fast = await post(app, client.cookie, web('GH-1'), { ...browser, 'x-request-id': 'lb-grid-lane-0001' });
    }
    expect(await gridReads(app.gateway, 'kept')).toBeGreaterThan(before.kept);
    expect(await gridReads(app.gateway, 'apollo')).toBe(before.apollo + 1);
    expect(fast.status).toBe(full.status);
    expect(fast.text).toBe(full.text);
    expect(sameHeaders(fast.headers)).toEqual(sameHeaders(full.headers));
    // Compressed for a browser: by Apollo's path in brotli (compression's first choice), by the
    // lane in gzip (a kept part joins only as gzip), each far smaller than the JSON.
    expect(full.headers['content-encoding']).toBe('br');
    expect(fast.headers['content-encoding']).toBe('gzip');
    expect(fast.headers.vary).toBe('Accept-Encoding');
    expect(Number(fast.headers['content-length'])).toBe(fast.bytes.length);
    expect(fast.bytes.length).toBeLessThan(Buffer.byteLength(fast.text) / 3);
    expect(fast.headers['content-type']).toBe('application/graphql-response+json; charset=utf-8');
    expect(fast.headers['content-security-policy']).toContain("default-src 'none'");
    expect(fast.headers['x-request-id']).toBe('lb-grid-lane-0001');
    // Counted as every request is, and one access line of the same shape, with no cookie in it.
    const requests = await answeredSoFar(app.gateway);
    await post(app, client.cookie, web('GH-1'), { ...browser, 'x-request-id': 'lb-grid-lane-0002' });
    expect(await answeredSoFar(app.gateway)).toBe(requests + 1);
    expect(await laneGridReads(app.gateway)).toBeGreaterThan(before.lane);
    const line = app.logs.map((l) => JSON.parse(l) as Record<string, unknown>).find((l) => (l.req as { id?: string } | undefined)?.id === 'lb-grid-lane-0002');
    expect(line).toMatchObject({ level: 30, msg: 'request completed', req: { method: 'POST', path: '/graphql' }, res: { statusCode: 200 } });
    expect(JSON.stringify(line)).not.toContain(client.cookie!.split('=')[1]!);
  });

  it('answers a client that takes no gzip uncompressed, negotiates the content type as Apollo does, and leaves an Accept it cannot meet to Apollo', async () => {
    const { client } = await newStudent(app, { gender: 'Female' });
    await post(app, client.cookie, web('GH-2'), browser);
    const lanes = await laneGridReads(app.gateway);
    const plain = await post(app, client.cookie, web('GH-2'));
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(Number(plain.headers['content-length'])).toBe(plain.bytes.length);
    expect((JSON.parse(plain.text) as Grid).data.selectionWindow.hostelName).toBe('GH-2');
    const brOnly = await post(app, client.cookie, web('GH-2'), { 'accept-encoding': 'br' });
    expect(brOnly.headers['content-encoding']).toBeUndefined(); // a kept part joins only as gzip: sent as it is
    expect(brOnly.text).toBe(plain.text);
    expect(await laneGridReads(app.gateway)).toBe(lanes + 2);
    const html = await post(app, client.cookie, web('GH-2'), { accept: 'text/html' });
    expect(html.status).toBe(406);
    expect(await laneGridReads(app.gateway)).toBe(lanes + 2);
  });

  it('answers the early read the shell sends (no extensions) from the same plan', async () => {
    const { client } = await newStudent(app, { gender: 'Female' });
    const body = JSON.stringify({ operationName: 'RoomGridRooms', query: GRID, variables: { hostel: 'GH-3' } });
    const first = await post(app, client.cookie, body, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    const lanes = await laneGridReads(app.gateway);
    const early = await post(app, client.cookie, body, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(await laneGridReads(app.gateway)).toBe(lanes + 1);
    expect(early.text).toBe(first.text);
  });

  it('answers no one without a live session: the full path says why', async () => {
    const { client } = await newStudent(app, { gender: 'Female' });
    await post(app, client.cookie, web('GH-1'), browser);
    const cookie = client.cookie!;
    const lanes = await laneGridReads(app.gateway);
    for (const who of [undefined, 'dormspace_session=not-a-session']) {
      const refused = await post(app, who, web('GH-1'), browser);
      expect(JSON.parse(refused.text).errors[0].extensions.code).toBe('UNAUTHENTICATED');
    }
    expect((await client.rest('POST', '/user/logout')).status).toBeLessThan(300);
    expect(JSON.parse((await post(app, cookie, web('GH-1'), browser)).text).errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect(await laneGridReads(app.gateway)).toBe(lanes);
  });

  it('hands every body it reads but cannot answer on to the full path, read once', async () => {
    const { client } = await newStudent(app, { gender: 'Female' });
    await post(app, client.cookie, web('GH-1'), browser);
    const lanes = await laneGridReads(app.gateway);
    // Another query, a hostel that does not exist, another extension: answered by Apollo from the body read here.
    const me = await post(app, client.cookie, JSON.stringify({ query: '{ me { name } }' }));
    expect(JSON.parse(me.text).data.me.name).toMatch(/^Student /);
    const unknown = await post(app, client.cookie, web('ZZ-9'), browser);
    expect(JSON.parse(unknown.text).errors[0].extensions.code).toBe('NOT_FOUND');
    const other = JSON.stringify({ ...(JSON.parse(web('GH-1')) as object), extensions: { somethingElse: true } });
    expect((JSON.parse((await post(app, client.cookie, other)).text) as Grid).data.selectionWindow.hostelName).toBe('GH-1');
    // Malformed JSON and a body that is not an object: the answers the full path always gave.
    const malformed = await post(app, client.cookie, '{"query": ');
    expect(malformed.status).toBe(400);
    expect(JSON.parse(malformed.text)).toEqual({ message: 'The request body is not valid JSON.', code: 'BAD_USER_INPUT' });
    expect((await post(app, client.cookie, '[1, 2]')).status).toBe(400);
    expect(await laneGridReads(app.gateway)).toBe(lanes);
  });

  it('shows a quiet hostel\'s booking to the very next read (read-your-writes), on its own and for another student', async () => {
    const { client } = await newStudent(app, { gender: 'Female' });
    const other = (await newStudent(app, { gender: 'Female' })).client;
    const read = async (cookie: string | undefined) => JSON.parse((await post(app, cookie, web('GH-1'), browser)).text) as Grid;
    await read(client.cookie);
    const room = (await read(client.cookie)).data.rooms.find((r) => r.freeBeds > 0)!;
    const booked = await client.rest('POST', '/bookroom/room', { _id: room.id });
    expect(booked.status, booked.text).toBe(201);
    expect((await read(client.cookie)).data.rooms.find((r) => r.id === room.id)!.freeBeds).toBe(room.freeBeds - 1);
    expect((await read(other.cookie)).data.rooms.find((r) => r.id === room.id)!.freeBeds).toBe(room.freeBeds - 1);
  });
});

describe('the grid lane: each reader\'s own window beside the rooms every reader shares', () => {
  const app = useTestApp({ clock, limits: { requestsPerSession: { points: 100_000, seconds: 60, blockSeconds: 60 } } });

  it('answers each student where they stand, the same rooms to both, and follows an admin\'s change of the window at once', async () => {
    const abc = (await newStudent(app, { gender: 'Male', enrollmentId: `ABC${Date.now()}` })).client;
    const xyz = (await newStudent(app, { gender: 'Male', enrollmentId: `XYZ${Date.now()}` })).client;
    const read = async (cookie: string | undefined) => JSON.parse((await post(app, cookie, web('BH-2'), browser)).text) as Grid;
    await read(abc.cookie); // learned by Apollo
    await read(abc.cookie); // the lane: the hostel's events are heard from now on
    await new Promise((settled) => setTimeout(settled, 300));
    await read(abc.cookie); // the rooms read once more, and kept
    expect((await read(xyz.cookie)).data.selectionWindow.state).toBe('OPEN');
    const admin = await app.admin();
    const hostelId = ((await admin.gql<{ hostels: { id: string; name: string }[] }>('{ hostels { id name } }')).body.data!.hostels.find((h) => h.name === 'BH-2'))!.id;
    const set = await admin.gql('mutation($input: SelectionWindowInput!) { setSelectionWindow(input: $input) { hostelName } }', { input: { hostelId, enrollmentPrefixes: ['ABC'] } });
    expect(set.body.errors).toBeUndefined();
    const [mine, theirs] = [await read(abc.cookie), await read(xyz.cookie)];
    expect(mine.data.selectionWindow.state).toBe('OPEN');
    expect(theirs.data.selectionWindow.state).toBe('NOT_ELIGIBLE');
    expect(JSON.stringify(mine.data.rooms)).toBe(JSON.stringify(theirs.data.rooms));
    expect(await gridReads(app.gateway, 'kept')).toBeGreaterThan(0);
    // The same as Apollo answers each of them.
    for (const [who, answer] of [[abc, mine], [xyz, theirs]] as const) {
      const viaApollo = await who.gql<Grid['data']>(GRID, { hostel: 'BH-2' });
      expect(viaApollo.body.data).toEqual(answer.data);
    }
  });
});

describe('the grid lane without kept rooms (GRID_CACHE=off)', () => {
  const app = useTestApp({ clock, gridCache: false, limits: { requestsPerSession: { points: 100_000, seconds: 60, blockSeconds: 60 } } });

  it('reads the database every time: a booking is seen by the very next read', async () => {
    const { client } = await newStudent(app, { gender: 'Female' });
    const full = await post(app, client.cookie, web('GH-3'), browser);
    const built = await gridReads(app.gateway, 'built');
    const planned = await post(app, client.cookie, web('GH-3'), browser);
    expect(planned.text).toBe(full.text);
    expect(await gridReads(app.gateway, 'built')).toBe(built + 1);
    const room = (JSON.parse(planned.text) as Grid).data.rooms.find((r) => r.freeBeds > 0)!;
    expect((await client.rest('POST', '/bookroom/room', { _id: room.id })).status).toBe(201);
    const after = JSON.parse((await post(app, client.cookie, web('GH-3'), browser)).text) as Grid;
    expect(after.data.rooms.find((r) => r.id === room.id)!.freeBeds).toBe(room.freeBeds - 1);
    expect(await gridReads(app.gateway, 'built')).toBe(built + 2);
    expect(await gridReads(app.gateway, 'kept')).toBe(0);
  });

  it('learns no plan from an answer with an error', async () => {
    const { client } = await newStudent(app, { gender: 'Female' });
    const lanes = await laneGridReads(app.gateway);
    for (let i = 0; i < 3; i++) expect(JSON.parse((await post(app, client.cookie, web('ZZ-9'), browser)).text).errors[0].extensions.code).toBe('NOT_FOUND');
    expect(await laneGridReads(app.gateway)).toBe(lanes);
  });
});

/** Posts until a refusal (bounded); returns how many were answered 200, and the refusal. */
async function untilRefused(app: TestApp, cookie: string, body: string, most: number): Promise<{ answered: number; refusal: Raw }> {
  let answered = 0;
  for (let tries = 0; tries < most; tries++) {
    const answer = await post(app, cookie, body, browser);
    if (answer.status !== 200) return { answered, refusal: answer };
    answered++;
  }
  throw new Error(`no refusal in ${most} requests`);
}

async function graphqlRequestsSoFar(gateway: Gateway): Promise<number> {
  return (await gateway.metrics.httpRequests.get()).values.filter((v) => v.labels.route === '/graphql').reduce((sum, v) => sum + v.value, 0);
}

describe('the grid lane and the session budget', () => {
  const points = 60;
  const app = useTestApp({ clock, limits: { requestsPerSession: { points, seconds: 60, blockSeconds: 60 } } });

  it('spends one point a request, and is refused as the full path refuses', async () => {
    const { client } = await newStudent(app);
    for (let i = 0; i < 3; i++) await post(app, client.cookie, web('BH-4'), browser);
    // Every /graphql request so far was this student's, and spent a point of their session.
    const spent = await graphqlRequestsSoFar(app.gateway);
    const lanes = await laneGridReads(app.gateway);
    const { answered, refusal } = await untilRefused(app, client.cookie!, web('BH-4'), points * 2);
    expect(await laneGridReads(app.gateway)).toBe(lanes + answered);
    expect(answered).toBe(points - spent); // spending twice would have halved them
    expect(refusal.status).toBe(429);
    expect(JSON.parse(refusal.text).errors[0].extensions.code).toBe('RATE_LIMITED');
  });
});

describe('the grid lane and the address budget', () => {
  const points = 80;
  const app = useTestApp({ clock, limits: { requestsPerAddress: { points, seconds: 60, blockSeconds: 60 } } });

  it('spends one point a request, and is refused as the full path refuses', async () => {
    const { client } = await newStudent(app);
    for (let i = 0; i < 3; i++) await post(app, client.cookie, web('BH-5'), browser);
    // No session: the lane spends the address budget, then hands them on (not to spend again).
    for (let i = 0; i < 10; i++) expect(JSON.parse((await post(app, 'dormspace_session=gone', web('BH-5'), browser)).text).errors[0].extensions.code).toBe('UNAUTHENTICATED');
    const spent = await answeredSoFar(app.gateway); // signup, login, the grids and the refusals: each spent one
    const lanes = await laneGridReads(app.gateway);
    const { answered, refusal } = await untilRefused(app, client.cookie!, web('BH-5'), points * 2);
    expect(await laneGridReads(app.gateway)).toBe(lanes + answered);
    expect(answered).toBe(points - spent);
    expect(refusal.status).toBe(429);
    expect(JSON.parse(refusal.text).errors[0].extensions.code).toBe('RATE_LIMITED');
  });
});
