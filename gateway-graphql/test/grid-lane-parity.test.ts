import { describe, expect, it } from 'vitest';
import type { Gateway } from '../src/bootstrap.js';
import type { TestApp } from './app.js';
import {
  comparable,
  expectSameAnswer,
  expectSameLimit,
  send,
  studentOnBoth,
  untilRefused,
  useGatewayPair,
  whileDatabaseAway,
  withByteOrderMark,
  type GatewayPair,
  type ParityRequest,
  type Side,
} from './parity.js';
import { apolloGridRead, gridRead, gridReads, untilKept } from './grid-reads.js';

const SESSION_LIMIT = { requestsPerSession: { points: 50, seconds: 60, blockSeconds: 60 } };
const APOLLO_CLIENT_ACCEPT = 'application/graphql-response+json,application/json;q=0.9';

/** The same grid reads, each the lane's to answer on `on` (`answered` counts them there). */
function laneReads(cookie: Record<Side, string>, hostel: string): [string, (side: Side) => ParityRequest][] {
  return [
    ['a grid', (side) => gridRead(cookie[side], hostel)],
    ["Apollo Client's Accept", (side) => gridRead(cookie[side], hostel, { accept: APOLLO_CLIENT_ACCEPT })],
    ['over TLS through the proxy (HSTS)', (side) => gridRead(cookie[side], hostel, { 'x-forwarded-proto': 'https' })],
    ['JSON naming its charset', (side) => gridRead(cookie[side], hostel, { 'content-type': 'application/json; charset=utf-8' })],
    ['a byte order mark', (side) => ({ ...gridRead(cookie[side], hostel), body: withByteOrderMark(gridRead(undefined, hostel).body) })],
  ];
}

/** Grid reads the lane reads but hands on, and what it never reads: the full path's answers on both. */
function handedOn(cookie: Record<Side, string>, hostel: string): [string, (side: Side) => ParityRequest][] {
  return [
    ['Accept: text/html', (side) => gridRead(cookie[side], hostel, { accept: 'text/html' })],
    ['no session', () => gridRead(undefined, hostel)],
    ['a session that is not one', () => gridRead('dormspace_session=not-a-session', hostel)],
    ['no such hostel', (side) => gridRead(cookie[side], 'ZZ-9')],
    ['one more body key', (side) => apolloGridRead(cookie[side], hostel)],
    ['malformed JSON', (side) => ({ ...gridRead(cookie[side], hostel), body: '{"query": ' })],
    ['a number', (side) => ({ ...gridRead(cookie[side], hostel), body: '12' })],
    ['a cross-site form (CSRF)', (side) => gridRead(cookie[side], hostel, { 'content-type': 'text/plain' })],
  ];
}

/** Sends every case to both sides, expecting the same answers; `on` answers `lane` of them from the lane. */
async function expectSameReads(pair: GatewayPair, cookie: Record<Side, string>, hostel: string, by: 'lane' | 'compiled'): Promise<void> {
  const before = await gridReads(pair.on.gateway, by);
  for (const [name, request] of laneReads(cookie, hostel)) expect((await expectSameAnswer(pair, name, request)).status, name).toBe(200);
  expect(await gridReads(pair.on.gateway, by)).toBe(before + laneReads(cookie, hostel).length);
  for (const [name, request] of handedOn(cookie, hostel)) await expectSameAnswer(pair, name, request);
  expect(await gridReads(pair.on.gateway, by)).toBe(before + laneReads(cookie, hostel).length);
}

/** Every request a gateway has answered so far (each spent the address budget, bar health checks). */
async function answeredSoFar(gateway: Gateway): Promise<number> {
  return (await gateway.metrics.httpRequests.get()).values.reduce((sum, v) => sum + v.value, 0);
}

/** One read of the grid on `app`: Apollo answers it, and (with the lane) teaches the lane its plan. */
const readOnce = async (app: TestApp, cookie: string, hostel: string) => expect((await send(app, gridRead(cookie, hostel))).status).toBe(200);

describe('the grid lane (GRID_FAST_LANE) and the full path: kept grids', () => {
  const pair = useGatewayPair({ gridFastLane: false }, { limits: SESSION_LIMIT });

  it('answers kept grids, and what it hands on, alike', async () => {
    const girl = await studentOnBoth(pair, { gender: 'Female' });
    await untilKept(pair.on, girl.cookie.on, 'GH-1', 'lane');
    await untilKept(pair.off, girl.cookie.off, 'GH-1', 'cached');
    await expectSameReads(pair, girl.cookie, 'GH-1', 'lane');
  });

  it("spends the session's budget alike, and refuses alike when it is spent", async () => {
    const priming = await studentOnBoth(pair, { gender: 'Female' });
    await untilKept(pair.on, priming.cookie.on, 'BH-1', 'lane');
    const girl = await studentOnBoth(pair, { gender: 'Female' });
    const { answered, refusal } = await expectSameLimit(pair, 'the session budget', (side) => gridRead(girl.cookie[side], 'BH-1'), 100);
    expect(answered).toBe(50);
    expect(refusal.headers['retry-after']).toMatch(/^\d+$/);
  });
});

describe('the grid lane and the full path: compiled plans (GRID_CACHE=off on both)', () => {
  const pair = useGatewayPair({ gridFastLane: false }, { gridCache: false, limits: SESSION_LIMIT });

  it('answers planned grids, and what it hands on, alike', async () => {
    const girl = await studentOnBoth(pair, { gender: 'Female' });
    await readOnce(pair.on, girl.cookie.on, 'GH-2');
    await expectSameReads(pair, girl.cookie, 'GH-2', 'compiled');
  });

  it('answers 503 alike while the database is away, for a session each side knows and for one it must look up', async () => {
    const girl = await studentOnBoth(pair, { gender: 'Female' });
    for (const side of ['on', 'off'] as const) await readOnce(pair[side], girl.cookie[side], 'GH-3'); // each side keeps her session
    await whileDatabaseAway(pair, async () => {
      for (const [name, request] of [
        ['a known session', (side: Side) => gridRead(girl.cookie[side], 'GH-3')],
        ['a session to look up', () => gridRead('dormspace_session=unknown-to-both', 'GH-3')],
      ] as const) {
        const answer = await expectSameAnswer(pair, name, request);
        expect(answer.status, name).toBe(503);
        expect(answer.headers['retry-after'], name).toMatch(/^\d+$/);
      }
    });
  });
});

describe('the grid lane and the full path, for the same address', () => {
  const points = 60;
  const pair = useGatewayPair({ gridFastLane: false }, { limits: { requestsPerAddress: { points, seconds: 60, blockSeconds: 60 } } });

  it("spends the address's budget alike, and refuses alike when it is spent", async () => {
    const girl = await studentOnBoth(pair, { gender: 'Female' });
    await untilKept(pair.on, girl.cookie.on, 'GH-1', 'lane');
    const before = { on: await answeredSoFar(pair.on.gateway), off: await answeredSoFar(pair.off.gateway) };
    const lane = await gridReads(pair.on.gateway, 'lane');
    const on = await untilRefused(pair.on, gridRead(girl.cookie.on, 'GH-1'), points * 2);
    const off = await untilRefused(pair.off, gridRead(girl.cookie.off, 'GH-1'), points * 2);
    expect([on.answered + before.on, off.answered + before.off]).toEqual([points, points]);
    expect(comparable(on.refusal)).toEqual(comparable(off.refusal));
    expect(await gridReads(pair.on.gateway, 'lane')).toBe(lane + on.answered);
  });
});
