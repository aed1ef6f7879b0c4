import { mySelection } from '../../testing/my-selection-fixtures';
import { at, DAY, MINUTE, SERVER_NOW } from '../../testing/selection-fixtures';
import { selectionStateAt } from './selection-words';

const now = Date.parse(SERVER_NOW);

describe("the student's room selection by the clock", () => {
  it("moves the student's state at their group's slot and at the close", () => {
    const selection = mySelection({ groupSlotStartsAt: at(5 * MINUTE) });
    expect([selectionStateAt(selection, now), selectionStateAt(selection, now + 5 * MINUTE), selectionStateAt(selection, now + DAY)]).toEqual(['NOT_YET', 'OPEN', 'CLOSED']);
    expect(selectionStateAt(mySelection({ state: 'CLOSED' }), now)).toBe('CLOSED');
  });
});
