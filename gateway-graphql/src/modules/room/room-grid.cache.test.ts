import { describe, expect, it } from 'vitest';
import { parse, type OperationDefinitionNode } from 'graphql';
import type { Gateway } from '../../bootstrap.js';
import { gridQueryHostel } from '../../graphql/grid-cache.js';
import { Client } from '../../../test/client.js';
import { newStudent, studentForm, useTestApp, useTwoGateways } from '../../../test/app.js';
import { subscribe } from '../../../test/ws.js';
import { roomOfType } from '../../../test/beds.js';

const GRID = 'query Grid($hostel: String!) { rooms(hostel: $hostel) { id number freeBeds isAvailable } }';
interface GridRoom {
  id: string;
  number: number;
  freeBeds: number;
  isAvailable: boolean;
}

async function grid(client: Client, hostel: string): Promise<Map<string, GridRoom>> {
  const reply = await client.gql<{ rooms: GridRoom[] }>(GRID, { hostel });
  if (!reply.body.data) throw new Error(`grid of ${hostel}: ${reply.text}`);
  return new Map(reply.body.data.rooms.map((r) => [r.id, r]));
}

describe('which queries the grid cache answers', () => {
  const op = (query: string) => parse(query).definitions[0] as OperationDefinitionNode;
  it('only a query of one hostel\'s rooms and nothing else', () => {
    expect(gridQueryHostel(op('{ rooms(hostel: " gh-1 ") { id } }'), {})).toBe('GH-1');
    expect(gridQueryHostel(op(GRID), { hostel: 'BH-2' })).toBe('BH-2');
    expect(gridQueryHostel(op('{ rooms { id } }'), {})).toBeNull(); // every hostel
    expect(gridQueryHostel(op('{ rooms(hostel: "GH-1") { id } me { id } }'), {})).toBeNull();
    expect(gridQueryHostel(op('{ rooms(hostel: "GH-1") @include(if: true) { id } }'), {})).toBeNull();
    expect(gridQueryHostel(op('query($h: String!) { rooms(hostel: $h) { id } }'), { h: 3 })).toBeNull();
    expect(gridQueryHostel(op('mutation { rooms(hostel: "GH-1") { id } }'), {})).toBeNull();
  });
});

