import { officeTimeZone } from '../office-time-zone';
import { formatZonedMoment } from '../zoned-moment';
import { formatSoon, selectionNowAt, selectionNowSentence, type SelectionNowEntry } from './selection-now-words';

const SERVER_NOW = '2026-11-25T04:30:00.000Z';
const now = Date.parse(SERVER_NOW);
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const at = (ms: number) => new Date(now + ms).toISOString();

/** A published process: slots 1–4 choose now, slot 5 opens 10 minutes after the server's now, of 12; closes a day after. */
const selectionNow = (over: Partial<SelectionNowEntry> = {}): SelectionNowEntry => ({
  processId: 'process-1',
  processName: 'Room selection 2026',
  selectingThrough: 4,
  nextSlot: 5,
  nextSlotAt: at(10 * MINUTE),
  slots: 12,
  closesAt: at(DAY),
  closed: false,
  now: SERVER_NOW,
  ...over,
});

describe('which slots choose now, in words and by the clock', () => {
  it('says which slots choose now: before the first, one, every one, closed', () => {
    const closes = `Closes ${formatZonedMoment(at(DAY))}.`;
    expect(selectionNowSentence(selectionNow({ selectingThrough: null, nextSlot: 1, nextSlotAt: at(3 * DAY) }), now)).toBe(`Room selection 2026: slot 1 opens at ${formatZonedMoment(at(3 * DAY))}. ${closes}`);
    expect(selectionNowSentence(selectionNow({ selectingThrough: null, nextSlot: null, nextSlotAt: null }), now)).toBe(`Room selection 2026: no slot has opened yet. ${closes}`);
    expect(selectionNowSentence(selectionNow({ selectingThrough: 1, nextSlot: null, nextSlotAt: null, slots: 1 }), now)).toBe(`Room selection 2026: slot 1 chooses now (every slot). ${closes}`);
    expect(selectionNowSentence(selectionNow({ selectingThrough: 12, nextSlot: null, nextSlotAt: null }), now)).toBe(`Room selection 2026: slots 1–12 choose now (every slot). ${closes}`);
    expect(selectionNowSentence(selectionNow({ closed: true, selectingThrough: null }), now)).toBe('Room selection 2026: room selection has closed.');
  });

  it('names the next slot by its time alone on the same office day, in full on another, the zone named in both', () => {
    const time = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit', timeZoneName: 'short', timeZone: officeTimeZone() }).format(new Date(at(10 * MINUTE)));
    // The zone the close names ("GMT+5:30") is named by the next slot's time too (issue 51).
    const zone = new Intl.DateTimeFormat(undefined, { timeZoneName: 'short', timeZone: officeTimeZone() }).formatToParts(new Date(at(DAY))).find((part) => part.type === 'timeZoneName')!.value;
    expect(formatZonedMoment(at(DAY))).toContain(zone);
    expect(time).toContain(zone);
    expect(selectionNowSentence(selectionNow(), now)).toBe(`Room selection 2026: slots 1–4 choose now; slot 5 opens at ${time}. Closes ${formatZonedMoment(at(DAY))}.`);
    expect(formatSoon(at(10 * MINUTE), now)).toBe(time);
    expect(formatSoon(at(DAY), now)).toBe(formatZonedMoment(at(DAY)));
  });

  it('opens the next slot at its moment and closes all at the close', () => {
    const entry = selectionNow();
    expect(selectionNowAt(entry, now + 10 * MINUTE - 1)).toBe(entry);
    expect(selectionNowAt(entry, now + 10 * MINUTE)).toMatchObject({ selectingThrough: 5, nextSlot: null, nextSlotAt: null, closed: false });
    expect(selectionNowAt(entry, Date.parse(entry.closesAt))).toMatchObject({ selectingThrough: null, nextSlot: null, closed: true });
    expect(selectionNowAt(entry, now + 2 * DAY)).toMatchObject({ selectingThrough: null, closed: true });
  });

  it("keeps an app's own fields (its typed query's) on the entry it moves on", () => {
    const entry = { ...selectionNow(), hostels: ['GH-1'], __typename: 'SelectionNow' as const };
    expect(selectionNowAt(entry, now + 10 * MINUTE)).toMatchObject({ hostels: ['GH-1'], __typename: 'SelectionNow', selectingThrough: 5 });
  });
});
