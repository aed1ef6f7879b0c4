import { selectionNow, SERVER_NOW } from '../../testing/fixtures';
import { selectionNowAt, selectionNowText } from './selection-now-text';
import { formatMoment } from './window-text';

const MINUTE = 60_000;
const now = Date.parse(SERVER_NOW);
const at = (ms: number) => new Date(now + ms).toISOString();

describe('which slots choose now, in words', () => {
  it('before the first slot, one slot, every slot, and closed', () => {
    const closes = `Closes ${formatMoment(selectionNow().closesAt)}.`;
    expect(selectionNowText(selectionNow({ selectingThrough: null, nextSlot: 1, nextSlotAt: at(3 * 24 * 60 * MINUTE) }), now)).toBe(`Room selection 2026: slot 1 opens at ${formatMoment(at(3 * 24 * 60 * MINUTE))}. ${closes}`);
    expect(selectionNowText(selectionNow({ selectingThrough: 1, nextSlot: null, nextSlotAt: null, slots: 1 }), now)).toBe(`Room selection 2026: slot 1 chooses now (every slot). ${closes}`);
    expect(selectionNowText(selectionNow({ selectingThrough: 12, nextSlot: null, nextSlotAt: null }), now)).toBe(`Room selection 2026: slots 1–12 choose now (every slot). ${closes}`);
    expect(selectionNowText(selectionNow({ closed: true, selectingThrough: null }), now)).toBe('Room selection 2026: room selection has closed.');
  });

  it('opens the next slot by the clock, and closes them all at the close', () => {
    const entry = selectionNow();
    expect(selectionNowAt(entry, now + 10 * MINUTE - 1)).toBe(entry);
    expect(selectionNowAt(entry, now + 10 * MINUTE)).toMatchObject({ selectingThrough: 5, nextSlot: null, closed: false });
    expect(selectionNowAt(entry, Date.parse(entry.closesAt))).toMatchObject({ selectingThrough: null, closed: true });
  });
});
