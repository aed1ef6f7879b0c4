import { afterAll, beforeAll, expect } from 'vitest';
import type { BootstrapOptions, Gateway } from '../src/bootstrap.js';
import { seedHostels } from '../src/db/seed.js';
import { newStudent, roomsOf, startTestApp, type RestRoom, type TestApp } from './app.js';
import { adminSql, createTestDatabase } from './database.js';

/**
 * A fast path's parity with the full path (issue 41): two gateways on one database, `on` with
 * every path on and `off` with one switched off, are sent the same requests, and must answer
 * each with the same status, body and headers. Set aside, because they differ between any two
 * answers whichever path gives them:
 * - `date` (the clock);
 * - in Set-Cookie, the session's token and its Expires (every login makes a token of its own,
 *   and its expiry follows the clock);
 * - of a compressed answer, its framing: Content-Length or chunks (its decoded body is compared).
 * Every request carries the same X-Request-Id to both, so it, and a masked fault's body naming
 * it, compare as they are. Nothing else is set aside: not Retry-After, not Cache-Control.
 */

export type Side = 'on' | 'off';
export interface GatewayPair {
  on: TestApp;
  off: TestApp;
}

/** Two gateways on one fresh, seeded database, for the tests of one file: `off` with `switched` applied. */
export function useGatewayPair(switched: Partial<BootstrapOptions>, common: Partial<BootstrapOptions> = {}): GatewayPair {
  const pair = {} as GatewayPair;
  let drop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const database = await createTestDatabase();
    drop = database.drop;
    pair.on = await startTestApp(database.url, common);
    pair.off = await startTestApp(database.url, { ...common, ...switched });
    await seedHostels(pair.on.gateway.orm.em.fork());
  });
  afterAll(async () => {
    await Promise.all([pair.on?.gateway.close(), pair.off?.gateway.close()]);
    await drop?.();
  });
  return pair;
}

export interface ParityRequest {
  /** POST unless said. */
  method?: string;
  /** `/graphql`, `/api/...`. */
  path: string;
  /** A string is sent as it is (malformed JSON too); anything else as JSON. */
  body?: unknown;
  cookie?: string;
  /** Content-Type is application/json when there is a body, unless given here. */
  headers?: Record<string, string>;
  /** Values in this side's answer that stand for the other side's (a twin room's id): each replaced by its placeholder. */
  stand?: Record<string, string>;
}

export interface Answer {
  status: number;
  text: string;
  headers: Record<string, string>;
}

export const PARITY_REQUEST_ID = 'parity-request-0001';

export async function send(app: TestApp, request: ParityRequest): Promise<Answer> {
  const { method = 'POST', path, body, cookie } = request;
  const text = body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body);
  const headers = {
    'x-request-id': PARITY_REQUEST_ID,
    ...(text === undefined ? {} : { 'content-type': 'application/json' }),
    ...(cookie ? { cookie } : {}),
    ...request.headers,
  };
  const response = await fetch(`${app.url}${path}`, { method, headers, body: text });
  return { status: response.status, text: await response.text(), headers: Object.fromEntries(response.headers) };
}

/** What of an answer both sides must agree on: all of it, bar what differs between any two answers. */
export function comparable(answer: Answer, stand: Record<string, string> = {}): Answer {
  const { date: _date, ...headers } = answer.headers;
  // A compressed answer is compared decoded (fetch decodes it): how its bytes were framed, with a
  // length (the grid lane: its pieces are known) or in chunks (compression's stream), is not content.
  if (headers['content-encoding']) {
    delete headers['content-length'];
    delete headers['transfer-encoding'];
  }
  if (headers['set-cookie']) headers['set-cookie'] = headers['set-cookie'].replace(/^(\w+)=[^;]+/, '$1=<token>').replace(/Expires=[^;]+/i, 'Expires=<when>');
  let text = answer.text;
  for (const [value, placeholder] of Object.entries(stand)) text = text.split(value).join(placeholder);
  return { status: answer.status, text, headers };
}

/**
 * Sends the request to `on`, then to `off` (each side's own, when a function: a twin student or
 * room, for a request that changes what it reads), and expects the same answer. Returns `on`'s.
 */
