import { lazyDateFormat } from '../date-format';
import { officeDay } from '../office-wall-time';
import { formatZonedMoment } from '../zoned-moment';

/**
 * One published selection process as the server's `selectionNow` reads it (at its `now`): the
 * fields the slots-now line needs. Each app types its own query; its entries fit this.
 */
export interface SelectionNowEntry {
  processId: string;
  processName: string;
  /** Slots 1 to this one choose now; null before the first opens (and once closed). */
  selectingThrough: number | null;
  /** The slot that opens next, and when (ISO); null when none is left to open. */
  nextSlot: number | null;
  nextSlotAt: string | null;
  /** How many slots the process has. */
  slots: number;
  closesAt: string;
  closed: boolean;
  /** The server's time of the read (ISO). */
  now: string;
}

// The zone named, as every other time of room selection names it (formatZonedMoment, 0124).
const TIME = lazyDateFormat(undefined, { hour: 'numeric', minute: '2-digit', timeZoneName: 'short' });

/** A moment on the same office day as `now`: its time alone, zone named ("11:20 GMT+5:30"); another day's: in full. */
export const formatSoon = (iso: string, now: number): string => (officeDay(iso) === officeDay(now) ? TIME.format(new Date(iso)) : formatZonedMoment(iso));

/**
 * A process's slots as they stand at `serverTime`: a slot opens by the clock (what follows it is
 * the server's to say: the screen reads again then), and the close ends them all.
 */
export function selectionNowAt<Entry extends SelectionNowEntry>(entry: Entry, serverTime: number): Entry {
  if (entry.closed || serverTime >= Date.parse(entry.closesAt)) return { ...entry, closed: true, selectingThrough: null, nextSlot: null, nextSlotAt: null };
  if (entry.nextSlot !== null && entry.nextSlotAt !== null && serverTime >= Date.parse(entry.nextSlotAt)) return { ...entry, selectingThrough: entry.nextSlot, nextSlot: null, nextSlotAt: null };
  return entry;
}

/**
 * e.g. "Room selection 2026: slots 1–4 choose now; slot 5 opens at 11:20 GMT+5:30. Closes 27 Nov
 * 2026, 18:00 GMT+5:30." Times are the office's, zone named; a time of the same day is said alone. The same words
 * on the student's dashboard (mf-student) and above the room grid (mf-rooms).
 */
export function selectionNowSentence(entry: SelectionNowEntry, serverTime: number): string {
  const { processName, selectingThrough, nextSlot, nextSlotAt, slots, closed, closesAt } = entry;
  if (closed) return `${processName}: room selection has closed.`;
  const next = nextSlot !== null && nextSlotAt !== null ? `slot ${nextSlot} opens at ${formatSoon(nextSlotAt, serverTime)}` : null;
  const closes = ` Closes ${formatZonedMoment(closesAt)}.`;
  if (selectingThrough === null) return `${processName}: ${next ?? 'no slot has opened yet'}.${closes}`;
  const choosing = selectingThrough === 1 ? 'slot 1 chooses now' : `slots 1–${selectingThrough} choose now`;
  const rest = next ? `; ${next}` : selectingThrough >= slots ? ' (every slot)' : '';
  return `${processName}: ${choosing}${rest}.${closes}`;
}
