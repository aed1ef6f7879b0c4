import { OPEN_REPAIRS, RepairCategory, RepairStatus, Role, Trade } from '../../core/enums.js';
import { inScope, type Viewer } from '../../core/viewer.js';

/** A student's open reports at most (issue 53). */
export const MAX_OPEN_REPORTS = 10;
/** Photos a report (or a fix) carries at most. */
export const MAX_PHOTOS = 3;
/** A fixed job closes itself this long after the fix unless the student confirms or reopens it. */
export const AUTO_CLOSE_MS = 3 * 24 * 3600 * 1000;
/** The student may reopen a job this long after its fix. */
export const REOPEN_MS = 7 * 24 * 3600 * 1000;

/** Which trade fixes what; `other` may go to anyone. */
export const TRADE_FOR: Record<RepairCategory, Trade | null> = {
  [RepairCategory.ELECTRICAL]: Trade.ELECTRICAL,
  [RepairCategory.PLUMBING]: Trade.PLUMBING,
  [RepairCategory.FURNITURE]: Trade.CARPENTRY,
  [RepairCategory.INTERNET]: Trade.NETWORK,
  [RepairCategory.CLEANING]: Trade.HOUSEKEEPING,
  [RepairCategory.PESTS]: Trade.HOUSEKEEPING,
  [RepairCategory.OTHER]: null,
};

export const isOpen = (status: RepairStatus): boolean => (OPEN_REPAIRS as readonly RepairStatus[]).includes(status);

/** The facts of a job that decide who sees it. */
export interface JobParties {
  studentId: string;
  hostelId: string;
  assigneeId: string | null;
}

/** Who may see a job and its photos: its reporter, staff of its hostel (admins: all), its assignee. Guards never. */
export function maySee(viewer: Viewer, job: JobParties): boolean {
  switch (viewer.role) {
    case Role.STUDENT:
      return viewer.userId === job.studentId;
    case Role.MAINTENANCE:
      return viewer.userId === job.assigneeId;
    case Role.ADMIN:
    case Role.WARDEN:
      return inScope(viewer, job.hostelId);
    case Role.GUARD:
      return false;
  }
}

/** Whether the viewer reads the staff's internal notes: staff of the hostel and the assignee. */
export const readsInternal = (viewer: Viewer): boolean => viewer.role !== Role.STUDENT;

/** The steps of a job's life, each from the states it may start in (repairs.service.ts and its siblings check them). */
export const STEP_FROM: Record<string, readonly RepairStatus[]> = {
  cancel: [RepairStatus.REPORTED],
  triage: OPEN_REPAIRS,
  assign: [RepairStatus.REPORTED, RepairStatus.ASSIGNED],
  start: [RepairStatus.ASSIGNED],
  fix: [RepairStatus.ASSIGNED, RepairStatus.IN_PROGRESS],
  confirm: [RepairStatus.FIXED],
  reopen: [RepairStatus.FIXED, RepairStatus.CLOSED],
  merge: OPEN_REPAIRS,
  comment: [RepairStatus.REPORTED, RepairStatus.ASSIGNED, RepairStatus.IN_PROGRESS, RepairStatus.FIXED, RepairStatus.CLOSED],
};

const WORDS: Record<RepairStatus, string> = {
  [RepairStatus.REPORTED]: 'reported',
  [RepairStatus.ASSIGNED]: 'assigned',
  [RepairStatus.IN_PROGRESS]: 'in progress',
  [RepairStatus.FIXED]: 'fixed',
  [RepairStatus.CLOSED]: 'closed',
  [RepairStatus.CANCELLED]: 'cancelled',
  [RepairStatus.MERGED]: 'merged into another job',
};

/** Why `step` cannot be taken from `status`, or undefined when it can. */
export function refusalOf(step: keyof typeof STEP_FROM, status: RepairStatus): string | undefined {
  return STEP_FROM[step]!.includes(status) ? undefined : `This job is ${WORDS[status]}: it cannot be ${step === 'fix' ? 'marked fixed' : step === 'start' ? 'started' : `${step}${step.endsWith('e') ? 'd' : 'ed'}`} now.`;
}
