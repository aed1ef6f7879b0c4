import type { Mock } from '../../test-utils/render-route';
import { ACADEMIC_YEARS, CLOSE_ACADEMIC_YEAR, PENDING_BEFORE_CLOSE, type AcademicYearRow, type OpenYear, type PendingItemRow, type YearClosing } from './year.operations';

/** The name after 2026-27, as the gateway proposes it. */
const following = (name: string) => {
  const start = Number(name.slice(0, 4)) + 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
};

/** Test data for the year's page, shaped as the server sends it (with typenames). */
export const year = (
  name: string,
  closedAt: string | null = null,
  openedAt = '2026-07-01T04:30:00.000Z',
  openedBy: YearClosing | null = null,
): AcademicYearRow & OpenYear & { __typename: 'AcademicYear' } => ({
  __typename: 'AcademicYear',
  id: `year-${name}`,
  name,
  openedAt,
  closedAt,
  current: closedAt === null,
  suggestedNextName: following(name),
  openedBy,
});

/** What closing `closedYear` did, as the close answers it. */
export const closing = (closedYear: string, overrides: Partial<YearClosing> = {}): YearClosing & { __typename: 'YearClosing' } => ({
  __typename: 'YearClosing',
  closedYear,
  closedAt: '2027-06-30T12:00:00.000Z',
  allocationsArchived: 312,
  roomsFreed: 140,
  waitlistPlacesClosed: 7,
  selectionWindowsRemoved: 2,
  rosterEntriesKept: 330,
  ...overrides,
});

export const Y2025 = year('2025-26', '2026-06-30T12:00:00.000Z', '2025-07-01T04:30:00.000Z');
export const Y2026 = year('2026-27');

/** The open year and the list of all. */
export const years = (open: OpenYear, all: AcademicYearRow[] = [open]): Mock => ({
  request: { query: ACADEMIC_YEARS },
  result: { data: { currentAcademicYear: open, academicYears: all } },
});

export const item = (overrides: Partial<PendingItemRow> = {}): PendingItemRow & { __typename: 'PendingItem' } => ({
  __typename: 'PendingItem',
  kind: 'room_request',
  id: 'request-1',
  studentId: 'student-asha',
  studentName: 'Asha Patil',
  enrollmentId: '21CS001',
  hostelId: 'hostel-bh1',
  hostel: 'BH-1',
  detail: 'Room 204: waiting for a decision',
  status: null,
  ...overrides,
});

export const pending = (items: PendingItemRow[]): Mock => ({ request: { query: PENDING_BEFORE_CLOSE }, result: { data: { pendingBeforeClose: items } } });

export const closeMock = (nextName: string, result: Mock['result']): Mock => ({ request: { query: CLOSE_ACADEMIC_YEAR, variables: { nextName } }, result });
