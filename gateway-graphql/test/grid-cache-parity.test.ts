import { describe, expect, it } from 'vitest';
import { DEFAULT_ROOM_CHANGES_WINDOW_MS } from '../src/core/room-changes.js';
import { roomsOf } from './app.js';
import { expectSameAnswer, expectSameAnswers, send, studentOnBoth, useGatewayPair, type ParityCase } from './parity.js';
import { expectSameGridBudget, expectSameUnknownHostel, gridRead, gridReads, laneReads, untilKept } from './grid-reads.js';

const LIMITS = { limits: { requestsPerSession: { points: 200, seconds: 60, blockSeconds: 60 } } };
/** One moment on both sides: the reader's window says `now`, which is then the same in both answers. */
const clock = () => new Date('2026-11-29T06:30:00.000Z');

type Grid = { data: { rooms: { id: string; freeBeds: number }[] } };
const roomsIn = (text: string) => (JSON.parse(text) as Grid).data.rooms;

describe('kept rooms (GRID_CACHE) and rooms read every time, for the same requests', () => {
  const pair = useGatewayPair({ gridCache: false }, { clock, ...LIMITS });

  it('answers a kept grid as the database reads it', async () => {
    const girl = await studentOnBoth(pair, { gender: 'Female' });
    await untilKept(pair.on, girl.cookie.on, 'GH-1');
    await send(pair.off, gridRead(girl.cookie.off, 'GH-1')); // Apollo answers it once, and teaches the lane its plan
    const [kept, built] = [await gridReads(pair.on.gateway, 'kept'), await gridReads(pair.off.gateway, 'built')];
    const cases = laneReads(girl.cookie, 'GH-1');
    await expectSameAnswers(pair, cases, 200);
    expect(await gridReads(pair.on.gateway, 'kept')).toBe(kept + cases.length);
    expect(await gridReads(pair.off.gateway, 'built')).toBe(built + cases.length);
  });

  it('refuses alike: no session, a session that is not one, a hostel that does not exist', async () => {
    const girl = await studentOnBoth(pair, { gender: 'Female' });
    await untilKept(pair.on, girl.cookie.on, 'GH-2');
    const cases: ParityCase[] = [
      ['no session', () => gridRead(undefined, 'GH-2')],
      ['a session that is not one', () => gridRead('dormspace_session=not-a-session', 'GH-2')],
    ];
    for (const [name, request] of cases) expect(JSON.parse((await expectSameAnswer(pair, name, request)).text).errors, name).toHaveLength(1);
    for (let i = 0; i < 2; i++) await expectSameUnknownHostel(pair, girl.cookie);
  });

  it('answers the read after a booking alike: a quiet hostel\'s kept rooms are read again at once', async () => {
    const girl = await studentOnBoth(pair, { gender: 'Female' });
    await untilKept(pair.on, girl.cookie.on, 'GH-3');
    const reader = pair.on.client();
    reader.cookie = girl.cookie.on;
    const room = (await roomsOf(reader, 'GH-3')).find((r) => r.freeBeds > 0)!;
    expect((await reader.rest('POST', '/bookroom/room', { _id: room._id })).status).toBe(201);
    const after = await expectSameAnswer(pair, 'the grid after a booking', (side) => gridRead(girl.cookie[side], 'GH-3'));
    expect(roomsIn(after.text).find((r) => r.id === room._id)!.freeBeds).toBe(room.freeBeds - 1);
  });

  it('answers alike after bookings committed while grids were being read: once one has committed and the fan-out delay passed, a read shows it', async () => {
    const girl = await studentOnBoth(pair, { gender: 'Female' });
    await untilKept(pair.on, girl.cookie.on, 'GH-2');
    const bookers = await Promise.all(Array.from({ length: 6 }, () => studentOnBoth(pair, { gender: 'Female' })));
    const reader = pair.on.client();
    reader.cookie = bookers[0]!.cookie.on;
    const free = (await roomsOf(reader, 'GH-2')).filter((r) => r.freeBeds > 0 && r.type === 'Single');
    for (const [i, student] of bookers.entries()) {
      const room = free[i]!;
      // The booking (on the side that keeps rooms: the other keeps none) and a read of each side at
      // once: the reads begin before the booking commits, and may end after it.
      const booker = pair.on.client();
      booker.cookie = student.cookie.on;
      const [booked] = await Promise.all([booker.rest('POST', '/bookroom/room', { _id: room._id }), send(pair.on, gridRead(girl.cookie.on, 'GH-2')), send(pair.off, gridRead(girl.cookie.off, 'GH-2'))]);
      expect(booked.status, booked.text).toBe(201);
      // Committed, and the fan-out delay passed (a hostel booked six times in a moment is a busy
      // one, whose kept rooms may be that old): a read of each side shows it, and both answer alike.
      await new Promise((settled) => setTimeout(settled, DEFAULT_ROOM_CHANGES_WINDOW_MS));
      const after = await expectSameAnswer(pair, `the grid after booking ${i + 1}`, (side) => gridRead(girl.cookie[side], 'GH-2'));
      expect(roomsIn(after.text).find((r) => r.id === room._id)!.freeBeds, `booking ${i + 1}`).toBe(0);
    }
  });

  it("spends the session's budget alike, and refuses alike when it is spent", async () => {
    await expectSameGridBudget(pair, 'BH-1', 200);
  });
});

describe('the grid lane and kept rooms all on, and all off (GRID_CACHE=off GRID_FAST_LANE=off)', () => {
  const pair = useGatewayPair({ gridCache: false, gridFastLane: false }, { clock, ...LIMITS });

  it('answers a kept grid as Apollo reads it', async () => {
    const girl = await studentOnBoth(pair, { gender: 'Female' });
    await untilKept(pair.on, girl.cookie.on, 'GH-1');
    expect((await expectSameAnswer(pair, 'a kept grid', (side) => gridRead(girl.cookie[side], 'GH-1'))).status).toBe(200);
  });

  it('answers an operation the text does not hold as Apollo does', async () => {
    const girl = await studentOnBoth(pair, { gender: 'Female' });
    const unknown = await expectSameAnswer(pair, 'an unknown operation name', (side) => ({ ...gridRead(girl.cookie[side], 'GH-1'), body: { ...(gridRead(girl.cookie[side], 'GH-1').body as object), operationName: 'Nope' } }));
    expect(unknown.status).toBe(400);
    expect(JSON.parse(unknown.text).errors[0].extensions.code).toBe('OPERATION_RESOLUTION_FAILURE');
  });
});
