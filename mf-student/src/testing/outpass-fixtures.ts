import { officeMomentOf } from 'web-kit';
import type { OutpassItem } from '../features/profile/profile.operations';

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The ISO string of a moment on the office's wall clock, so that what the page formats in the
 * office's zone reads back the same on any machine, in any browser zone.
 */
export const local = (year: number, month: number, day: number, hour = 12, minute = 0): string =>
  officeMomentOf(`${year}-${pad(month)}-${pad(day)}T${pad(hour)}:${pad(minute)}`)!.toISOString();

/** An outpass as the history selects it: Pending, no guardian asked, due back 1 Mar 2025 at 21:00. */
export const outpass = (id: string, over: Partial<OutpassItem> = {}): OutpassItem & { __typename: 'Outpass' } => ({
  __typename: 'Outpass',
  id,
  reason: 'Library visit',
  description: null,
  createdAt: local(2025, 2, 20, 17, 30),
  status: 'PENDING',
  where: 'Town',
  dateOfArrival: '2025-03-01',
  expectedReturnAt: local(2025, 3, 1, 21, 0),
  decisionReason: null,
  decidedAt: null,
  cancelledAt: null,
  outAt: null,
  returnedAt: null,
  overdueAt: null,
  returnedLate: false,
  guardianConsent: 'NOT_REQUIRED',
  guardianAnsweredAt: null,
  ...over,
});
