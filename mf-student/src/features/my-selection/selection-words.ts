import { formatZonedMoment } from 'web-kit';
import type { WindowState } from '../../gql/graphql';
import type { MySelection } from './my-selection.operations';

/** A moment in full, in the office's zone, e.g. "27 Nov 2026, 10:40 GMT+5:30": as the hostel picker says it. */
export const formatMoment = (iso: string) => formatZonedMoment(iso);

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
