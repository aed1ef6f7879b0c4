import { describe, expect, it } from 'vitest';
import { roomsOf } from './app.js';
import { expectSameAnswer, expectSameAnswers, send, studentOnBoth, useGatewayPair, type ParityCase } from './parity.js';
import { apolloGridRead, expectSameGridBudget, GRID, gridRead, gridReads, laneReads, untilKept } from './grid-reads.js';

const LIMITS = { limits: { requestsPerSession: { points: 50, seconds: 60, blockSeconds: 60 } } };

describe('the grid cache (GRID_CACHE) and reads of the database, for the same requests', () => {
  const pair = useGatewayPair({ gridCache: false }, LIMITS);

  it('answers a kept grid as the database reads it: in the grid lane, and through Apollo', async () => {
    const girl = await studentOnBoth(pair, { gender: 'Female' });
    await untilKept(pair.on, girl.cookie.on, 'GH-1', 'lane');
    await send(pair.off, gridRead(girl.cookie.off, 'GH-1')); // Apollo answers it once, and teaches the lane its plan
    const [lane, cached, compiled] = [await gridReads(pair.on.gateway, 'lane'), await gridReads(pair.on.gateway, 'cached'), await gridReads(pair.off.gateway, 'compiled')];
    const cases = laneReads(girl.cookie, 'GH-1');
    await expectSameAnswers(pair, cases, 200);
    expect(await gridReads(pair.on.gateway, 'lane')).toBe(lane + cases.length);
    expect(await gridReads(pair.off.gateway, 'compiled')).toBe(compiled + cases.length);
    // Through Apollo (a body the lanes leave alone): its plugin answers from the cache.
    expect((await expectSameAnswer(pair, 'a kept grid through Apollo', (side) => apolloGridRead(girl.cookie[side], 'GH-1'))).status).toBe(200);
    expect(await gridReads(pair.on.gateway, 'cached')).toBe(cached + 1);
  });

  it('refuses alike: no session, a session that is not one, a hostel that does not exist', async () => {
    const girl = await studentOnBoth(pair, { gender: 'Female' });
    await untilKept(pair.on, girl.cookie.on, 'GH-2', 'lane');
    const cases: ParityCase[] = [
      ['no session', () => gridRead(undefined, 'GH-2')],
      ['a session that is not one', () => gridRead('dormspace_session=not-a-session', 'GH-2')],
      ['no such hostel', (side) => gridRead(girl.cookie[side], 'ZZ-9')],
      ['no such hostel, again', (side) => gridRead(girl.cookie[side], 'ZZ-9')],
    ];
    for (const [name, request] of cases) expect(JSON.parse((await expectSameAnswer(pair, name, request)).text).errors, name).toHaveLength(1);
  });

  it('answers the read after a booking alike: the kept grid went with the booking', async () => {
    const girl = await studentOnBoth(pair, { gender: 'Female' });
    await untilKept(pair.on, girl.cookie.on, 'GH-3', 'lane');
    const reader = pair.on.client();
    reader.cookie = girl.cookie.on;
    const room = (await roomsOf(reader, 'GH-3')).find((r) => r.freeBeds > 0)!;
    expect((await reader.rest('POST', '/bookroom/room', { _id: room._id })).status).toBe(201);
    const after = await expectSameAnswer(pair, 'the grid after a booking', (side) => gridRead(girl.cookie[side], 'GH-3'));
    const rooms = (JSON.parse(after.text) as { data: { rooms: { id: string; freeBeds: number }[] } }).data.rooms;
    expect(rooms.find((r) => r.id === room._id)!.freeBeds).toBe(room.freeBeds - 1);
    expect((await expectSameAnswer(pair, 'through Apollo', (side) => apolloGridRead(girl.cookie[side], 'GH-3'))).status).toBe(200);
  });

  it("spends the session's budget alike, and refuses alike when it is spent", async () => {
    await expectSameGridBudget(pair, 'BH-1', 50);
  });
});

describe('the grid cache, lane and plans all on, and all off (GRID_CACHE=off GRID_FAST_LANE=off)', () => {
  const pair = useGatewayPair({ gridCache: false, gridFastLane: false }, LIMITS);

  it('answers a kept grid as Apollo reads it', async () => {
    const girl = await studentOnBoth(pair, { gender: 'Female' });
    await untilKept(pair.on, girl.cookie.on, 'GH-1', 'lane');
    expect((await expectSameAnswer(pair, 'a kept grid', (side) => gridRead(girl.cookie[side], 'GH-1'))).status).toBe(200);
    expect((await expectSameAnswer(pair, 'a kept grid through Apollo', (side) => apolloGridRead(girl.cookie[side], 'GH-1'))).status).toBe(200);
  });

  it('answers an operation the text does not hold as Apollo does (the grid plugin looked at no operation)', async () => {
    const girl = await studentOnBoth(pair, { gender: 'Female' });
    const unknown = await expectSameAnswer(pair, 'an unknown operation name', (side) => ({ ...gridRead(girl.cookie[side], 'GH-1'), body: { query: GRID, operationName: 'Nope', variables: { hostel: 'GH-1' } } }));
    expect(unknown.status).toBe(400);
    expect(JSON.parse(unknown.text).errors[0].extensions.code).toBe('OPERATION_RESOLUTION_FAILURE');
  });
});
