import { lazyDateFormat, officeDay } from 'web-kit';
import type { SelectionNow } from './selection-now.operations';
import { formatMoment } from './window-text';

const TIME = lazyDateFormat(undefined, { hour: 'numeric', minute: '2-digit' });

/** A moment on the same office day as `now`: its time alone ("11:20"); another day's: in full. */
export const formatSoon = (iso: string, now: number) => (officeDay(iso) === officeDay(now) ? TIME.format(new Date(iso)) : formatMoment(iso));

/**
 * A process's slots as they stand at `serverTime`: a slot opens by the clock (what follows it is
 * the server's to say: the grid reads again then), and the close ends them all.
 */
export function selectionNowAt(entry: SelectionNow, serverTime: number): SelectionNow {
  if (entry.closed || serverTime >= Date.parse(entry.closesAt)) return { ...entry, closed: true, selectingThrough: null, nextSlot: null, nextSlotAt: null };
  if (entry.nextSlot !== null && entry.nextSlotAt !== null && serverTime >= Date.parse(entry.nextSlotAt)) return { ...entry, selectingThrough: entry.nextSlot, nextSlot: null, nextSlotAt: null };
  return entry;
}

/**
 * e.g. "Room selection 2026: slots 1–4 choose now; slot 5 opens at 11:20. Closes 27 Nov 2026,
 * 18:00 GMT+5:30." in the office's time: the same words as the student's dashboard (mf-student).
 */
export function selectionNowText(entry: SelectionNow, serverTime: number): string {
  const { processName, selectingThrough, nextSlot, nextSlotAt, slots, closed, closesAt } = entry;
  if (closed) return `${processName}: room selection has closed.`;
  const next = nextSlot !== null && nextSlotAt !== null ? `slot ${nextSlot} opens at ${formatSoon(nextSlotAt, serverTime)}` : null;
  const closes = ` Closes ${formatMoment(closesAt)}.`;
  if (selectingThrough === null) return `${processName}: ${next ?? 'no slot has opened yet'}.${closes}`;
  const choosing = selectingThrough === 1 ? 'slot 1 chooses now' : `slots 1–${selectingThrough} choose now`;
  const rest = next ? `; ${next}` : selectingThrough >= slots ? ' (every slot)' : '';
  return `${processName}: ${choosing}${rest}.${closes}`;
}
