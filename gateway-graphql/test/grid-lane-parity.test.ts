import { describe, expect, it } from 'vitest';
import type { Gateway } from '../src/bootstrap.js';
import type { TestApp } from './app.js';
import { expectSameAddressLimit, expectSameInLane, expectSameUnavailable, send, studentOnBoth, useGatewayPair, type GatewayPair, type ParityCase, type Side } from './parity.js';
import { apolloGridRead, expectSameGridBudget, expectSameUnknownHostel, gridRead, laneGridReads, laneReads, untilKept } from './grid-reads.js';

const SESSION_LIMIT = { requestsPerSession: { points: 50, seconds: 60, blockSeconds: 60 } };
/** One moment on both sides: the reader's window says `now`, which is then the same in both answers. */
const clock = () => new Date('2026-11-29T06:30:00.000Z');

/** Grid reads the lane reads but hands on, and what it never reads: the full path's answers on both. */
function handedOn(cookie: Record<Side, string>, hostel: string): ParityCase[] {
  return [
    ['Accept: text/html', (side) => gridRead(cookie[side], hostel, { accept: 'text/html' })],
    ['no session', () => gridRead(undefined, hostel)],
    ['a session that is not one', () => gridRead('dormspace_session=not-a-session', hostel)],
    ['no hostel at all', (side) => ({ ...gridRead(cookie[side], hostel), body: { ...(gridRead(cookie[side], hostel).body as object), variables: {} } })],
    ['another extension', (side) => apolloGridRead(cookie[side], hostel)],
    ['malformed JSON', (side) => ({ ...gridRead(cookie[side], hostel), body: '{"query": ' })],
    ['a number', (side) => ({ ...gridRead(cookie[side], hostel), body: '12' })],
    ['a cross-site form (CSRF)', (side) => gridRead(cookie[side], hostel, { 'content-type': 'text/plain' })],
  ];
}

/** Sends every case to both sides, expecting the same answers; `on` answers the lane's reads from the lane. */
async function expectSameReads(pair: GatewayPair, cookie: Record<Side, string>, hostel: string): Promise<void> {
  const lane = (gateway: Gateway) => laneGridReads(gateway);
  await expectSameInLane(pair, lane, 'all', laneReads(cookie, hostel), 200);
  await expectSameInLane(pair, lane, 'none', handedOn(cookie, hostel));
  const before = await lane(pair.on.gateway);
  await expectSameUnknownHostel(pair, cookie);
  expect(await lane(pair.on.gateway), 'no such hostel: handed on').toBe(before);
}

/** One read of the grid on `app`: Apollo answers it, and (with the lane) teaches the lane its plan. */
const readOnce = async (app: TestApp, cookie: string, hostel: string) => expect((await send(app, gridRead(cookie, hostel))).status).toBe(200);

describe('the grid lane (GRID_FAST_LANE) and the full path: the web\'s grid query, rooms kept', () => {
  const pair = useGatewayPair({ gridFastLane: false }, { clock, limits: SESSION_LIMIT });

  it('answers kept grids, and what it hands on, alike', async () => {
    const girl = await studentOnBoth(pair, { gender: 'Female' });
    await untilKept(pair.on, girl.cookie.on, 'GH-1');
    await expectSameReads(pair, girl.cookie, 'GH-1');
  });

  it("spends the session's budget alike, and refuses alike when it is spent", async () => {
    await expectSameGridBudget(pair, 'BH-1', 50);
  });
});

describe('the grid lane and the full path: rooms read every time (GRID_CACHE=off on both)', () => {
  const pair = useGatewayPair({ gridFastLane: false }, { clock, gridCache: false, limits: SESSION_LIMIT });

  it('answers planned grids, and what it hands on, alike', async () => {
    const girl = await studentOnBoth(pair, { gender: 'Female' });
    await readOnce(pair.on, girl.cookie.on, 'GH-2');
    await expectSameReads(pair, girl.cookie, 'GH-2');
  });

  it('answers 503 alike while the database is away, for a session each side knows and for one it must look up', async () => {
    const girl = await studentOnBoth(pair, { gender: 'Female' });
    for (const side of ['on', 'off'] as const) await readOnce(pair[side], girl.cookie[side], 'GH-3'); // each side keeps her session
    await expectSameUnavailable(pair, girl.cookie, (cookie) => gridRead(cookie, 'GH-3'));
  });
});

describe('the grid lane and the full path, rooms kept, while the database is away', () => {
  const pair = useGatewayPair({ gridFastLane: false }, { clock, limits: SESSION_LIMIT });

  it('answers 503 alike: the reader\'s window is read from the database, whatever rooms are kept', async () => {
    const girl = await studentOnBoth(pair, { gender: 'Female' });
    await untilKept(pair.on, girl.cookie.on, 'GH-3');
    await readOnce(pair.off, girl.cookie.off, 'GH-3');
    // A student whose window neither side has kept: it must be read, and cannot be.
    const other = await studentOnBoth(pair, { gender: 'Female' });
    await expectSameUnavailable(pair, other.cookie, (cookie) => gridRead(cookie, 'GH-3'));
  });
});

describe('the grid lane and the full path, for the same address', () => {
  const points = 60;
  const pair = useGatewayPair({ gridFastLane: false }, { clock, limits: { requestsPerAddress: { points, seconds: 60, blockSeconds: 60 } } });

  it("spends the address's budget alike, and refuses alike when it is spent", async () => {
    const girl = await studentOnBoth(pair, { gender: 'Female' });
    await untilKept(pair.on, girl.cookie.on, 'GH-1');
    const lane = await laneGridReads(pair.on.gateway);
    const { answered } = await expectSameAddressLimit(pair, (side) => gridRead(girl.cookie[side], 'GH-1'), points);
    expect(await laneGridReads(pair.on.gateway)).toBe(lane + answered);
  });
});
