import { mockedClientWithPush, renderScreen, type Mock } from 'web-kit/testing';
import { MY_REPAIR_JOBS, REPAIR_JOB, type RepairJob } from '../repairs.operations';
import { MaintenanceJobsPage } from './maintenance-jobs-page';

type Photo = Omit<RepairJob['photos'][number], '__typename'>;
type Comment = Omit<RepairJob['comments'][number], '__typename'>;
type Typed = RepairJob & { __typename: 'RepairJob' };

const HOUR = 3600 * 1000;
/** One "now" for the whole file, so two jobs built a minute apart on a busy machine still show the same times. */
const NOW = Date.now();
/** A moment `hours` before now (negative: after), as the gateway writes it. */
export const hoursAgo = (hours: number): string => new Date(NOW - hours * HOUR).toISOString();

/** A job as the phone view reads it: the fan of room 204 in BH-1, assigned to Ravi, due in 4 hours, no photos or thread. */
export const job = (id: string, over: Partial<Omit<RepairJob, 'photos' | 'comments'>> & { photos?: Photo[]; comments?: Comment[] } = {}): Typed => ({
  __typename: 'RepairJob',
  id,
  status: 'ASSIGNED',
  category: 'ELECTRICAL',
  description: 'The ceiling fan does not turn.',
  urgency: 'HIGH',
  priority: 'HIGH',
  hostelId: 'h-bh1',
  hostelName: 'BH-1',
  roomNumber: 204,
  commonArea: null,
  studentId: 's1',
  studentName: 'Asha Rao',
  assigneeId: 'm1',
  assigneeName: 'Ravi Kumar',
  dueAt: hoursAgo(-4),
  overdue: false,
  createdAt: hoursAgo(20),
  mayEnter: false,
  roomInService: true,
  mergedIntoId: null,
  assignedAt: hoursAgo(19),
  startedAt: null,
  fixedAt: null,
  closedAt: null,
  ...over,
  photos: (over.photos ?? []).map((photo) => ({ __typename: 'RepairPhoto' as const, ...photo })),
  comments: (over.comments ?? []).map((comment) => ({ __typename: 'RepairComment' as const, ...comment })),
});

/** The list's answer. */
export const myJobs = (jobs: RepairJob[]): Mock => ({ request: { query: MY_REPAIR_JOBS }, result: { data: { myRepairJobs: jobs } } });

/** One job read again (after a fix sent with a photo). */
export const jobRead = (answer: RepairJob): Mock => ({ request: { query: REPAIR_JOB, variables: { id: answer.id } }, result: { data: { repairJob: answer } } });

/** The page as the route mounts it, on a mocked client; `push` feeds `repairChanged`. */
export function renderJobsPage(mocks: Mock[]) {
  const { client, push } = mockedClientWithPush(mocks);
  const view = renderScreen(<MaintenanceJobsPage />, { path: '/adminpage/repairs', client });
  return { ...view, push };
}
