import { selectionWindow, SERVER_NOW } from '../../testing/fixtures';
import { nextChange, stateAt } from './window-timing';

const now = Date.parse(SERVER_NOW);
const HOUR = 3_600_000;
const at = (ms: number) => new Date(now + ms).toISOString();

describe('the selection window against the clock', () => {
  it('opens a NOT_YET window at opensAt and closes any window at closesAt', () => {
    const read = selectionWindow('GH-1', { state: 'NOT_YET', opensAt: at(HOUR), closesAt: at(2 * HOUR) });
    expect([stateAt(read, now), stateAt(read, now + HOUR - 1), stateAt(read, now + HOUR), stateAt(read, now + 2 * HOUR)]).toEqual(['NOT_YET', 'NOT_YET', 'OPEN', 'CLOSED']);
    expect(stateAt(selectionWindow('GH-1', { state: 'NOT_ELIGIBLE', closesAt: at(HOUR) }), now + HOUR - 1)).toBe('NOT_ELIGIBLE');
    expect(stateAt(selectionWindow('GH-1', { state: 'NOT_ELIGIBLE', closesAt: at(HOUR) }), now + HOUR)).toBe('CLOSED');
    expect(stateAt(selectionWindow('GH-1', { state: 'CLOSED', opensAt: at(-2 * HOUR), closesAt: at(-HOUR) }), now + 10 * HOUR)).toBe('CLOSED');
    expect(stateAt(selectionWindow('GH-1'), now + 1000 * HOUR)).toBe('OPEN');
  });

  it('names the next moment that may change the state, and none when nothing is left', () => {
    const read = selectionWindow('GH-1', { state: 'NOT_YET', opensAt: at(HOUR), closesAt: at(2 * HOUR) });
    expect(nextChange(read, now)).toBe(now + HOUR);
    expect(nextChange(read, now + HOUR)).toBe(now + 2 * HOUR);
    expect(nextChange(read, now + 2 * HOUR)).toBeNull();
    expect(nextChange(selectionWindow('GH-1'), now)).toBeNull();
  });
});