export async function expectSameAnswer(pair: GatewayPair, name: string, request: ParityRequest | ((side: Side) => ParityRequest)): Promise<Answer> {
  const of = (side: Side) => (typeof request === 'function' ? request(side) : request);
  const [onRequest, offRequest] = [of('on'), of('off')];
  const on = await send(pair.on, onRequest);
  const off = await send(pair.off, offRequest);
  expect(comparable(on, onRequest.stand), name).toEqual(comparable(off, offRequest.stand));
  return on;
}

/** A case of a parity test: its name, each side's request, and the status both must answer (any, when none is said). */
export type ParityCase = [name: string, request: (side: Side) => ParityRequest, status?: number];

/** Sends every case to both sides in turn (as expectSameAnswer), expecting each its status, or `status` where the case says none. */
export async function expectSameAnswers(pair: GatewayPair, cases: ParityCase[], status?: number): Promise<void> {
  for (const [name, request, expected = status] of cases) {
    const answer = await expectSameAnswer(pair, name, request);
    if (expected !== undefined) expect(answer.status, name).toBe(expected);
  }
}

/**
 * Sends every case to both sides (as expectSameAnswers); `on`'s lane, whose answers `lane`
 * counts, must answer `all` of them, or `none` (those it leaves to the full path).
 */
export async function expectSameInLane(pair: GatewayPair, lane: (gateway: Gateway) => Promise<number>, answers: 'all' | 'none', cases: ParityCase[], status?: number): Promise<void> {
  const before = await lane(pair.on.gateway);
  await expectSameAnswers(pair, cases, status);
  expect(await lane(pair.on.gateway), `the lane's answers (${answers})`).toBe(before + (answers === 'all' ? cases.length : 0));
}

/** The Accept header Apollo Client sends. */
export const APOLLO_CLIENT_ACCEPT = 'application/graphql-response+json,application/json;q=0.9';

/**
 * The same request as clients and proxies vary it, which a path must answer as it answers the
 * plain one: Apollo Client's Accept, TLS ended at the proxy (HSTS), JSON naming its charset, and
 * a byte order mark in front of the body.
 */
export function clientVariants(request: (side: Side) => ParityRequest, status?: number): ParityCase[] {
  const withHeaders = (headers: Record<string, string>) => (side: Side) => {
    const plain = request(side);
    return { ...plain, headers: { ...plain.headers, ...headers } };
  };
  return [
    ["Apollo Client's Accept", withHeaders({ accept: APOLLO_CLIENT_ACCEPT }), status],
    ['over TLS through the proxy (HSTS)', withHeaders({ 'x-forwarded-proto': 'https' }), status],
    ['JSON naming its charset', withHeaders({ 'content-type': 'application/json; charset=utf-8' }), status],
    ['a byte order mark', (side) => ({ ...request(side), body: withByteOrderMark(request(side).body) }), status],
  ];
}

/**
 * Sends the request to one side until a 429 (bounded): how many were answered first (whatever
 * their status), and the refusal. A limit's parity: both sides let the same number through, then refuse alike.
 */
export async function untilRefused(app: TestApp, request: ParityRequest, most: number): Promise<{ answered: number; refusal: Answer }> {
  for (let answered = 0; answered < most; answered++) {
    const answer = await send(app, request);
    if (answer.status === 429) return { answered, refusal: answer };
  }
  throw new Error(`no refusal in ${most} requests`);
}

/** Expects both sides to let the same number through and then refuse alike, saying when to try again; returns `on`'s refusal. */
export async function expectSameLimit(pair: GatewayPair, name: string, request: (side: Side) => ParityRequest, most: number): Promise<{ answered: number; refusal: Answer }> {
  const on = await untilRefused(pair.on, request('on'), most);
  const off = await untilRefused(pair.off, request('off'), most);
  expect({ answered: on.answered, refusal: comparable(on.refusal) }, name).toEqual({ answered: off.answered, refusal: comparable(off.refusal) });
  expect(on.refusal.headers['retry-after'], name).toMatch(/^\d+$/);
  return on;
}

/**
 * An address's budget of `points`: each side, sent the request until refused, has answered
 * `points` requests in all (what it answered before counts: a signup sent to `on` only spent one
 * there), then refuses alike, saying when to try again. Returns `on`'s refusal.
 */
