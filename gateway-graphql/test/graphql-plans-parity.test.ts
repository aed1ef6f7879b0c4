import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Gateway } from '../src/bootstrap.js';
import type { RestRoom } from './app.js';
import { adminOnBoth, APOLLO_CLIENT_ACCEPT, expectSameAnswer, expectSameAnswers, expectSameLimit, send, studentOnBoth, twinRooms, twinStudents, useGatewayPair, whileDatabaseAway, type ParityCase, type ParityRequest, type Side } from './parity.js';

/** The web's booking, selecting nothing that names the room: a twin room's answer reads the same. */
const BOOK = 'mutation BookRoom($roomId: ID!) { bookRoom(roomId: $roomId) { freeBeds isAvailable type capacity } }';
const book = (cookie: string | undefined, roomId: unknown, headers: Record<string, string> = {}): ParityRequest => ({
  path: '/graphql',
  cookie,
  body: { query: BOOK, variables: { roomId } },
  headers,
});

/** Bookings the GraphQL lane answered from a compiled plan. */
async function planned(gateway: Gateway): Promise<number> {
  return (await gateway.metrics.graphqlLane.get()).values.filter((v) => v.labels.answered === 'compiled').reduce((sum, v) => sum + v.value, 0);
}

/** Where an answer names a side's room (a refusal's words), it stands for the other side's. */
const standFor = (room: RestRoom) => ({ [`Room ${room.roomNumber} `]: 'Room <number> ' });

