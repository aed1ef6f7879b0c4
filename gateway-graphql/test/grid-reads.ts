import { expect } from 'vitest';
import type { Gateway } from '../src/bootstrap.js';
import type { TestApp } from './app.js';
import { clientVariants, expectSameLimit, send, studentOnBoth, type GatewayPair, type ParityCase, type ParityRequest, type Side } from './parity.js';

/** The room grid's query, as the web sends it. */
export const GRID = 'query Grid($hostel: String!) { rooms(hostel: $hostel) { id number freeBeds isAvailable } }';

/** A grid read of `hostel`, with the caller's cookie. */
export const gridRead = (cookie: string | undefined, hostel: string, headers: Record<string, string> = {}): ParityRequest => ({
  path: '/graphql',
  cookie,
  body: { query: GRID, operationName: 'Grid', variables: { hostel } },
  headers,
});

/** The same read with one more body key: no lane takes it, so Apollo (and its grid cache plugin) answers. */
export const apolloGridRead = (cookie: string | undefined, hostel: string): ParityRequest => ({ ...gridRead(cookie, hostel), body: { query: GRID, operationName: 'Grid', variables: { hostel }, extensions: {} } });

/** How many grid reads a gateway answered each way (the gridReads metric). */
export async function gridReads(gateway: Gateway, answered: 'lane' | 'compiled' | 'cached' | 'read'): Promise<number> {
  return (await gateway.metrics.gridReads.get()).values.find((v) => v.labels.answered === answered)?.value ?? 0;
}

/**
 * Reads until `app` answers the read from a kept answer (the cache first subscribes to the
 * hostel's events), so the next read of it is answered from memory. Bounded.
 */
export async function untilKept(app: TestApp, cookie: string, hostel: string, by: 'lane' | 'cached'): Promise<void> {
  for (let tries = 0; tries < 40; tries++) {
    const before = await gridReads(app.gateway, by);
    const answer = await send(app, by === 'lane' ? gridRead(cookie, hostel) : apolloGridRead(cookie, hostel));
    if (answer.status !== 200) throw new Error(`grid: ${answer.text}`);
    if ((await gridReads(app.gateway, by)) > before) return;
    await new Promise((settled) => setTimeout(settled, 50));
  }
  throw new Error('the grid was never kept');
}

/** The same grid read, plain and as clients vary it: each the lane's to answer. */
export function laneReads(cookie: Record<Side, string>, hostel: string): ParityCase[] {
  const read = (side: Side) => gridRead(cookie[side], hostel);
  return [['a grid', read], ...clientVariants(read)];
}

/**
 * A session's budget of `points`, spent on reads of a kept grid (kept first, by another
 * student): both sides let `points` through, then refuse alike.
 */
export async function expectSameGridBudget(pair: GatewayPair, hostel: string, points: number): Promise<void> {
  const priming = await studentOnBoth(pair, { gender: 'Female' });
  await untilKept(pair.on, priming.cookie.on, hostel, 'lane');
  const girl = await studentOnBoth(pair, { gender: 'Female' });
  const { answered } = await expectSameLimit(pair, 'the session budget', (side) => gridRead(girl.cookie[side], hostel), points * 2);
  expect(answered).toBe(points);
}
