import type { Mock } from 'web-kit/testing';
import { MY_REPAIR_JOBS, REPAIR_ROOM, type RepairJob } from '../features/repairs/repairs.operations';

type Typed = RepairJob & { __typename: 'RepairJob' };
type Photo = RepairJob['photos'][number];
/** A photo as a test writes it: the student's (sent with the report) unless it says otherwise. */
type PhotoOver = Omit<Photo, 'sentByName' | 'fromReporter'> & Partial<Pick<Photo, 'sentByName' | 'fromReporter'>>;

const DAY = 24 * 3600 * 1000;
/** A moment `days` before now, as the gateway writes it. */
export const daysAgo = (days: number): string => new Date(Date.now() - days * DAY).toISOString();

/**
 * A job as the list selects it: a fan in room 204 of BH-1, just reported (so the student may
 * cancel it, as the gateway says of a reported job), no photos, no thread. A photo is the
 * student's (`fromReporter`) unless it says otherwise.
 */
export const repairJob = (id: string, over: Partial<Omit<RepairJob, 'photos'>> & { photos?: PhotoOver[] } = {}): Typed => {
  const createdAt = over.createdAt ?? daysAgo(1);
  return {
    __typename: 'RepairJob',
    id,
    status: 'REPORTED',
    category: 'ELECTRICAL',
    description: 'The ceiling fan does not turn.',
    urgency: 'HIGH',
    priority: null,
    mayEnter: false,
    hostelName: 'BH-1',
    roomNumber: 204,
    commonArea: null,
    assigneeName: null,
    dueAt: null,
    overdue: false,
    fixedAt: null,
    closedAt: null,
    canCancel: (over.status ?? 'REPORTED') === 'REPORTED',
    reopenUntil: null,
    ...over,
    createdAt,
    photos: (over.photos ?? []).map((photo) => ({ __typename: 'RepairPhoto' as const, sentByName: 'Asha Rao', fromReporter: true, ...photo })),
    comments: (over.comments ?? []).map((comment) => ({ __typename: 'RepairComment' as const, ...comment })),
  };
};

/** The list's answer, `jobs` newest first. */
export const myRepairJobs = (jobs: RepairJob[]): Mock => ({ request: { query: MY_REPAIR_JOBS }, result: { data: { myRepairJobs: jobs } } });

/** The student's bed, or none. */
export const repairRoom = (room: { number: number; hostelName: string } | null): Mock => ({
  request: { query: REPAIR_ROOM },
  result: { data: { myRoom: room && { __typename: 'MyRoom', room: { __typename: 'Room', id: 'room-204', ...room } } } },
});
