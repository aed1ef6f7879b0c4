import { describe, expect, it } from 'vitest';
import { newStudent, useTestApp } from './app.js';
import { listen, until, untilSubscribed, type Listener } from './listeners.js';

const app = useTestApp();

type OutpassEvent = { myOutpassUpdates: { id: string; studentId: string } };
type RoomEvent = { roomAvailability: { id: string; hostelId: string } };

describe('subscriptions under load, over WebSocket', () => {
  it('never hand a subscriber an event of another topic or key, with stalled and eager clients mixed', async () => {
    const students = await Promise.all(Array.from({ length: 12 }, (_, i) => newStudent(app, { gender: i % 2 ? 'Male' : 'Female' })));
    const hostels = await app.gateway.orm.em.fork().execute<{ id: string; name: string }[]>(`select id, name from hostels where name in ('GH-1', 'GH-2', 'BH-1') order by name`);
    const outpassListeners = students.map((s) => ({ key: s.id, listener: listen<OutpassEvent>(app.gateway, s.client.cookie, 'subscription { myOutpassUpdates { id studentId } }') }));
    const roomListeners = students.map((s, i) => {
      const hostel = hostels[i % hostels.length]!;
      return { key: hostel.id, listener: listen<RoomEvent>(app.gateway, s.client.cookie, 'subscription($h: String!) { roomAvailability(hostel: $h) { id hostelId } }', { h: hostel.name }) };
    });
    const all: { key: string; listener: Listener<unknown> }[] = [...outpassListeners, ...roomListeners];
    try {
      await untilSubscribed([app.gateway], all.length);
      // A third of the sockets stop reading for a while: their events queue on the server.
      all.forEach(({ listener }, i) => i % 3 === 0 && listener.stall(400));

      // Bursts published synchronously, a run of events per key, so every subscription has events
      // waiting at once and they are pulled in another order than they were published.
      const sent = new Map<string, number>();
      const count = (key: string) => sent.set(key, (sent.get(key) ?? 0) + 1).get(key)!;
      for (let burst = 0; burst < 10; burst++) {
        students.forEach((s, i) => {
          for (let run = 0; run < 1 + ((i + burst) % 4); run++) app.gateway.bus.publish('OUTPASS_STATUS', s.id, { id: `${s.id}#${count(s.id)}`, studentId: s.id } as never);
        });
        hostels.forEach((h, i) => {
          for (let run = 0; run < 2 + ((i + burst) % 3); run++) app.gateway.bus.publish('ROOM_AVAILABILITY', h.id, { id: `${h.id}#${count(h.id)}`, hostelId: h.id } as never);
        });
        await new Promise((wait) => setTimeout(wait, 5));
      }

      const total = ({ key }: { key: string }) => sent.get(key)!;
      await until(() => all.every((l) => l.listener.received.length >= total(l)));
      for (const { key, listener } of outpassListeners) {
        expect(listener.errors).toEqual([]);
        expect(listener.received.map((e) => e.myOutpassUpdates.id)).toEqual(Array.from({ length: total({ key }) }, (_, i) => `${key}#${i + 1}`));
      }
      for (const { key, listener } of roomListeners) {
        expect(listener.errors).toEqual([]);
        expect(listener.received.map((e) => e.roomAvailability.id)).toEqual(Array.from({ length: total({ key }) }, (_, i) => `${key}#${i + 1}`));
      }
    } finally {
      await Promise.all(all.map(({ listener }) => listener.close()));
    }
  });
});
