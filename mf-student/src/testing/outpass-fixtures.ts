import type { OutpassItem } from '../features/profile/profile.operations';

/**
 * The ISO string of a wall-clock moment in the test machine's time zone, so that what the page
 * formats in the browser's zone reads back the same on any machine.
 */
export const local = (year: number, month: number, day: number, hour = 12, minute = 0): string =>
  new Date(year, month - 1, day, hour, minute).toISOString();

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
