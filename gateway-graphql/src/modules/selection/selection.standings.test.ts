import { describe, expect, it } from 'vitest';
import { createEventBus } from '../../core/events.js';
import { SelectionStandings, type Standing } from './selection.standings.js';

const standing = (over: Partial<Standing> = {}): Standing => ({ hostelId: 'h1', hostelName: 'GH-1', state: 'NOT_YET', opensAt: '2026-11-29T10:00:00.000Z', closesAt: '2026-11-29T18:00:00.000Z', enrollmentPrefixes: [], processName: null, ...over });
const at = (iso: string) => new Date(iso);
const tick = () => new Promise((settled) => setTimeout(settled, 5));

function setUp(trusted = () => true) {
  const { bus } = createEventBus(undefined);
  let steady = 0;
  const standings = new SelectionStandings(bus, trusted, () => steady);
  const stop = standings.listen();
  return { bus, standings, stop, advance: (ms: number) => void (steady += ms) };
}

describe('where people stand in a hostel\'s selection window, kept between requests', () => {
  it('is kept until the clock reaches its next opening or close, when it is read again', () => {
    const { standings } = setUp();
    standings.keep('u1', 'GH-1', standing(), at('2026-11-29T09:00:00Z'), standings.version());
    expect(standings.get('u1', 'GH-1', at('2026-11-29T09:59:59.999Z'))).toEqual(standing());
    expect(standings.get('u1', 'GH-1', at('2026-11-29T10:00:00Z'))).toBeUndefined(); // the slot opened: read again
    standings.keep('u1', 'GH-1', standing({ state: 'OPEN' }), at('2026-11-29T10:00:00Z'), standings.version());
    expect(standings.get('u1', 'GH-1', at('2026-11-29T17:59:00Z'))?.state).toBe('OPEN');
    expect(standings.get('u1', 'GH-1', at('2026-11-29T18:00:00Z'))).toBeUndefined(); // closed: read again
  });

  it('is each person\'s own, in each hostel', () => {
    const { standings } = setUp();
    standings.keep('u1', 'GH-1', standing(), at('2026-11-29T09:00:00Z'), standings.version());
    expect(standings.get('u2', 'GH-1', at('2026-11-29T09:00:00Z'))).toBeUndefined();
    expect(standings.get('u1', 'GH-2', at('2026-11-29T09:00:00Z'))).toBeUndefined();
  });

  it('forgets a hostel\'s standings when its window changes, everyone\'s for the window of all hostels, and a group\'s members when it changes', async () => {
    const { bus, standings } = setUp();
    const now = at('2026-11-29T09:00:00Z');
    const keep = (user: string, hostelId: string) => standings.keep(user, hostelId === 'h1' ? 'GH-1' : 'GH-2', standing({ hostelId, hostelName: hostelId }), now, standings.version());
    keep('u1', 'h1');
    keep('u1', 'h2');
    keep('u2', 'h1');
    bus.publish('SELECTION_WINDOW', { hostelId: 'h1' });
    await tick();
    expect([standings.get('u1', 'GH-1', now), standings.get('u2', 'GH-1', now)]).toEqual([undefined, undefined]);
    expect(standings.get('u1', 'GH-2', now)).toBeDefined();
    keep('u2', 'h1');
    bus.publish('SELECTION_PLACES', { userIds: ['u1'] });
    await tick();
    expect(standings.get('u1', 'GH-2', now)).toBeUndefined();
    expect(standings.get('u2', 'GH-1', now)).toBeDefined();
    bus.publish('SELECTION_WINDOW', { hostelId: null });
    await tick();
    expect(standings.get('u2', 'GH-1', now)).toBeUndefined();
  });

  it('does not keep a standing read while a change was heard', async () => {
    const { bus, standings } = setUp();
    const version = standings.version();
    bus.publish('SELECTION_PLACES', { userIds: ['someone-else'] });
    await tick();
    standings.keep('u1', 'GH-1', standing(), at('2026-11-29T09:00:00Z'), version);
    expect(standings.get('u1', 'GH-1', at('2026-11-29T09:00:00Z'))).toBeUndefined();
  });

  it('is read again after 30 s whatever happened, and serves nothing while other instances cannot be heard', () => {
    let trusted = true;
    const { standings, advance } = setUp(() => trusted);
    const now = at('2026-11-29T09:00:00Z');
    standings.keep('u1', 'GH-1', standing({ opensAt: null, closesAt: null, state: 'OPEN' }), now, standings.version());
    advance(29_999);
    expect(standings.get('u1', 'GH-1', now)).toBeDefined();
    trusted = false;
    expect(standings.get('u1', 'GH-1', now)).toBeUndefined();
    trusted = true;
    advance(1);
    expect(standings.get('u1', 'GH-1', now)).toBeUndefined();
  });
});
