import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { createEventBus, type EventBus } from './events.js';

interface Tagged {
  topic: string;
  key: string;
  seq: number;
}

/**
 * A subscriber that pulls as fast as it can, or waits `delayMs` after every event. It starts
 * pulling at once, as graphql-ws does (a Repeater listens from its first pull).
 */
function consume(bus: EventBus, topic: 'OUTPASS_STATUS' | 'ROOM_AVAILABILITY', key: string, delayMs: number) {
  const iterator = bus.subscribe(topic, key)[Symbol.asyncIterator]();
  const received: Tagged[] = [];
  const done = (async () => {
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) {
      received.push(next.value as unknown as Tagged);
      if (delayMs) await sleep(delayMs);
    }
  })();
  return { received, topic, key, stop: async () => void (await iterator.return?.(), await done) };
}

/**
 * Subscribers of different topics and keys, some fast and some slow, while events arrive in
 * synchronous bursts (so every subscription queues): each must get exactly its own events, all
 * of them, in order.
 */
async function mixedLoad(bus: EventBus, settle: () => Promise<void>) {
  const keys = Array.from({ length: 10 }, (_, i) => `k${i}`);
  const consumers = keys.flatMap((key, i) => [
    consume(bus, 'OUTPASS_STATUS', key, i % 2 ? 2 : 0),
    consume(bus, 'OUTPASS_STATUS', key, i % 2 ? 0 : 3),
    consume(bus, 'ROOM_AVAILABILITY', key, i % 3 ? 0 : 1),
  ]);
  await settle();
  const sent = new Map<string, number>();
  for (let burst = 0; burst < 20; burst++) {
    for (let n = 0; n < 60; n++) {
      const topic = n % 3 === 0 ? 'ROOM_AVAILABILITY' : 'OUTPASS_STATUS';
      const key = keys[(burst * 7 + n) % keys.length]!;
      const id = `${topic}:${key}`;
      const seq = (sent.get(id) ?? 0) + 1;
      sent.set(id, seq);
      bus.publish(topic, key, { topic, key, seq } as never);
    }
    await sleep(1);
  }
  const expected = (c: { topic: string; key: string }) => sent.get(`${c.topic}:${c.key}`) ?? 0;
  for (let i = 0; i < 500 && consumers.some((c) => c.received.length < expected(c)); i++) await sleep(10);
  await Promise.all(consumers.map((c) => c.stop()));
  for (const c of consumers) {
    expect(c.received.filter((e) => e.topic !== c.topic || e.key !== c.key), `${c.topic}:${c.key} got foreign events`).toEqual([]);
    expect(c.received.map((e) => e.seq)).toEqual(Array.from({ length: expected(c) }, (_, i) => i + 1));
  }
}

describe('the event bus', () => {
  it('in process: every subscriber gets its own events and no one else\'s, fast or slow', async () => {
    const { bus, close } = createEventBus();
    await mixedLoad(bus, async () => undefined);
    await close();
  });

  it.skipIf(!process.env.REDIS_URL)('over Redis: the same, with events fanned out through Redis', async () => {
    const { bus, close } = createEventBus(process.env.REDIS_URL);
    // Subscribing to Redis channels is asynchronous: give it a moment before publishing.
    await mixedLoad(bus, () => sleep(200));
    await close();
  });

  it('keeps the newest events of a subscriber that falls far behind, and only its own', async () => {
    const { bus } = createEventBus();
    const behind = bus.subscribe('OUTPASS_STATUS', 'slow')[Symbol.asyncIterator]();
    const other = bus.subscribe('OUTPASS_STATUS', 'other')[Symbol.asyncIterator]();
    const [first, otherFirst] = [behind.next(), other.next()]; // both listening now
    for (let seq = 1; seq <= 300; seq++) bus.publish('OUTPASS_STATUS', 'slow', { seq } as never);
    bus.publish('OUTPASS_STATUS', 'other', { seq: 1 } as never);
    const seen = [((await first).value as unknown as { seq: number }).seq];
    for (let i = 0; i < 256; i++) seen.push(((await behind.next()).value as unknown as { seq: number }).seq);
    // The first went straight to the waiting pull; of the 299 queued after it, the newest 256 are kept.
    expect(seen).toEqual([1, ...Array.from({ length: 256 }, (_, i) => 45 + i)]);
    expect((await otherFirst).value).toEqual({ seq: 1 });
    await Promise.all([behind.return?.(), other.return?.()]);
  });
});
