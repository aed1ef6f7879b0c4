import { describe, expect, it } from 'vitest';
import type { Gateway } from '../src/bootstrap.js';
import { newStudent, roomsOf, useTestApp, type TestApp } from './app.js';

/** Headers that differ between any two answers. */
const PER_ANSWER = new Set(['date', 'x-request-id', 'connection', 'keep-alive']);
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;
/** The story's malformed body: the one answer the lane leaves to the full path. */
const MALFORMED = 7;
const LIMITS = { requestsPerSession: { points: 12, seconds: 60, blockSeconds: 60 } };

interface Answer {
  status: number;
  /** The body with every id made the same, so two gateways' answers compare. */
  body: string;
  headers: Record<string, string>;
}

async function book(app: TestApp, cookie: string | undefined, body: string, headers: Record<string, string> = {}): Promise<Answer> {
  const response = await fetch(`${app.url}/api/bookroom/room`, { method: 'POST', headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}), ...headers }, body });
  const text = await response.text();
  const all = Object.fromEntries(response.headers);
  return { status: response.status, body: text.replace(UUID, '<id>'), headers: Object.fromEntries(Object.entries(all).filter(([name]) => !PER_ANSWER.has(name))) };
}

async function laneAnswers(gateway: Gateway): Promise<number> {
  return (await gateway.metrics.bookingLane.get()).values.reduce((sum, v) => sum + v.value, 0);
}

async function routeCount(gateway: Gateway, status: string): Promise<number> {
  return (await gateway.metrics.httpRequests.get()).values.find((v) => v.labels.route === '/api/bookroom/room' && v.labels.status === status)?.value ?? 0;
}

/**
 * One selection-day story, told to a gateway: a bed taken, the same booking asked again, a full
 * room, a second bed, rooms that do not exist, a body that is not a room, malformed JSON, no session, another
 * gender's hostel, and a session out of budget. Returns the answers, and how many bookings were sent.
 */
async function story(app: TestApp): Promise<{ answers: Answer[]; sent: number }> {
  const single = (await roomsOf((await newStudent(app, { gender: 'Female' })).client, 'GH-2')).find((r) => r.type === 'Single' && r.freeBeds === 1)!;
  const other = (await roomsOf((await newStudent(app, { gender: 'Female' })).client, 'GH-2')).find((r) => r.freeBeds > 0 && r._id !== single._id)!;
  const [first, second, boy] = [await newStudent(app, { gender: 'Female' }), await newStudent(app, { gender: 'Female' }), await newStudent(app, { gender: 'Male' })];
  const answers = [
    await book(app, first.client.cookie, JSON.stringify({ _id: single._id }), { 'idempotency-key': 'lane-key-0001', 'x-request-id': 'booking-lane-0001' }),
    await book(app, first.client.cookie, JSON.stringify({ _id: single._id }), { 'idempotency-key': 'lane-key-0001' }),
    await book(app, second.client.cookie, JSON.stringify({ _id: single._id })),
    await book(app, first.client.cookie, JSON.stringify({ _id: other._id }), { 'idempotency-key': 'lane-key-0002' }),
    await book(app, second.client.cookie, JSON.stringify({ hostel: 'GH-2', roomNumber: 99_999 })),
    await book(app, second.client.cookie, JSON.stringify({ _id: 'not-a-room' })),
    await book(app, second.client.cookie, '[1, 2]'),
    await book(app, second.client.cookie, '{"_id": '),
    await book(app, 'dormspace_session=not-a-session', JSON.stringify({ _id: other._id })),
    await book(app, boy.client.cookie, JSON.stringify({ _id: other._id })),
  ];
  // Out of the session's budget (12 a minute here): refused with Retry-After, in the same words.
  for (let i = 1; i <= 20; i++) {
    const answer = await book(app, second.client.cookie, JSON.stringify({ _id: single._id }));
    if (answer.status === 429) return { answers: [...answers, answer], sent: answers.length + i };
  }
  throw new Error('the session budget never ran out');
}

describe('the booking lane', () => {
  const lane = useTestApp({ limits: LIMITS });
  const full = useTestApp({ limits: LIMITS, bookingLane: false });

  it('answers every booking as the full path does: the same status, words and headers', async () => {
    const { answers: fromFull } = await story(full);
    const before = await laneAnswers(lane.gateway);
    const { answers: fromLane, sent } = await story(lane);
    expect(fromLane.map((a) => [a.status, a.body])).toEqual(fromFull.map((a) => [a.status, a.body]));
    expect(fromLane.map((a) => a.status)).toEqual([201, 201, 409, 208, 404, 404, 400, 400, 401, 403, 429]);
    for (const [i, answer] of fromLane.entries()) {
      expect(answer.headers, `answer ${i}`).toEqual(fromFull[i]!.headers);
      // Both say no-store once the caller's context is built: not on a malformed body or a refused budget.
      expect(answer.headers['cache-control'], `answer ${i}`).toBe(i === MALFORMED || answer.status === 429 ? undefined : 'no-store');
    }
    expect(fromLane.at(-1)!.headers['retry-after']).toMatch(/^\d+$/);
    expect(fromLane[0]!.headers['content-security-policy']).toContain("default-src 'none'");
    // Everything but the malformed body was answered before Express; that one went the full path.
    expect(await laneAnswers(lane.gateway)).toBe(before + sent - 1);
    expect(await laneAnswers(full.gateway)).toBe(0);
  });

  it('counts and logs what it answers as the full path does, with no session token in the line', async () => {
    const { client } = await newStudent(lane, { gender: 'Female' });
    const room = (await roomsOf(client, 'GH-3')).find((r) => r.freeBeds > 0)!;
    const [created, refused] = [await routeCount(lane.gateway, '201'), await routeCount(lane.gateway, '400')];
    expect((await book(lane, client.cookie, JSON.stringify({ _id: room._id }), { 'x-request-id': 'booking-lane-0002' })).status).toBe(201);
    expect((await book(lane, client.cookie, JSON.stringify({ roomId: 12 }))).status).toBe(400);
    expect(await routeCount(lane.gateway, '201')).toBe(created + 1);
    expect(await routeCount(lane.gateway, '400')).toBe(refused + 1);
    const line = lane.logs.map((l) => JSON.parse(l) as Record<string, unknown>).find((l) => (l.req as { id?: string } | undefined)?.id === 'booking-lane-0002');
    expect(line).toMatchObject({ level: 30, msg: 'request completed', req: { method: 'POST', path: '/api/bookroom/room' }, res: { statusCode: 201 } });
    expect(typeof line!.responseTime).toBe('number');
    expect(JSON.stringify(lane.logs)).not.toContain(client.cookie!.split('=')[1]!);
    // The bed is the student's: the room reads one fewer, the full path's own read says so.
    expect((await roomsOf(client, 'GH-3')).find((r) => r._id === room._id)!.freeBeds).toBe(room.freeBeds - 1);
  });

  it('leaves other calls, content types and large bodies to the full path', async () => {
    const { client } = await newStudent(lane, { gender: 'Female' });
    const before = await laneAnswers(lane.gateway);
    const room = (await roomsOf(client, 'GH-1')).find((r) => r.freeBeds > 0)!;
    // A text/plain body is no JSON to the full path either: no room named.
    expect((await client.rest('POST', '/bookroom/room', JSON.stringify({ _id: room._id }), { 'content-type': 'text/plain' })).status).toBe(400);
    expect((await client.rest('POST', '/bookroom/room?x=1', { _id: room._id, pad: 'x'.repeat(5_000) })).status).toBe(201);
    expect(await laneAnswers(lane.gateway)).toBe(before);
  });
});