describe('compiled operation plans (GRAPHQL_PLANS) and Apollo, for the same bookings', () => {
  const pair = useGatewayPair({ graphqlPlans: false }, { limits: { requestsPerSession: { points: 40, seconds: 60, blockSeconds: 60 } } });

  it('answers bookings, a full room and a second booking alike', async () => {
    const [first, second, third] = [await twinStudents(pair, { gender: 'Female' }), await twinStudents(pair, { gender: 'Female' }), await twinStudents(pair, { gender: 'Female' })];
    const [one, two, three] = await twinRooms(pair.on, first.on, 'GH-2', 3);
    const booking = (who: Record<Side, string>, rooms: Record<Side, RestRoom>) => (side: Side) => ({ ...book(who[side], rooms[side]._id), stand: standFor(rooms[side]) });
    // The first is Apollo's on both sides, and teaches `on` the plan.
    expect((await expectSameAnswer(pair, 'a bed taken (Apollo)', booking(first, one!))).status).toBe(200);
    const before = await planned(pair.on.gateway);
    const taken = await expectSameAnswer(pair, 'a bed taken (the plan)', booking(second, two!));
    expect(JSON.parse(taken.text)).toEqual({ data: { bookRoom: { freeBeds: 0, isAvailable: false, type: 'SINGLE', capacity: 1 } } });
    const full = await expectSameAnswer(pair, 'a full room', booking(third, one!));
    expect(JSON.parse(full.text).errors[0].extensions.code).toBe('ROOM_FULL');
    const again = await expectSameAnswer(pair, 'a second bed', (side) => ({ ...book(first[side], three![side]._id), stand: standFor(one![side]) }));
    expect(JSON.parse(again.text).errors[0].extensions.code).toBe('ALREADY_BOOKED');
    expect(await planned(pair.on.gateway)).toBe(before + 3);
    expect(await planned(pair.off.gateway)).toBe(0);
  });

  it('refuses alike: no room, no session, the wrong gender, the wrong role, bad variables, an Accept it cannot meet', async () => {
    const girl = await studentOnBoth(pair, { gender: 'Female' });
    const boy = await studentOnBoth(pair, { gender: 'Male' });
    const admin = await adminOnBoth(pair);
    const [room] = await twinRooms(pair.on, girl.cookie.on, 'GH-3', 1);
    // Teach `on` the plan, if no earlier test has.
    await send(pair.on, book(girl.cookie.on, randomUUID()));
    const before = await planned(pair.on.gateway);
    const nowhere = randomUUID();
    const fromPlan: ParityCase[] = [
      ['no such room', (side) => book(girl.cookie[side], nowhere)],
      ['not a room id', (side) => book(girl.cookie[side], 'not-a-room')],
      ['a NUL in the id', (side) => book(girl.cookie[side], 'a\u0000b')],
      ['no session', () => book(undefined, room!.on._id)],
      ['a session that is not one', () => book('dormspace_session=not-a-session', room!.on._id)],
      ["a boy in a girls' hostel", (side) => book(boy.cookie[side], room!.on._id)],
      ['an admin', (side) => book(admin[side], room!.on._id)],
      ["Apollo Client's Accept", (side) => book(girl.cookie[side], nowhere, { accept: APOLLO_CLIENT_ACCEPT })],
      ['over TLS through the proxy (HSTS)', (side) => book(girl.cookie[side], nowhere, { 'x-forwarded-proto': 'https' })],
    ];
    await expectSameAnswers(pair, fromPlan, 200);
    expect(await planned(pair.on.gateway)).toBe(before + fromPlan.length);
    // Two bookings in one operation: the first refusal ends the serial run (bookRoom is non-null), on both. The first time teaches `on` its plan.
    const two = 'mutation Two($a: ID!, $b: ID!) { a: bookRoom(roomId: $a) { freeBeds } b: bookRoom(roomId: $b) { freeBeds } }';
    for (const time of ['first', 'second']) {
      const answer = await expectSameAnswer(pair, `two bookings, the ${time} time`, (side) => ({ ...book(girl.cookie[side], null), body: { query: two, operationName: 'Two', variables: { a: nowhere, b: 'nowhere', extra: 1 } } }));
      expect(JSON.parse(answer.text).errors.map((e: { path: string[] }) => e.path)).toEqual([['a']]);
    }
    expect(await planned(pair.on.gateway)).toBe(before + fromPlan.length + 1);
    const toApollo: ParityCase[] = [
      ['a room id of the wrong type', (side) => book(girl.cookie[side], true), 400],
      ['no room id', (side) => ({ ...book(girl.cookie[side], null), body: { query: BOOK } }), 400],
      ['Accept: text/html', (side) => book(girl.cookie[side], nowhere, { accept: 'text/html' }), 406],
    ];
    await expectSameAnswers(pair, toApollo);
    expect(await planned(pair.on.gateway)).toBe(before + fromPlan.length + 1);
  });

  it("spends the session's budget alike on bookings, and refuses alike when it is spent", async () => {
    const girl = await studentOnBoth(pair, { gender: 'Female' });
    const before = await planned(pair.on.gateway);
    const { answered } = await expectSameLimit(pair, 'the session budget', (side) => book(girl.cookie[side], randomUUID()), 60);
    expect(answered).toBe(40);
    expect(await planned(pair.on.gateway)).toBeGreaterThanOrEqual(before + 39);
  });
});

describe('compiled operation plans and Apollo, while the database is away', () => {
  const pair = useGatewayPair({ graphqlPlans: false });

  it('answers a booking 503 alike, with Retry-After', async () => {
    const girl = await studentOnBoth(pair, { gender: 'Female' });
    const [room] = await twinRooms(pair.on, girl.cookie.on, 'GH-1', 1);
    // Teaches `on` the plan; both sides now keep her session, so the booking itself meets the database away.
    for (const side of ['on', 'off'] as const) for (let i = 0; i < 2; i++) expect((await send(pair[side], book(girl.cookie[side], randomUUID()))).status).toBe(200);
    const before = await planned(pair.on.gateway);
    await whileDatabaseAway(pair, async () => {
      const answer = await expectSameAnswer(pair, 'a booking', (side) => book(girl.cookie[side], room![side]._id));
      expect(answer.status).toBe(503);
      expect(answer.headers['retry-after']).toMatch(/^\d+$/);
    });
    expect(await planned(pair.on.gateway)).toBe(before + 1);
  });
});
