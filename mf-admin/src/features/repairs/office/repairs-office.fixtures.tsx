import userEvent from '@testing-library/user-event';
import { screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { mockedClientWithPush, renderScreen, type Mock } from 'web-kit/testing';
import { STAFF_VIEWER } from '../../../layout/viewer.operations';
import { MAINTENANCE_STAFF, REPAIR_JOB, REPAIR_JOBS, REPAIR_PRIORITY_TIMES } from '../repairs.operations';

/*
 * The office's repair screens in tests: jobs as the gateway sends them, and the screens mounted as
 * the shell mounts them (the routes are wired by the app, so each test names its own path).
 */

export type { Mock };
export const REPORTED_AT = '2026-11-20T09:00:00.000Z';
export const DUE_AT = '2026-11-21T09:00:00.000Z';

/** A line of the office's list (AdminRepairJobRow). */
export const row = (id: string, overrides: Record<string, unknown> = {}) => ({
  __typename: 'RepairJob' as const,
  id,
  status: 'REPORTED',
  category: 'ELECTRICAL',
  description: 'The fan does not turn',
  urgency: 'HIGH',
  priority: null,
  hostelId: 'h1',
  hostelName: 'BH-1',
  roomNumber: 204,
  commonArea: null,
  studentName: 'Asha Patil',
  assigneeId: null,
  assigneeName: null,
  dueAt: null,
  overdue: false,
  createdAt: REPORTED_AT,
  ...overrides,
});

/** A whole job (AdminRepairJob). */
export const job = (id: string, overrides: Record<string, unknown> = {}) => ({
  ...row(id),
  mayEnter: true,
  studentId: 's1',
  roomInService: true,
  mergedIntoId: null,
  assignedAt: null,
  startedAt: null,
  fixedAt: null,
  closedAt: null,
  photos: [],
  comments: [],
  ...overrides,
});

export const viewer = (role: 'ADMIN' | 'WARDEN'): Mock => ({
  request: { query: STAFF_VIEWER },
  result: { data: { me: { __typename: 'User', id: 'me', role } } },
  maxUsageCount: Number.POSITIVE_INFINITY,
});

/** The list's answer to `filter` (the page asks one more than it shows). */
export const jobs = (filter: Record<string, unknown>, items: unknown[], options: Partial<Mock> = {}): Mock => ({
  request: { query: REPAIR_JOBS, variables: { filter: { first: 51, offset: 0, ...filter } } },
  result: { data: { repairJobs: items } },
  ...options,
});

export const jobMock = (item: ReturnType<typeof job>, options: Partial<Mock> = {}): Mock => ({ request: { query: REPAIR_JOB, variables: { id: item.id } }, result: { data: { repairJob: item } }, ...options });

export const times = (hours: [number, number, number, number] = [4, 24, 72, 168]): Mock => ({
  request: { query: REPAIR_PRIORITY_TIMES },
  result: { data: { repairPriorityTimes: (['URGENT', 'HIGH', 'NORMAL', 'LOW'] as const).map((priority, i) => ({ __typename: 'RepairPriorityTime', priority, hours: hours[i] })) } },
  maxUsageCount: Number.POSITIVE_INFINITY,
});

export const person = (id: string, name: string, trade: string, openJobs: number) => ({ __typename: 'MaintenancePerson', id, name, trade, openJobs });

export const staff = (trade: string | null, people: unknown[]): Mock => ({
  request: { query: MAINTENANCE_STAFF, variables: trade ? { trade } : {} },
  result: { data: { maintenanceStaff: people } },
  maxUsageCount: Number.POSITIVE_INFINITY,
});

/** The open jobs of a hostel the merge section reads. */
export const candidates = (items: unknown[], hostelId = 'h1'): Mock => ({
  request: { query: REPAIR_JOBS, variables: { filter: { hostelId, first: 500 } } },
  result: { data: { repairJobs: items } },
  maxUsageCount: Number.POSITIVE_INFINITY,
});

/** Renders `element` at `at` (matched by `path`, if given; else WhereAmI shows the address beside it), with subscription events pushed by hand. */
export function renderOffice(element: ReactNode, mocks: readonly Mock[], { path, at }: { path?: string; at: string }) {
  const { client, push } = mockedClientWithPush(mocks);
  const user = userEvent.setup();
  return { ...renderScreen(element, { path, at, client }), push, user };
}

/** The page's status line saying `text`, and the focus on it (decision 0150). */
export async function saidAndFocused(text: string | RegExp) {
  const line = await screen.findByText(text);
  expect(line).toHaveAttribute('role', 'status');
  await waitFor(() => expect(document.activeElement).toBe(line));
  return line;
}
