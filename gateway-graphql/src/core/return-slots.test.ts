import { describe, expect, it } from 'vitest';
import { hashingRoom } from './password.js';
import { returnSlot, ReturnSlots } from './return-slots.js';

describe('the return slot of a refused call', () => {
  /** Books `count` refusals made at `now` with `waiting` in line, after `last`; returns each one's Retry-After and the last slot. */
  const refuse = (count: number, now: number, stepMs: number, last = 0, waiting = 0) => {
    const waits: number[] = [];
    for (let i = 0; i < count; i++) {
      const booked = returnSlot(last, now, stepMs, waiting);
      expect(now + booked.retryAfterSeconds * 1000).toBeLessThanOrEqual(Math.max(booked.slot, now + 1000)); // back no later than its slot
      last = booked.slot;
      waits.push(booked.retryAfterSeconds);
    }
    return { waits, last };
  };

  it('sends refused calls back as the workers clear the line, about as fast as they clear it', () => {
    // A hash every 20 ms, 150 waiting (3 s of work), 200 refused at once: the first come back as
    // the line runs out, then 50 a second, over four seconds and a bit.
    const { waits, last } = refuse(200, 1_000_000, 20, 0, 150);
    expect(waits[0]).toBe(3);
    expect(waits).toEqual([...waits].sort((a, b) => a - b));
    const perSecond = new Map<number, number>();
    for (const w of waits) perSecond.set(w, (perSecond.get(w) ?? 0) + 1);
    for (const [, n] of perSecond) expect(n).toBeLessThanOrEqual(50);
    expect(Math.max(...waits)).toBe(7);
    // Later refusals queue behind them; after an idle spell they start from the line again.
    expect(refuse(1, 1_000_500, 20, last, 150).waits).toEqual([6]);
    expect(refuse(1, 1_060_000, 20, last).waits).toEqual([1]);
  });

  it('asks for a second at least, and past a minute spreads the clients over its second half instead of one herd', () => {
    expect(refuse(1, 0, 20).waits).toEqual([1]);
    const { waits } = refuse(10_000, 0, 20); // 200 s of slots
    expect(waits.slice(0, 3000).every((w) => w <= 60)).toBe(true);
    const late = waits.slice(3100);
    expect(Math.min(...late)).toBeGreaterThanOrEqual(30);
    expect(Math.max(...late)).toBeLessThanOrEqual(60);
    expect(late.filter((w) => w === 60).length).toBeLessThan(late.length / 10);
  });

  it("is paced by the workers' fastest hash of the last minute, not their average", () => {
    const slots = new ReturnSlots();
    expect(slots.pace(0, 30)).toBe(30); // nothing known yet
    for (const [at, ms] of [[0, 200], [500, 12], [1_000, 300], [20_000, 15], [40_000, 250]]) slots.record(ms!, at);
    expect(slots.pace(40_000, 30)).toBe(12);
    expect(slots.pace(60_500, 30)).toBe(15); // the 12 ms hash is more than a minute old
    expect(slots.pace(101_000, 30)).toBe(30);
  });
});

/**
 * One worker and its line, as core/password.ts runs them, through a storm: `count` clients arrive
 * evenly at `perSecond`, and a refused one comes back after its Retry-After (the web apps and the
 * benchmark's clients). While clients arrive, their requests starve the niced worker: a hash
 * takes 1 to 12 times its time; after, it gets its core back. Returns how long the worker sat
 * idle after the arrivals, with clients still to serve.
 */
function storm({ count, perSecond, hashMs }: { count: number; perSecond: number; hashMs: number }) {
  const slots = new ReturnSlots();
  const arrivalsEnd = (count * 1000) / perSecond;
  const arrivals = Array.from({ length: count }, (_, i) => (i * 1000) / perSecond);
  const line: number[] = []; // when each waiting hash arrived, oldest first
  let smoothedMs = 30; // the pool's first guess, then smoothed as the pool does
  let freeAt = 0; // when the worker is done with the hash in hand
  let served = 0;
  let tailIdleMs = 0;
  const hashTime = (at: number) => (at < arrivalsEnd ? hashMs * (1 + ((served * 0.618) % 1) * 11) : hashMs);
  const serveUntil = (t: number) => {
    while (line.length && freeAt <= t) {
      const start = Math.max(freeAt, line.shift()!);
      if (start >= arrivalsEnd) tailIdleMs += start - Math.max(freeAt, arrivalsEnd);
      const ms = hashTime(start);
      smoothedMs = smoothedMs * 0.9 + ms * 0.1;
      slots.record(ms, start);
      freeAt = start + ms;
      served++;
    }
  };
  while (arrivals.length) {
    arrivals.sort((a, b) => a - b);
    const t = arrivals.shift()!;
    serveUntil(t);
    if (!line.length && freeAt < t) {
      if (t > arrivalsEnd) tailIdleMs += t - Math.max(freeAt, arrivalsEnd);
      freeAt = t;
    }
    if (line.length < hashingRoom(smoothedMs, 1)) line.push(t);
    else arrivals.push(t + slots.book(t, line.length, 1, smoothedMs) * 1000);
  }
  serveUntil(Infinity);
  return { served, tailIdleMs, tailMs: freeAt - arrivalsEnd };
}

describe('the return slots in a login storm', () => {
  it('keep the worker busy once it has its core back, the refused clients coming back as it frees', () => {
    for (const hashMs of [8, 12.5, 20, 33]) {
      // 2.5 times what the worker clears with its core, for 8 seconds: most are refused, some many times.
      const perSecond = 2.5 * (1000 / hashMs);
      const { served, tailIdleMs, tailMs } = storm({ count: Math.round(8 * perSecond), perSecond, hashMs });
      expect(served).toBe(Math.round(8 * perSecond));
      expect(tailIdleMs / tailMs).toBeLessThan(0.1);
    }
  });
});
