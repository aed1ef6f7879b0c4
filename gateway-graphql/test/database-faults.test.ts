import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { newStudent, useTestApp } from './app.js';
import { adminSql } from './database.js';
import { RoomAvailabilityFeed } from '../src/core/room-availability.js';
import { createEventBus } from '../src/core/events.js';
import type { RoomView } from '../src/core/views.js';

// Eight readers on one session read as fast as the gateway answers: with the kept grids that is
// past the default 600 calls a minute, and a budget's 429 is not what this file is about.
const app = useTestApp({ limits: { requestsPerSession: { points: 100_000, seconds: 60, blockSeconds: 60 } } });
const ROOMS = 'query { rooms(hostel: "BH-1") { id freeBeds } }';
const BOOK = 'mutation BookRoom($roomId: ID!) { bookRoom(roomId: $roomId) { id freeBeds } }';

let name: string | undefined;
const databaseName = async () => (name ??= (await app.gateway.orm.em.fork().execute<{ name: string }[]>('select current_database() as name'))[0]!.name);
const cutConnections = async () => adminSql(`select pg_terminate_backend(pid) from pg_stat_activity where datname = '${await databaseName()}' and pid <> pg_backend_pid()`);

describe('the database away', () => {
  it('answers every read while pooled connections are cut under load (0 5xx)', async () => {
    const { client } = await newStudent(app);
    const statuses: number[] = [];
    let reading = true;
    const reader = async (i: number) => {
      for (let n = 0; reading && n < 2_000; n++) {
        if (i % 2) statuses.push((await client.rest('GET', '/room?hostel=BH-1')).status);
        else {
          const reply = await client.gql(ROOMS);
          statuses.push(reply.body.errors ? 0 : reply.status); // an error in a 200 counts as a failure too
        }
      }
    };
    await databaseName();
    const readers = Array.from({ length: 8 }, (_, i) => reader(i));
    try {
      for (let cut = 0; cut < 4; cut++) {
        await new Promise((r) => setTimeout(r, 150));
        await cutConnections();
      }
      await new Promise((r) => setTimeout(r, 150));
    } finally {
      reading = false;
      await Promise.all(readers);
    }
    expect(statuses.length).toBeGreaterThan(50);
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
  });

  it('answers 503 with Retry-After while the database refuses, and recovers without a restart', async () => {
    const { client } = await newStudent(app);
    const db = await databaseName();
    // The booking mutation, once answered by Apollo, runs from its compiled plan (graphql/operation-plans.ts);
    // another student's, whose session the gateway now keeps, so the plan meets the database away.
    const other = (await newStudent(app)).client;
    const book = () => other.gql(BOOK, { roomId: randomUUID() });
    expect((await book()).body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const compiled = async () => (await app.gateway.metrics.graphqlLane.get()).values.filter((v) => v.labels.answered === 'compiled').reduce((n, v) => n + v.value, 0);
    const compiledBefore = await compiled();
    await adminSql(`alter database "${db}" allow_connections false`);
    try {
      await cutConnections();
      const rest = await client.rest('GET', '/room?hostel=BH-1');
      expect(rest.status).toBe(503);
      expect(rest.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(rest.body).toMatchObject({ code: 'SERVICE_UNAVAILABLE', message: expect.stringMatching(/briefly unavailable/) });
      const gql = await client.gql(ROOMS);
      expect(gql.status).toBe(503);
      expect(gql.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(gql.body.errors?.[0]?.extensions?.code).toBe('SERVICE_UNAVAILABLE');
      const booking = await client.rest('POST', '/bookroom/req', { hostel: 'BH-1', roomNumber: 101 });
      expect(booking.status).toBe(503);
      const planned = await book();
      expect(planned.status).toBe(503);
      expect(planned.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(planned.body.errors?.[0]?.extensions?.code).toBe('SERVICE_UNAVAILABLE');
      expect(await compiled()).toBe(compiledBefore + 1);
      expect((await fetch(`${app.url}/readyz`)).status).toBe(503);
      expect(await (await fetch(`${app.url}/metrics`)).text()).toMatch(/dormspace_database_unavailable_total [3-9]/); // REST, GraphQL, booking
      // No stack traces for a refusal: a warning line each, never an error with a stack.
      const refusals = app.logs.filter((l) => l.includes('database unavailable'));
      expect(refusals.length).toBeGreaterThan(0);
      expect(refusals.filter((l) => l.includes('"stack"')).map((l) => l.slice(0, 600))).toEqual([]);
    } finally {
      await adminSql(`alter database "${db}" allow_connections true`);
    }
    expect((await client.rest('GET', '/room?hostel=BH-1')).status).toBe(200);
    expect((await client.gql(ROOMS)).status).toBe(200);
    expect((await fetch(`${app.url}/readyz`)).status).toBe(200);
  });
});

describe('the grid lane while the database is away', () => {
  const points = 30;
  // No kept grids: every read goes through the lane's compiled plan, which meets the database away.
  const lanes = useTestApp({ gridCache: false, limits: { requestsPerSession: { points, seconds: 60, blockSeconds: 60 } } });

  it('hands a failed read on with its context: the session spends one point a request, not two', async () => {
    const { client } = await newStudent(lanes);
    const built = async () => (await lanes.gateway.metrics.gridReads.get()).values.find((v) => v.labels.answered === 'built')?.value ?? 0;
    const grid = () => client.gql(ROOMS);
    expect((await grid()).status).toBe(200); // Apollo answers, and teaches the lane its plan
    expect((await grid()).status).toBe(200);
    expect(await built()).toBe(1);
    const spent = (await lanes.gateway.metrics.httpRequests.get()).values.filter((v) => v.labels.route === '/graphql').reduce((n, v) => n + v.value, 0);
    const db = (await lanes.gateway.orm.em.fork().execute<{ name: string }[]>('select current_database() as name'))[0]!.name;
    await adminSql(`alter database "${db}" allow_connections false`);
    const refused: number[] = [];
    try {
      await adminSql(`select pg_terminate_backend(pid) from pg_stat_activity where datname = '${db}' and pid <> pg_backend_pid()`);
      for (let i = 0; i < points * 2; i++) {
        const reply = await grid();
        refused.push(reply.status);
        if (reply.status === 429) break;
      }
    } finally {
      await adminSql(`alter database "${db}" allow_connections true`);
    }
    // Each 503 spent one point of the session's budget: the lane's, used again by Apollo.
    expect(refused.filter((status) => status === 503)).toHaveLength(points - spent);
    expect(refused.at(-1)).toBe(429);
  });
});

describe('room availability while the database is away', () => {
  it('reads the rooms again after a failed read instead of dropping their event', async () => {
    const { bus } = createEventBus();
    let calls = 0;
    const room = { id: 'r1', hostelId: 'h1', freeBeds: 1 } as RoomView;
    const feed = new RoomAvailabilityFeed(async () => {
      if (++calls <= 2) throw Object.assign(new Error('Connection terminated unexpectedly'), { code: 'ECONNRESET' });
      return [{ ...room, freeBeds: 0 }];
    }, bus);
    const events = bus.subscribe('ROOM_AVAILABILITY', 'h1')[Symbol.asyncIterator]();
    feed.changed(['r1']);
    const next = await events.next();
    expect(next.value).toMatchObject({ id: 'r1', freeBeds: 0 });
    expect(calls).toBe(3);
    await events.return?.();
  });
});
