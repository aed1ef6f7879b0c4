import { formatZonedMoment } from 'web-kit';
import type { HostelSummary, HostelWindow } from './selection.operations';

/** An ISO date and time as the page says it, e.g. "1 Dec 2026, 10:00 GMT+5:30": the room grid's banner (mf-rooms) says it alike. */
export const formatMoment = (iso: string) => formatZonedMoment(iso);

/** e.g. "enrollment IDs starting with 21- or 22-"; with no prefix, every student. */
export function whoMayTakePart(prefixes: readonly string[]): string {
  if (prefixes.length === 0) return 'every student of this hostel';
  return `enrollment IDs starting with ${prefixes.slice(0, -1).join(', ')}${prefixes.length > 1 ? ' or ' : ''}${prefixes.at(-1)}`;
}

/** Who may take part, as a hostel's window says: those drawn in a selection process, or by enrollment ID. */
export function openTo({ processName, enrollmentPrefixes }: Pick<HostelWindow, 'processName' | 'enrollmentPrefixes'>): string {
  return processName ? `students drawn in ${processName}` : whoMayTakePart(enrollmentPrefixes);
}

/** What the hostel picker says after the name: the spec's free rooms while open, else the state. */
export function pickerState(hostel: HostelSummary, window: HostelWindow | undefined): string {
  switch (window?.state ?? 'OPEN') {
    case 'OPEN':
      return `${hostel.availableRooms} of ${hostel.totalRooms} rooms free`;
    case 'NOT_YET':
      return window?.opensAt ? `closed, opens ${formatMoment(window.opensAt)}` : 'closed, not open yet';
    case 'CLOSED':
      return 'closed';
    case 'NOT_ELIGIBLE':
      return 'not open to your enrollment ID';
  }
}

/** Where room selection stands in the chosen hostel, as one sentence. */
export function windowSentence({ state, opensAt, closesAt, enrollmentPrefixes, processName, now }: HostelWindow): string {
  // Not drawn, a student reads the process's close, which may have passed.
  const closes = closesAt ? ` It ${Date.parse(closesAt) > Date.parse(now) ? 'closes' : 'closed'} on ${formatMoment(closesAt)}.` : '';
  switch (state) {
    case 'OPEN':
      return `Room selection is open.${closes}`;
    case 'NOT_YET':
      return opensAt ? `Room selection is closed. It opens on ${formatMoment(opensAt)}.${closes}` : 'Room selection has not opened yet.';
    case 'CLOSED':
      return `Room selection is closed${closesAt ? `: it closed on ${formatMoment(closesAt)}` : ''}. No new opening is set yet; the hostel office can tell you more.`;
    case 'NOT_ELIGIBLE':
      if (processName) return `Room selection is by lottery in this round (${processName}), and you were not drawn for it.${closes} The hostel office can tell you more.`;
      return `Room selection is open to ${whoMayTakePart(enrollmentPrefixes)} in this round, and yours is not one of them.${closes}`;
  }
}
