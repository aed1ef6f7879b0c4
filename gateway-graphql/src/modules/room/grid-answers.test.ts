import { describe, expect, it } from 'vitest';
import { createEventBus } from '../../core/events.js';
import { GridAnswers } from './grid-answers.js';

const WINDOW_MS = 50;

/** GridAnswers on an in-memory bus with a clock the test moves, and reads of the database it counts and can hold back. */
async function setUp(options: { keep?: boolean; trusted?: () => boolean } = {}) {
  const { bus } = createEventBus(undefined);
  let now = 1_000;
  let reads = 0;
  let held: (() => void) | undefined;
  let hold = false;
  let fail = false;
  /** What the database holds: the answer's bytes say which version of the hostel they were read at. */
  let version = 0;
  const read = async () => {
    reads++;
    const at = version;
    if (hold) await new Promise<void>((release) => (held = release));
    if (fail) throw new Error('the database is away');
    return Buffer.from(`rooms@${at}`);
  };
  const answers = new GridAnswers({ hostelIdOf: async () => 'hostel-1', bus, trusted: options.trusted ?? (() => true), windowMs: WINDOW_MS, keep: options.keep, now: () => now });
  // The first read starts hearing the hostel's events; its parts are kept once that settles (100 ms).
  await answers.get('GH-1', 'grid', read);
  await new Promise((settled) => setTimeout(settled, 150));
  const get = async () => {
    const answer = await answers.get('GH-1', 'grid', read);
    return answer && { text: answer.part.bytes.toString(), source: answer.source };
  };
  return {
    answers,
    bus,
    get,
    advance: (ms: number) => void (now += ms),
    /** A booking committed now: the database holds the next version, and this instance heard of it. */
    book: () => {
      version++;
      answers.roomsChanged(['GH-1']);
    },
    reads: () => reads,
    holdReads: (on: boolean) => void (hold = on),
    release: () => held?.(),
    failReads: (on: boolean) => void (fail = on),
    version: () => version,
  };
}

describe('the rooms kept for a hostel\'s grids', () => {
  it('reads once and keeps: every later read is answered from memory until a bed changes', async () => {
    const t = await setUp();
    expect(await t.get()).toEqual({ text: 'rooms@0', source: 'built' });
    const reads = t.reads();
    for (let i = 0; i < 5; i++) expect(await t.get()).toEqual({ text: 'rooms@0', source: 'kept' });
    expect(t.reads()).toBe(reads);
  });

  it('in a quiet hostel, shows a booking to the very next read (read-your-writes)', async () => {
    const t = await setUp();
    await t.get();
    // A booking a window: the hostel earns a rebuild as fast as it spends one.
    for (let i = 1; i <= 10; i++) {
      t.advance(WINDOW_MS);
      t.book();
      t.advance(1);
      expect(await t.get()).toEqual({ text: `rooms@${i}`, source: 'built' });
    }
  });

  it('in a busy hostel, answers from the kept rooms within the fan-out delay and reads again about once a window', async () => {
    const t = await setUp();
    await t.get();
    // The rebuilds a quiet hostel keeps in hand (a burst), spent on bookings in a row.
    let spent = 0;
    for (t.book(); (await t.get())!.source === 'built' && spent < 10; t.book()) spent++;
    expect(spent).toBeGreaterThanOrEqual(3);
    const readsBefore = t.reads();
    const shown: string[] = [];
    // 200 ms of a booking every 5 ms and a read between each: the hostel is busy.
    for (let ms = 0; ms < 200; ms += 5) {
      t.book();
      const bookedAt = t.version();
      t.advance(2);
      const answer = (await t.get())!;
      shown.push(answer.source);
      const showing = Number(answer.text.split('@')[1]);
      // No answer is older than the fan-out delay: the booking it does not show was made less than a window ago.
      expect(bookedAt - showing).toBeLessThanOrEqual(WINDOW_MS / 5);
      t.advance(3);
    }
    expect(shown).toContain('stale');
    // A rebuild each time a part runs out (0.8 of a window), give or take one.
    expect(t.reads() - readsBefore).toBeLessThanOrEqual(200 / (WINDOW_MS * 0.8) + 2);
    expect(t.reads() - readsBefore).toBeGreaterThanOrEqual(200 / WINDOW_MS);
  });

  it('never keeps a read that a booking committed during as fresh: the booking is shown by the next read of a quiet hostel', async () => {
    const t = await setUp();
    await t.get();
    t.book();
    t.holdReads(true);
    const during = t.get(); // reads the database (version 1)…
    await new Promise((settled) => setTimeout(settled, 5));
    t.book(); // …while a booking commits (version 2)
    t.holdReads(false);
    t.release();
    expect((await during)!.text).toBe('rooms@1');
    t.advance(1);
    // The read during the booking is not taken as fresh: the next read reads again and shows it.
    expect(await t.get()).toEqual({ text: 'rooms@2', source: 'built' });
  });

  it('shares one read between the readers who arrive while it runs', async () => {
    const t = await setUp();
    await t.get();
    t.book();
    t.holdReads(true);
    const readers = [t.get(), t.get(), t.get()];
    await new Promise((settled) => setTimeout(settled, 5));
    t.holdReads(false);
    t.release();
    const reads = t.reads();
    expect((await Promise.all(readers)).map((a) => a!.text)).toEqual(['rooms@1', 'rooms@1', 'rooms@1']);
    expect(t.reads()).toBe(reads);
  });

  it('hears another instance\'s booking through the bus', async () => {
    const t = await setUp();
    await t.get();
    expect((await t.get())!.source).toBe('kept');
    t.bus.publish('ROOM_AVAILABILITY', 'hostel-1', { id: 'room-1' } as never);
    await new Promise((settled) => setTimeout(settled, 5));
    expect((await t.get())!.source).toBe('built');
  });

  it('reads again after five seconds whatever happened (a lost event), and after clear() (Redis came back)', async () => {
    const t = await setUp();
    await t.get();
    t.advance(5_001);
    expect((await t.get())!.source).toBe('built');
    expect((await t.get())!.source).toBe('kept');
    t.answers.clear();
    expect((await t.get())!.source).toBe('built');
  });

  it('a read that fails fails every reader waiting on it, keeps nothing, and the next read tries again', async () => {
    const t = await setUp();
    await t.get();
    t.book();
    t.failReads(true);
    await expect(t.get()).rejects.toThrow('away');
    t.failReads(false);
    expect(await t.get()).toEqual({ text: 'rooms@1', source: 'built' });
  });

  it('keeps nothing while other instances cannot be heard, nor with GRID_CACHE=off', async () => {
    for (const options of [{ trusted: () => false }, { keep: false }]) {
      const t = await setUp(options);
      for (let i = 0; i < 3; i++) expect((await t.get())!.source).toBe('built');
    }
  });

  it('keeps nothing for an answer with an error: null to every reader, read again next time', async () => {
    const { bus } = createEventBus(undefined);
    const answers = new GridAnswers({ hostelIdOf: async () => undefined, bus, trusted: () => true, windowMs: WINDOW_MS });
    let reads = 0;
    const read = async () => (reads++, null);
    expect(await answers.get('ZZ-9', 'grid', read)).toBeNull();
    expect(await answers.get('ZZ-9', 'grid', read)).toBeNull();
    expect(reads).toBe(2);
  });
});
