import { formatZonedMoment, lazyDateFormat, officeDay } from 'web-kit';
import type { WindowState } from '../../gql/graphql';
import type { MySelection, SelectionNow } from './my-selection.operations';

/** A moment in full, in the office's zone, e.g. "27 Nov 2026, 10:40 GMT+5:30": as the hostel picker says it. */
export const formatMoment = (iso: string) => formatZonedMoment(iso);

const TIME = lazyDateFormat(undefined, { hour: 'numeric', minute: '2-digit' });

/** A moment on the same office day as `now`: its time alone ("11:20"); another day's: in full. */
export function formatSoon(iso: string, now: number): string {
  return officeDay(iso) === officeDay(now) ? TIME.format(new Date(iso)) : formatMoment(iso);
}

/** The student's state by the clock: their (group's) slot opens it, the close ends it. */
export function selectionStateAt(selection: Pick<MySelection, 'state' | 'groupSlotStartsAt' | 'closesAt'>, serverTime: number): WindowState {
  if (selection.state === 'CLOSED' || serverTime >= Date.parse(selection.closesAt)) return 'CLOSED';
  if (selection.state === 'NOT_YET' && serverTime >= Date.parse(selection.groupSlotStartsAt)) return 'OPEN';
  return selection.state;
}

/** The state as its badge says it. */
export const STATE_WORDS: Record<WindowState, string> = { NOT_YET: 'Not yet', OPEN: 'Choosing now', CLOSED: 'Closed', NOT_ELIGIBLE: 'Not eligible' };

/** "You choose from … until …": from the group's slot when in a group. */
export function chooseSentence(selection: Pick<MySelection, 'groupSlotStartsAt' | 'closesAt'>): string {
  return `You choose from ${formatMoment(selection.groupSlotStartsAt)} until ${formatMoment(selection.closesAt)}.`;
}

/** A group chooses in its earliest member's slot: said when that is sooner than the student's own. */
export function groupSlotNote(selection: Pick<MySelection, 'group' | 'slotStartsAt' | 'groupSlotStartsAt'>): string | null {
  if (!selection.group || selection.group.members.length < 2 || selection.groupSlotStartsAt === selection.slotStartsAt) return null;
  return `Your group chooses in its earliest member's slot; your own slot opens at ${formatMoment(selection.slotStartsAt)}.`;
}

/**
 * A process's slots as they stand at `serverTime`: a slot opens by the clock (what follows it is
 * the server's to say: the screen reads again then), and the close ends them all.
 */
export function selectionNowAt(entry: SelectionNow, serverTime: number): SelectionNow {
  if (entry.closed || serverTime >= Date.parse(entry.closesAt)) return { ...entry, closed: true, selectingThrough: null, nextSlot: null, nextSlotAt: null };
  if (entry.nextSlot !== null && entry.nextSlotAt !== null && serverTime >= Date.parse(entry.nextSlotAt)) return { ...entry, selectingThrough: entry.nextSlot, nextSlot: null, nextSlotAt: null };
  return entry;
}

/**
 * e.g. "Room selection 2026: slots 1–4 choose now; slot 5 opens at 11:20. Closes 27 Nov 2026,
 * 18:00 GMT+5:30." Times are the office's; a time of the same day is said alone.
 */
export function selectionNowSentence(entry: SelectionNow, serverTime: number): string {
  const { processName, selectingThrough, nextSlot, nextSlotAt, slots, closed, closesAt } = entry;
  if (closed) return `${processName}: room selection has closed.`;
  const next = nextSlot !== null && nextSlotAt !== null ? `slot ${nextSlot} opens at ${formatSoon(nextSlotAt, serverTime)}` : null;
  const closes = ` Closes ${formatMoment(closesAt)}.`;
  if (selectingThrough === null) return `${processName}: ${next ?? 'no slot has opened yet'}.${closes}`;
  const choosing = selectingThrough === 1 ? 'slot 1 chooses now' : `slots 1–${selectingThrough} choose now`;
  const rest = next ? `; ${next}` : selectingThrough >= slots ? ' (every slot)' : '';
  return `${processName}: ${choosing}${rest}.${closes}`;
}
