import type { HostelWindow } from './selection.operations';
import { formatMoment, openTo } from './window-words';

/** Hostels that share one window, and what the 'Important Dates' card says of it. */
export interface DateGroup {
  hostels: string[];
  lines: string[];
}

// In a selection process the server gives its times (the student's slot, or its first; its
// close), also once it is done while the window it replaced stands (docs/decisions/0153).
const linesOf = (window: HostelWindow) => [
  `Application opens: ${window.opensAt ? formatMoment(window.opensAt) : 'no date set'}`,
  `Deadline: ${window.closesAt ? formatMoment(window.closesAt) : 'none set'}`,
  `Open to: ${openTo(window)}`,
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
