import { formatZonedMoment } from 'web-kit';
import type { SelectionWindow, WindowState } from './selection-window.operations';

/** An ISO date and time as the banner says it, e.g. "25 Nov 2026, 10:00 GMT+5:30": the hostel picker (mf-student) says it alike. */
export const formatMoment = (iso: string) => formatZonedMoment(iso);

/** What the banner says in `state`; null when there is nothing to say (open, with no close). */
export function windowMessage(state: WindowState, { opensAt, closesAt }: Pick<SelectionWindow, 'opensAt' | 'closesAt'>): string | null {
  switch (state) {
    case 'NOT_YET':
      return opensAt ? `Room selection opens on ${formatMoment(opensAt)}.` : 'Room selection has not opened yet.';
    case 'CLOSED':
      return `Room selection has closed.${closesAt ? ` It closed on ${formatMoment(closesAt)}.` : ''}`;
    case 'NOT_ELIGIBLE':
      return 'Room selection for this hostel is not open to your enrollment ID in this round.';
    case 'OPEN':
      return closesAt ? `Room selection closes on ${formatMoment(closesAt)}.` : null;
  }
}
