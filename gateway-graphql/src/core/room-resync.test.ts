import { describe, expect, it } from 'vitest';
import { createEventBus } from './events.js';
import { ROOM_CHANGES_BURST, RoomResync } from './room-changes.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A RoomResync over the in-process bus whose resends are recorded (rooms `<hostel>-<n>`). */
function setup(options: { windowMs?: number; marginMs?: number; settleMs?: number } = {}) {
  const { bus } = createEventBus();
  const sent: { at: number; rooms: string[] }[] = [];
  const resync: RoomResync = new RoomResync(bus, {
    // As the availability feed does, the resent rooms are told back as changes: they must not count as new ones.
    resend: (rooms) => (sent.push({ at: performance.now(), rooms }), resync.changed(rooms)),
    hostelOf: (id) => id.split('-')[0],
    windowMs: 100,
    marginMs: 0,
    settleMs: 20,
    ...options,
  });
  const stop = resync.listen();
  return { resync, sent, stop };
}

describe('RoomResync', () => {
  it('sends again only the rooms changed while away, a hostel a message, once for requests that come together', async () => {
    const { resync, sent, stop } = setup();
    resync.changed(['h1-old']);
    await sleep(120);
    resync.changed(['h1-a', 'h2-a']);
    resync.changed(['h1-b', 'h1-a']);
    // Two instances back at once, each asking for the last 100 ms.
    resync.reconnected(100);
    resync.reconnected(100);
    await sleep(80);
    const byHostel = (list: typeof sent) => list.map((s) => s.rooms.sort()).sort();
    expect(byHostel(sent)).toEqual([['h1-a', 'h1-b'], ['h2-a']]);
    // Asked again later: the same rooms, not the resend's own echo as newer changes (nor 'h1-old').
    resync.reconnected(150);
    await sleep(80);
    expect(byHostel(sent.slice(2))).toEqual([['h1-a', 'h1-b'], ['h2-a']]);
    stop();
  });

  it('sends nothing when nothing changed in the time asked about', async () => {
    const { resync, sent, stop } = setup();
    resync.changed(['h1-a']);
    await sleep(60);
    resync.reconnected(10);
    await sleep(60);
    expect(sent).toEqual([]);
    stop();
  });

  it(`paces a resync of many hostels as roomChanges does: ${ROOM_CHANGES_BURST} at once, then one a window`, async () => {
    const { resync, sent, stop } = setup({ windowMs: 100 });
    const hostels = ROOM_CHANGES_BURST + 2;
    resync.changed(Array.from({ length: hostels }, (_, i) => `h${i}-1`));
    const asked = performance.now();
    resync.reconnected(1_000);
    await sleep(20 + 3 * 100);
    expect(sent).toHaveLength(hostels);
    const after = sent.map((s) => s.at - asked);
    expect(after.slice(0, ROOM_CHANGES_BURST).every((ms) => ms < 90)).toBe(true);
    expect(after[ROOM_CHANGES_BURST]! - after[0]!).toBeGreaterThanOrEqual(90);
    // Counted from the first send, not from the one before: the windows are the pacer's schedule, so one send a
    // loaded machine ran late leaves a shorter gap to the next (76 ms in a fresh-clone run), never an earlier one.
    expect(after[ROOM_CHANGES_BURST + 1]! - after[0]!).toBeGreaterThanOrEqual(190);
    stop();
  });
});
