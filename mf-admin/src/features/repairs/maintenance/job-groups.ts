import type { RepairJob } from '../repairs.operations';

/** How far back the Done group reaches: the week's work, not every job ever fixed. */
export const DONE_DAYS = 7;
const DAY_MS = 24 * 3600 * 1000;

/** A maintenance person's jobs as the phone view groups them. */
export interface JobGroups {
  /** Open and past their due time, the longest overdue first. */
  overdue: RepairJob[];
  /** The other open ones (assigned or in progress), the soonest due first, those without a due time last. */
  today: RepairJob[];
  /** Fixed or closed in the last {@link DONE_DAYS} days, the latest first. */
  done: RepairJob[];
}

const OPEN = new Set<RepairJob['status']>(['ASSIGNED', 'IN_PROGRESS']);
const DONE = new Set<RepairJob['status']>(['FIXED', 'CLOSED']);

const time = (iso: string | null): number => (iso === null ? Number.POSITIVE_INFINITY : new Date(iso).getTime());
const byDue = (a: RepairJob, b: RepairJob) => time(a.dueAt) - time(b.dueAt) || time(a.createdAt) - time(b.createdAt);
const doneAt = (job: RepairJob): number => time(job.fixedAt ?? job.closedAt ?? job.createdAt);

/** Sorts `jobs` into Overdue, Today and Done; cancelled and merged jobs, and older fixes, are left out. */
export function groupJobs(jobs: readonly RepairJob[], now = Date.now()): JobGroups {
  const open = jobs.filter((job) => OPEN.has(job.status));
  return {
    overdue: open.filter((job) => job.overdue).sort(byDue),
    today: open.filter((job) => !job.overdue).sort(byDue),
    done: jobs
      .filter((job) => DONE.has(job.status) && now - doneAt(job) <= DONE_DAYS * DAY_MS)
      .sort((a, b) => doneAt(b) - doneAt(a)),
  };
}