export async function expectSameAddressLimit(pair: GatewayPair, request: (side: Side) => ParityRequest, points: number): Promise<{ answered: number; refusal: Answer }> {
  const before = { on: await answeredSoFar(pair.on.gateway), off: await answeredSoFar(pair.off.gateway) };
  const on = await untilRefused(pair.on, request('on'), points * 2);
  const off = await untilRefused(pair.off, request('off'), points * 2);
  expect([on.answered + before.on, off.answered + before.off], 'the address budget').toEqual([points, points]);
  expect(comparable(on.refusal), 'the address budget').toEqual(comparable(off.refusal));
  expect(on.refusal.headers['retry-after'], 'the address budget').toMatch(/^\d+$/);
  return on;
}

/** A counter's total on a gateway, over all its labels. */
export async function counted(metric: { get(): Promise<{ values: { value: number }[] }> }): Promise<number> {
  return (await metric.get()).values.reduce((sum, v) => sum + v.value, 0);
}

/** Every request a gateway has answered so far (each spent the address budget, bar health checks). */
const answeredSoFar = (gateway: Gateway): Promise<number> => counted(gateway.metrics.httpRequests);

/** A request's body with a byte order mark in front, as some clients (and .NET's default encoder) send JSON. */
export const withByteOrderMark = (body: unknown): string => `\uFEFF${JSON.stringify(body)}`;

/** A student signed up once (on `on`) and logged in on each side: a session of each gateway's own. */
export async function studentOnBoth(pair: GatewayPair, overrides: Record<string, unknown> = {}): Promise<{ cookie: Record<Side, string>; id: string }> {
  const { client, form, id } = await newStudent(pair.on, overrides);
  const off = pair.off.client();
  const login = await off.rest('POST', '/user/login', { email: form.email, password: form.password });
  if (login.status !== 200) throw new Error(`login failed: ${login.text}`);
  return { cookie: { on: client.cookie!, off: off.cookie! }, id };
}

/** An admin logged in on each side. */
export async function adminOnBoth(pair: GatewayPair): Promise<Record<Side, string>> {
  return { on: (await pair.on.admin()).cookie!, off: (await pair.off.admin()).cookie! };
}

/** Runs `work` while the shared database refuses every connection, then lets them in again. */
export async function whileDatabaseAway<T>(pair: GatewayPair, work: () => Promise<T>): Promise<T> {
  const { name } = (await pair.on.gateway.orm.em.fork().execute<{ name: string }[]>('select current_database() as name'))[0]!;
  await adminSql(`alter database "${name}" allow_connections false`);
  try {
    await adminSql(`select pg_terminate_backend(pid) from pg_stat_activity where datname = '${name}' and pid <> pg_backend_pid()`);
    return await work();
  } finally {
    await adminSql(`alter database "${name}" allow_connections true`);
  }
}

/**
 * While the database is away, the request (`request(cookie)`) with a session each side knows
 * (`cookie`'s) and with one it must look up: answered 503 alike, with Retry-After.
 */
export async function expectSameUnavailable(pair: GatewayPair, cookie: Record<Side, string>, request: (cookie: string) => ParityRequest): Promise<void> {
  const unknown = 'dormspace_session=unknown-to-both';
  await whileDatabaseAway(pair, async () => {
    for (const [name, session] of [
      ['a known session', cookie],
      ['a session to look up', { on: unknown, off: unknown }],
    ] as const) {
      const answer = await expectSameAnswer(pair, name, (side) => request(session[side]));
      expect(answer.status, name).toBe(503);
      expect(answer.headers['retry-after'], name).toMatch(/^\d+$/);
    }
  });
}

/**
 * Two students alike, one logged in on each side: for writes, whose effects (a bed, an
 * idempotency key's answer) the shared database would otherwise carry from one side to the other.
 */
export async function twinStudents(pair: GatewayPair, overrides: Record<string, unknown> = {}): Promise<Record<Side, string>> {
  return { on: (await newStudent(pair.on, overrides)).client.cookie!, off: (await newStudent(pair.off, overrides)).client.cookie! };
}

/** Free Single rooms of a hostel, two by two: one of each pair for each side, where a booking changes what the next one meets. */
export async function twinRooms(app: TestApp, cookie: string, hostel: string, pairs = 1): Promise<Record<Side, RestRoom>[]> {
  const reader = app.client();
  reader.cookie = cookie;
  const free = (await roomsOf(reader, hostel)).filter((r) => r.type === 'Single' && r.freeBeds === 1);
  return Array.from({ length: pairs }, (_, i) => ({ on: free[2 * i]!, off: free[2 * i + 1]! }));
}
