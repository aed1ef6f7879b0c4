import { mySelection, selectionNow } from '../../testing/my-selection-fixtures';
import { at, DAY, MINUTE, SERVER_NOW } from '../../testing/selection-fixtures';
import { formatMoment, selectionNowAt, selectionNowSentence, selectionStateAt } from './selection-words';

const now = Date.parse(SERVER_NOW);

describe('room selection in words and by the clock', () => {
  it('says which slots choose now: before the first, one, every one, closed', () => {
    const closes = `Closes ${formatMoment(at(DAY))}.`;
    expect(selectionNowSentence(selectionNow({ selectingThrough: null, nextSlot: 1, nextSlotAt: at(3 * DAY) }), now)).toBe(`Room selection 2026: slot 1 opens at ${formatMoment(at(3 * DAY))}. ${closes}`);
    expect(selectionNowSentence(selectionNow({ selectingThrough: 1, nextSlot: null, nextSlotAt: null, slots: 1 }), now)).toBe(`Room selection 2026: slot 1 chooses now (every slot). ${closes}`);
    expect(selectionNowSentence(selectionNow({ selectingThrough: 12, nextSlot: null, nextSlotAt: null }), now)).toBe(`Room selection 2026: slots 1–12 choose now (every slot). ${closes}`);
    expect(selectionNowSentence(selectionNow({ closed: true, selectingThrough: null }), now)).toBe('Room selection 2026: room selection has closed.');
  });

  it('opens the next slot at its moment and closes all at the close', () => {
    const entry = selectionNow();
    expect(selectionNowAt(entry, now + 10 * MINUTE - 1)).toBe(entry);
    expect(selectionNowAt(entry, now + 10 * MINUTE)).toMatchObject({ selectingThrough: 5, nextSlot: null, closed: false });
    expect(selectionNowAt(entry, now + DAY)).toMatchObject({ selectingThrough: null, closed: true });
  });

  it("moves the student's state at their group's slot and at the close", () => {
    const selection = mySelection({ groupSlotStartsAt: at(5 * MINUTE) });
    expect([selectionStateAt(selection, now), selectionStateAt(selection, now + 5 * MINUTE), selectionStateAt(selection, now + DAY)]).toEqual(['NOT_YET', 'OPEN', 'CLOSED']);
    expect(selectionStateAt(mySelection({ state: 'CLOSED' }), now)).toBe('CLOSED');
  });
});
