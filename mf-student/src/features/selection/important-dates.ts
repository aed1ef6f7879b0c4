import type { HostelWindow } from './selection.operations';
import { formatMoment, whoMayTakePart } from './window-words';

/** Hostels that share one window, and what the 'Important Dates' card says of it. */
export interface DateGroup {
  hostels: string[];
  lines: string[];
}

const linesOf = ({ opensAt, closesAt, enrollmentPrefixes }: HostelWindow) => [
  `Application opens: ${opensAt ? formatMoment(opensAt) : 'no date set'}`,
  `Deadline: ${closesAt ? formatMoment(closesAt) : 'none set'}`,
  `Open to: ${whoMayTakePart(enrollmentPrefixes)}`,
];

/**
 * The spec's 'Important Dates' (application opens, deadline), read from the selection windows.
 * Hostels whose windows say the same are one group, so the usual case (one window for every
 * hostel) reads as the spec's single list. The spec's move-in date is not kept by the product,
 * so it is not printed.
 */
export function dateGroups(windows: readonly HostelWindow[]): DateGroup[] {
  const groups = new Map<string, DateGroup>();
  for (const window of windows) {
    const lines = linesOf(window);
    const key = lines.join('\n');
    const group = groups.get(key);
    if (group) group.hostels.push(window.hostelName);
    else groups.set(key, { hostels: [window.hostelName], lines });
  }
  return [...groups.values()];
}
