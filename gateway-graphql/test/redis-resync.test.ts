import { describe, expect, it } from 'vitest';
import type { Gateway } from '../src/bootstrap.js';
import { Client } from './client.js';
import { studentForm } from './app.js';
import { subscribe } from './ws.js';
import { untilReadyz, useGatewaysBehindProxy } from './redis-proxy.js';

// After a Redis outage the gateways send each other the room changes they missed: only the
// rooms changed while Redis was away, not every room of every hostel from every gateway.
const redisUrl = process.env.REDIS_URL;

type Room = { id: string; freeBeds: number };

async function student(gateway: Gateway): Promise<Client> {
  const client = new Client(gateway.url);
  const form = studentForm({ gender: 'Female' });
  expect((await client.rest('POST', '/user/signup', form)).status).toBe(201);
  expect((await client.rest('POST', '/user/login', { email: form.email, password: form.password })).status).toBe(200);
  return client;
}

describe.skipIf(!redisUrl)('rooms sent again after a Redis outage', () => {
  const cluster = useGatewaysBehindProxy(redisUrl);

  it("gives each gateway's grids only the rooms the other changed while Redis was away, with their counts now", async () => {
    const { a, b, proxy } = cluster;
    const viewer = await student(a);
    const rooms = await viewer.rest<{ _id: string; freeBeds: number; type: string }[]>('GET', '/room?hostel=GH-1');
    const doubles = rooms.body.filter((r) => r.type === 'Double' && r.freeBeds === 2).map((r) => r._id);
    const gridQuery = 'subscription { roomChanges(hostel: "GH-1") { id freeBeds } }';
    const gridA = await subscribe<{ roomChanges: Room[] }>(a, viewer.cookie, gridQuery);
    const gridB = await subscribe<{ roomChanges: Room[] }>(b, viewer.cookie, gridQuery);
    const roomsB = await subscribe<{ roomAvailability: Room }>(b, viewer.cookie, 'subscription { roomAvailability(hostel: "GH-1") { id freeBeds } }');
    const bookers = await Promise.all([a, a, a, b, b].map(student));
    try {
      await proxy.cut();
      try {
        await untilReadyz([a, b], 503, 'both gateways degraded');
        // 3 bookings on A and 2 on B, each heard only by its own gateway's grids.
        const booked = await Promise.all(bookers.map(async (booker, i) => ((await booker.rest('POST', '/bookroom/room', { _id: doubles[i] })).status === 201 ? doubles[i]! : '')));
        expect(booked.filter(Boolean)).toHaveLength(5);
        await Promise.all([gridA.drain(300), gridB.drain(300), roomsB.drain(300)]);
      } finally {
        await proxy.open();
      }
      await untilReadyz([a, b], 200, 'both gateways ready again');
      const [afterA, afterB, messagesB] = await Promise.all([gridA.drain(2_500), gridB.drain(2_500), roomsB.drain(2_500)]);
      const roomsOf = (batches: { roomChanges: Room[] }[]) => batches.flatMap((batch) => batch.roomChanges);
      const fromA = doubles.slice(0, 3);
      const fromB = doubles.slice(3, 5);
      const sentAgainA = roomsOf(afterA);
      const sentAgainB = roomsOf(afterB);
      console.info(`after Redis returned: A's grid ${afterA.length} messages, ${sentAgainA.length} rooms; B's grid ${afterB.length} messages, ${sentAgainB.length} rooms; B's roomAvailability ${messagesB.length} messages`);
      // Only the rooms booked while Redis was away, none of GH-1's other 31 (nor another hostel's, filtered anyway).
      for (const sent of [sentAgainA, sentAgainB, messagesB.map((m) => m.roomAvailability)]) {
        expect(sent.filter((room) => !doubles.slice(0, 5).includes(room.id))).toEqual([]);
      }
      // Each grid hears what the other gateway booked, its count as it is now; no room comes more than twice.
      const last = (sent: Room[]) => new Map(sent.map((room) => [room.id, room.freeBeds]));
      expect([...last(sentAgainA)].filter(([id]) => fromB.includes(id)).sort()).toEqual(fromB.map((id) => [id, 1]).sort());
      expect([...last(sentAgainB)].filter(([id]) => fromA.includes(id)).sort()).toEqual(fromA.map((id) => [id, 1]).sort());
      expect(sentAgainA.length).toBeLessThanOrEqual(10);
      expect(sentAgainB.length).toBeLessThanOrEqual(10);
      expect(messagesB.length).toBeLessThanOrEqual(10);
    } finally {
      await Promise.all([gridA.close(), gridB.close(), roomsB.close()]);
    }
  });
});
