import { describe, expect, it } from 'vitest';
import { createEventBus, type EventBus } from './events.js';
import { GRID_QUEUE_LIMIT, ROOM_CHANGES_BURST, RoomChangeBatches } from './room-changes.js';
import type { RoomView } from './views.js';

const room = (id: string, freeBeds: number) => ({ id, hostelId: 'h1', freeBeds }) as unknown as RoomView;
const counts = (rooms: RoomView[]) => rooms.map((r) => `${r.id}:${r.freeBeds}`);
const turn = () => new Promise((done) => setImmediate(done));

describe('RoomChangeBatches', () => {
  it("gives a hostel's changes of one turn as one batch, each room with its newest count, and only that hostel's", async () => {
    const { bus } = createEventBus();
    const batches = new RoomChangeBatches(bus, 10_000);
    const grid = batches.subscribe('h1');
    const next = grid.next();
    bus.publish('ROOM_AVAILABILITY', 'h1', room('r1', 2));
    bus.publish('ROOM_AVAILABILITY', 'h2', room('x', 0));
    bus.publish('ROOM_AVAILABILITY', 'h1', room('r2', 1));
    bus.publish('ROOM_AVAILABILITY', 'h1', room('r1', 1));
    // After a quiet spell the first batch goes at once: no wait for the (long) window.
    expect(counts((await next).value as RoomView[])).toEqual(['r1:1', 'r2:1']);
    await grid.return!();
  });

  it('sends a burst at once, then holds what follows for the end of the window and sends it together', async () => {
    const { bus } = createEventBus();
    const batches = new RoomChangeBatches(bus, 150);
    const grid = batches.subscribe('h1');
    for (let i = 0; i < ROOM_CHANGES_BURST; i++) {
      bus.publish('ROOM_AVAILABILITY', 'h1', room(`b${i}`, 1));
      expect(counts((await grid.next()).value as RoomView[])).toEqual([`b${i}:1`]);
    }
    const spent = performance.now();
    bus.publish('ROOM_AVAILABILITY', 'h1', room('r2', 1));
    await turn();
    bus.publish('ROOM_AVAILABILITY', 'h1', room('r3', 0));
    await turn();
    bus.publish('ROOM_AVAILABILITY', 'h1', room('r2', 0));
    const held = (await grid.next()).value as RoomView[];
    expect(counts(held)).toEqual(['r2:0', 'r3:0']);
    // Held for about a window (a lower bound only: timers never fire early).
    expect(performance.now() - spent).toBeGreaterThanOrEqual(100);
    await grid.return!();
  });

  it('hands every grid of a hostel the same batch, and stops hearing the hostel when its last grid goes', async () => {
    const { bus: inner } = createEventBus();
    // The bus, counting the subscriptions open on it.
    let listening = 0;
    const bus = {
      publish: inner.publish.bind(inner),
      subscribe: (...args: Parameters<EventBus['subscribe']>) => {
        listening++;
        const subscription = inner.subscribe(...args);
        const end = subscription.return!.bind(subscription);
        subscription.return = () => {
          listening--;
          return end();
        };
        return subscription;
      },
    } as EventBus;
    const sent: { rooms: number; grids: number }[] = [];
    const batches = new RoomChangeBatches(bus, 10_000, (batch) => sent.push(batch));
    const a = batches.subscribe('h1');
    const b = batches.subscribe('h1');
    expect(listening).toBe(1); // one listener on the bus for the hostel, whatever the grids
    bus.publish('ROOM_AVAILABILITY', 'h1', room('r1', 0));
    const [fromA, fromB] = await Promise.all([a.next(), b.next()]);
    expect(fromA.value).toBe(fromB.value); // the same array: executed once for both (shared-events.ts)
    expect(sent).toEqual([{ rooms: 1, grids: 2 }]); // the metrics' figures: one room, to two grids
    await a.return!();
    expect(batches.hostelsHeard).toBe(1);
    await b.return!();
    expect(batches.hostelsHeard).toBe(0);
    expect(listening).toBe(0);
    // A grid opened later hears the hostel afresh.
    const c = batches.subscribe('h1');
    bus.publish('ROOM_AVAILABILITY', 'h1', room('r2', 0));
    expect(counts((await c.next()).value as RoomView[])).toEqual(['r2:0']);
    await c.return!();
  });

  it('merges the oldest batches of a grid that falls far behind, dropping no room and keeping the newest counts', async () => {
    const { bus } = createEventBus();
    const batches = new RoomChangeBatches(bus, 0); // every turn's changes at once: one batch each
    const grid = batches.subscribe('h1');
    // Room 0 twice (its newer count last), then one room a batch: 40 batches more than a grid keeps.
    const changes = [room('r0', 2), room('r1', 1), room('r0', 0), ...Array.from({ length: GRID_QUEUE_LIMIT + 37 }, (_, i) => room(`r${i + 2}`, 1))];
    for (const change of changes) {
      bus.publish('ROOM_AVAILABILITY', 'h1', change);
      await turn(); // the batcher hears it
      await turn(); // and sends it, alone
    }
    // The grid pulls only now, as a stalled socket drains: everything queued, until a pull waits.
    const received: RoomView[][] = [];
    let pull = grid.next();
    for (;;) {
      const queued = await Promise.race([pull, turn().then(() => undefined)]);
      if (!queued) break;
      received.push(queued.value as RoomView[]);
      pull = grid.next();
    }
    expect(received.length).toBe(GRID_QUEUE_LIMIT);
    const rooms = new Map<string, number>();
    for (const batch of received) for (const r of batch) rooms.set(r.id, r.freeBeds);
    expect(rooms).toEqual(new Map(changes.map((c) => [c.id, c.freeBeds]))); // every room, r0 at 0
    bus.publish('ROOM_AVAILABILITY', 'h1', room('r0', 999));
    expect(counts((await pull).value as RoomView[])).toEqual(['r0:999']); // the waiting pull gets the next batch
    await grid.return!();
  });

  it('ends a grid that leaves while it waits, and keeps no batch for it', async () => {
    const { bus } = createEventBus();
    const batches = new RoomChangeBatches(bus, 10_000);
    const grid = batches.subscribe('h1');
    const waiting = grid.next();
    await grid.return!();
    expect(await waiting).toEqual({ done: true, value: undefined });
    bus.publish('ROOM_AVAILABILITY', 'h1', room('r1', 0));
    await turn();
    expect(batches.hostelsHeard).toBe(0);
  });
});
