import { describe, expect, it } from 'vitest';
import type { Gateway } from '../src/bootstrap.js';
import type { RestRoom } from './app.js';
import { adminOnBoth, counted, expectSameAddressLimit, expectSameAnswer, expectSameInLane, expectSameLimit, expectSameUnavailable, send, studentOnBoth, twinRooms, twinStudents, useGatewayPair, withByteOrderMark, type ParityRequest, type Side } from './parity.js';

const PATH = '/api/bookroom/room';
const book = (cookie: string | undefined, body: unknown, headers: Record<string, string> = {}): ParityRequest => ({ path: PATH, cookie, body, headers });
const laneAnswers = (gateway: Gateway) => counted(gateway.metrics.bookingLane);

/** Each side's room stands for the other's in the answers: its id, and its number where an answer names it. */
const standFor = (room: RestRoom) => ({ [room._id]: '<room>', [`Room ${room.roomNumber} `]: 'Room <number> ', [`"roomNumber":${room.roomNumber},`]: '"roomNumber":<number>,' });

describe('the booking lane (BOOKING_LANE) and the full path, for the same requests', () => {
  const pair = useGatewayPair({ bookingLane: false }, { limits: { requestsPerSession: { points: 40, seconds: 60, blockSeconds: 60 } } });

  it('answers a booking, its repeat, a full room and a second booking alike', async () => {
    const [first, second] = [await twinStudents(pair, { gender: 'Female' }), await twinStudents(pair, { gender: 'Female' })];
    const [rooms] = await twinRooms(pair.on, first.on, 'GH-2');
    const lanes = await laneAnswers(pair.on.gateway);
    const booking = (cookie: Record<Side, string>, headers: Record<string, string> = {}) => (side: Side) => ({ ...book(cookie[side], { _id: rooms![side]._id }, headers), stand: standFor(rooms![side]) });
    const taken = await expectSameAnswer(pair, 'a bed taken', booking(first, { 'idempotency-key': 'parity-key-0001' }));
    expect(taken.status).toBe(201);
    expect(taken.headers['cache-control']).toBe('no-store');
    expect((await expectSameAnswer(pair, 'the same booking again', booking(first, { 'idempotency-key': 'parity-key-0001' }))).status).toBe(201);
    expect((await expectSameAnswer(pair, 'a full room', booking(second))).status).toBe(409);
    const [other] = await twinRooms(pair.on, second.on, 'GH-2');
    const again = await expectSameAnswer(pair, 'a second bed', (side) => ({ ...book(first[side], { _id: other!.on._id }), stand: standFor(rooms![side]) }));
    expect(again.status).toBe(208);
    expect(await laneAnswers(pair.on.gateway)).toBe(lanes + 4);
    expect(await laneAnswers(pair.off.gateway)).toBe(0);
  });

  it('refuses alike: no room, bad input, no session, the wrong gender, the wrong role, text it cannot store', async () => {
    const girl = await studentOnBoth(pair, { gender: 'Female' });
    const boy = await studentOnBoth(pair, { gender: 'Male' });
    const admin = await adminOnBoth(pair);
    const room = (await twinRooms(pair.on, girl.cookie.on, 'GH-3'))[0]!.on;
    await expectSameInLane(pair, laneAnswers, 'all', [
      ['no such room number', (side) => book(girl.cookie[side], { hostel: 'GH-3', roomNumber: 99_999 }), 404],
      ['not a room id', (side) => book(girl.cookie[side], { _id: 'not-a-room' }), 404],
      ['no room named', (side) => book(girl.cookie[side], {}), 400],
      ['an array', (side) => book(girl.cookie[side], '[1, 2]'), 400],
      ['a session that is not one', () => book('dormspace_session=not-a-session', { _id: room._id }), 401],
      ["a boy in a girls' hostel", (side) => book(boy.cookie[side], { _id: room._id }), 403],
      ['an admin', (side) => book(admin[side], { _id: room._id }), 403],
      ['a NUL in the body', (side) => book(girl.cookie[side], { _id: 'a\u0000b' }), 400],
      ['over TLS through the proxy (HSTS)', (side) => book(girl.cookie[side], { _id: 'not-a-room' }, { 'x-forwarded-proto': 'https' }), 404],
      // body-parser drops a leading byte order mark, and reads nothing left as {}: so does the lane.
      ['a byte order mark', (side) => book(girl.cookie[side], withByteOrderMark({ _id: 'not-a-room' })), 404],
      ['a byte order mark alone', (side) => book(girl.cookie[side], '\uFEFF'), 400],
    ]);
  });

  it('leaves to the full path, and so answers alike: malformed JSON, not an object, a form, no cookie, a large body', async () => {
    const girl = await studentOnBoth(pair, { gender: 'Female' });
    await expectSameInLane(pair, laneAnswers, 'none', [
      ['malformed JSON', (side) => book(girl.cookie[side], '{"_id": '), 400],
      ['a number', (side) => book(girl.cookie[side], '12'), 400],
      ['a cross-site form (CSRF)', (side) => book(girl.cookie[side], '{}', { 'content-type': 'text/plain', origin: 'https://evil.example' }), 400],
      ['no cookie', () => book(undefined, { _id: 'not-a-room' }), 401],
      ['over 4 KB', (side) => book(girl.cookie[side], { _id: 'not-a-room', pad: 'x'.repeat(5_000) }), 404],
      ['over 64 KB', (side) => book(girl.cookie[side], { _id: 'not-a-room', pad: 'x'.repeat(70_000) }), 413],
    ]);
  });

  it("spends the session's budget alike, and refuses alike when it is spent", async () => {
    const girl = await studentOnBoth(pair, { gender: 'Female' });
    const lanes = await laneAnswers(pair.on.gateway);
    const { answered } = await expectSameLimit(pair, 'the session budget', (side) => book(girl.cookie[side], { _id: 'not-a-room' }), 60);
    expect(answered).toBeGreaterThan(30);
    expect(await laneAnswers(pair.on.gateway)).toBe(lanes + answered + 1);
  });
});

describe('the booking lane and the full path, for the same address', () => {
  const pair = useGatewayPair({ bookingLane: false }, { limits: { requestsPerAddress: { points: 30, seconds: 60, blockSeconds: 60 } } });

  it("spends the address's budget alike, and refuses alike when it is spent", async () => {
    const girl = await studentOnBoth(pair, { gender: 'Female' });
    await expectSameAddressLimit(pair, (side) => book(girl.cookie[side], { _id: 'not-a-room' }), 30);
  });
});

describe('the booking lane and the full path, while the database is away', () => {
  const pair = useGatewayPair({ bookingLane: false });

  it('answers 503 alike, with Retry-After, for a session each side knows and for one it must look up', async () => {
    const girl = await studentOnBoth(pair, { gender: 'Female' });
    const room = (await twinRooms(pair.on, girl.cookie.on, 'GH-1'))[0]!.on;
    // Both sides now keep the girl's session: the booking itself meets the database away.
    for (const side of ['on', 'off'] as const) expect((await send(pair[side], book(girl.cookie[side], { _id: 'not-a-room' }))).status).toBe(404);
    const lanes = await laneAnswers(pair.on.gateway);
    await expectSameUnavailable(pair, girl.cookie, (cookie) => book(cookie, { _id: room._id }));
    expect(await laneAnswers(pair.on.gateway)).toBe(lanes + 2);
  });
});
