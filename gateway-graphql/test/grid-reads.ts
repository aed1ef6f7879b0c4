import { expect } from 'vitest';
import type { Gateway } from '../src/bootstrap.js';
import { APOLLO_HEADERS, apolloBody, WEB } from '../bench/web-operations.js';
import type { TestApp } from './app.js';
import { clientVariants, comparable, expectSameLimit, send, studentOnBoth, type GatewayPair, type ParityCase, type ParityRequest, type Side } from './parity.js';

/** The room grid's query, as the web sends it (mf-rooms' RoomGridRooms, from schema/web-operations.json). */
export const GRID = WEB.gridRooms.query;

/** The grid's body as Apollo Client sends it (with its `extensions.clientLibrary`). */
const gridBody = (hostel: string): unknown => JSON.parse(apolloBody(WEB.gridRooms, { hostel }));

/**
 * A grid read of `hostel` with the caller's cookie, as the page sends it: Apollo Client's body and
 * Accept; Accept-Encoding is fetch's own (gzip, deflate), which both paths answer with gzip.
 */
export const gridRead = (cookie: string | undefined, hostel: string, headers: Record<string, string> = {}): ParityRequest => ({
  path: '/graphql',
  cookie,
  body: gridBody(hostel),
  headers: { accept: APOLLO_HEADERS.accept, ...headers },
});

/** The same read with one more body key the lanes do not know: Apollo answers it (and counts it as `apollo`). */
export const apolloGridRead = (cookie: string | undefined, hostel: string): ParityRequest => ({ ...gridRead(cookie, hostel), body: { ...(gridBody(hostel) as object), extensions: { other: true } } });

/** The early read the shell sends before any script (web-kit's askEarly): the same text, no extensions, fetch's own Accept. */
export const earlyGridRead = (cookie: string | undefined, hostel: string): ParityRequest => ({
  path: '/graphql',
  cookie,
  body: { operationName: WEB.gridRooms.operationName, query: GRID, variables: { hostel } },
});

export type GridAnswered = 'kept' | 'stale' | 'built' | 'apollo';

/** How many grid reads a gateway answered each way (the gridReads metric). */
export async function gridReads(gateway: Gateway, answered: GridAnswered): Promise<number> {
  return (await gateway.metrics.gridReads.get()).values.find((v) => v.labels.answered === answered)?.value ?? 0;
}

/** Every grid read the lane answered, whichever way. */
export async function laneGridReads(gateway: Gateway): Promise<number> {
  return (await gridReads(gateway, 'kept')) + (await gridReads(gateway, 'stale')) + (await gridReads(gateway, 'built'));
}

/**
 * Reads until `app`'s lane answers the read from the hostel's kept rooms (the first read teaches
 * the lane its plan, the next ones start hearing the hostel's events), so the next read of it is
 * answered from memory. Bounded.
 */
export async function untilKept(app: TestApp, cookie: string, hostel: string): Promise<void> {
  for (let tries = 0; tries < 40; tries++) {
    const before = await gridReads(app.gateway, 'kept');
    const answer = await send(app, gridRead(cookie, hostel));
    if (answer.status !== 200) throw new Error(`grid: ${answer.text}`);
    if ((await gridReads(app.gateway, 'kept')) > before) return;
    await new Promise((settled) => setTimeout(settled, 50));
  }
  throw new Error('the grid was never kept');
}

/** The same grid read, plain, early and as clients vary it: each the lane's to answer. */
export function laneReads(cookie: Record<Side, string>, hostel: string): ParityCase[] {
  const read = (side: Side) => gridRead(cookie[side], hostel);
  return [
    ['a grid', read],
    ['the early read (no extensions, any Accept)', (side) => earlyGridRead(cookie[side], hostel)],
    ['no Accept-Encoding: not compressed', (side) => gridRead(cookie[side], hostel, { 'accept-encoding': 'identity' })],
    ...clientVariants(read),
  ];
}

/**
 * A session's budget of `points`, spent on reads of a kept grid (kept first, by another
 * student): both sides let `points` through, then refuse alike.
 */
export async function expectSameGridBudget(pair: GatewayPair, hostel: string, points: number): Promise<void> {
  const priming = await studentOnBoth(pair, { gender: 'Female' });
  await untilKept(pair.on, priming.cookie.on, hostel);
  const girl = await studentOnBoth(pair, { gender: 'Female' });
  const { answered } = await expectSameLimit(pair, 'the session budget', (side) => gridRead(girl.cookie[side], hostel), points * 2);
  expect(answered).toBe(points);
}

/**
 * A grid read of a hostel that does not exist, on both sides: both root fields fail, and which
 * of the two fails first (the error Apollo reports, with its path) is a race between their
 * database reads, on any path and between two reads of one path. Both sides must refuse it
 * alike otherwise: the same status and headers, no data, one NOT_FOUND naming the hostel.
 */
export async function expectSameUnknownHostel(pair: GatewayPair, cookie: Record<Side, string>): Promise<void> {
  const answers = await Promise.all((['on', 'off'] as const).map(async (side) => comparable(await send(pair[side], gridRead(cookie[side], 'ZZ-9')))));
  const [on, off] = answers.map(({ status, headers, text }) => {
    const { data, errors } = JSON.parse(text) as { data: unknown; errors: { message: string; extensions: { code: string } }[] };
    const { 'content-length': _length, ...rest } = headers;
    return { status, headers: rest, data, errors: errors.map((e) => ({ message: e.message, code: e.extensions.code })) };
  });
  expect(on, 'no such hostel').toEqual(off);
  expect(on!.errors).toEqual([{ message: 'Hostel ZZ-9 not found.', code: 'NOT_FOUND' }]);
}