describe('room grids on one gateway', () => {
  const app = useTestApp({ limits: { requestsPerSession: { points: 100_000, seconds: 60, blockSeconds: 60 } } });

  it('serves a grid from memory until a bed of that hostel changes through the gateway', async () => {
    const { client } = await newStudent(app, { gender: 'Female' });
    const room = await roomOfType(app, 'GH-3', 'Double');
    expect((await grid(client, 'GH-3')).get(room.id)!.freeBeds).toBe(2);
    await new Promise((settled) => setTimeout(settled, 200)); // the first read starts hearing GH-3's events
    expect((await grid(client, 'GH-3')).get(room.id)!.freeBeds).toBe(2); // kept from here
    // Someone not logged in is never answered from it.
    const anonymous = await app.client().gql(GRID, { hostel: 'GH-3' });
    expect(anonymous.body.data ?? null).toBeNull();
    expect(anonymous.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    // A write behind the gateway's back (no event) is not seen: the answer came from memory.
    const [other] = await app.gateway.orm.em.fork().execute<{ id: string }[]>(
      `insert into users (role, name, email, password_hash, gender, enrollment_id) values ('student', 'Out Of Band', 'oob@dormspace.test', 'x', 'Female', 'OOB1') returning id`,
    );
    await app.gateway.orm.em.fork().execute('insert into room_occupancies (room_id, student_id, bed) values (?, ?, 1)', [room.id, other!.id]);
    expect((await grid(client, 'GH-3')).get(room.id)!.freeBeds).toBe(2);
    // Another hostel's booking leaves GH-3's answer alone; one in GH-3 makes it read again.
    const boy = await newStudent(app, { gender: 'Male' });
    const bh = await roomOfType(app, 'BH-1', 'Double');
    expect((await boy.client.gql('mutation($r: ID!) { requestRoom(roomId: $r) { id } }', { r: bh.id })).status).toBe(200);
    expect((await grid(client, 'GH-3')).get(room.id)!.freeBeds).toBe(2);
    const second = await roomOfType(app, 'GH-3', 'Double', 1);
    expect((await client.rest('POST', '/bookroom/room', { _id: second.id })).status).toBe(201);
    const after = await grid(client, 'GH-3');
    expect(after.get(room.id)!.freeBeds).toBe(1);
    expect(after.get(second.id)!.freeBeds).toBe(1);
  });

  it('shows every booker their bed taken as soon as the booking is answered, while others book and read', async () => {
    const bookers = await Promise.all(Array.from({ length: 12 }, () => newStudent(app, { gender: 'Female' })));
    const readers = await Promise.all(Array.from({ length: 3 }, () => newStudent(app, { gender: 'Female' })));
    const rooms = [...(await grid(readers[0]!.client, 'GH-2')).values()].filter((r) => r.freeBeds === 2).slice(0, 6);
    let reading = true;
    const reads = readers.map(async ({ client }) => {
      let n = 0;
      while (reading && n++ < 2_000) await grid(client, 'GH-2');
    });
    const stale: string[] = [];
    await Promise.all(
      bookers.map(async ({ client }, i) => {
        const room = rooms[i % rooms.length]!;
        const booked = await client.rest<{ bed: number }>('POST', '/bookroom/room', { _id: room.id });
        if (booked.status !== 201) throw new Error(`booking: ${booked.text}`);
        // Read right after the answer: the room shows at least this bed gone.
        const seen = (await grid(client, 'GH-2')).get(room.id)!;
        if (seen.freeBeds > 1) stale.push(`room ${room.number}: ${seen.freeBeds} free after a booking`);
      }),
    );
    reading = false;
    await Promise.all(reads);
    expect(stale).toEqual([]);
    // And once the writes are over, the grid is the database's truth: each room full.
    const final = await grid(readers[0]!.client, 'GH-2');
    for (const room of rooms) expect(final.get(room.id)).toMatchObject({ freeBeds: 0, isAvailable: false });
  });
});

// Two gateways on Redis: one's bookings reach the other's cache as its subscribers hear of them.
const redisUrl = process.env.REDIS_URL;
describe.skipIf(!redisUrl)('room grids across two gateways', () => {
  // One session reads the grid in a loop here.
  const gateways = useTwoGateways(redisUrl, { limits: { requestsPerSession: { points: 100_000, seconds: 60, blockSeconds: 60 } } });

  it('never shows a bed as free on one gateway once its event has reached it from the other', async () => {
    const signUp = async (gateway: Gateway) => {
      const client = new Client(gateway.url);
      const form = studentForm({ gender: 'Female' });
      await client.rest('POST', '/user/signup', form);
      await client.rest('POST', '/user/login', { email: form.email, password: form.password });
      return client;
    };
    const reader = await signUp(gateways.b);
    const live = await subscribe<{ roomAvailability: { id: string; freeBeds: number } }>(gateways.b, reader.cookie, 'subscription { roomAvailability(hostel: "GH-1") { id freeBeds } }');
    try {
      const doubles = [...(await grid(reader, 'GH-1')).values()].filter((r) => r.freeBeds === 2).slice(0, 4);
      const bookers = await Promise.all(Array.from({ length: 8 }, () => signUp(gateways.a)));
      // B's grid is read (and cached) all along, while A takes every bed of four rooms at once.
      let reading = true;
      const reads = (async () => {
        let n = 0;
        while (reading && n++ < 2_000) await grid(reader, 'GH-1');
      })();
      const booked = await Promise.all(bookers.map((client, i) => client.rest('POST', '/bookroom/room', { _id: doubles[i % 4]!.id })));
      expect(booked.map((r) => r.status)).toEqual(Array(8).fill(201));
      // Each event as B delivers it: a read from B afterwards shows that room no freer than the event says.
      const taken = new Map<string, number>();
      while ([...doubles].some((d) => taken.get(d.id) !== 0)) {
        const { roomAvailability: event } = await live.next();
        taken.set(event.id, Math.min(taken.get(event.id) ?? 2, event.freeBeds));
        const seen = (await grid(reader, 'GH-1')).get(event.id)!;
        expect(seen.freeBeds).toBeLessThanOrEqual(taken.get(event.id)!);
      }
      reading = false;
      await reads;
      for (const d of doubles) expect((await grid(reader, 'GH-1')).get(d.id)!.freeBeds).toBe(0);
    } finally {
      await live.close();
    }
  });
});
