import type { RepairCategory, RepairPriority, RepairStatus } from '../../core/enums.js';

/** A photo of a job: where to fetch it (the REST bridge, for those who may see the job). */
export interface RepairPhotoView {
  id: string;
  url: string;
  width: number;
  height: number;
  /** Who sent it: the student with the report, or the maintenance person with the fix; null once their account is gone. */
  sentByName: string | null;
  /** Sent by the student who reported the job (with the report), not with a fix. */
  fromReporter: boolean;
  createdAt: string;
}

/** A line of a job's thread; `internal` ones reach staff and the assignee only. */
export interface RepairCommentView {
  id: string;
  authorName: string | null;
  body: string;
  internal: boolean;
  createdAt: string;
}

/** A repair job as its reader may see it (the thread filtered for a student). */
export interface RepairJobView {
  id: string;
  status: RepairStatus;
  category: RepairCategory;
  description: string;
  urgency: RepairPriority;
  priority: RepairPriority | null;
  mayEnter: boolean;
  hostelId: string;
  hostelName: string;
  roomNumber: number | null;
  /** Whether the job's room is in service now; null for a common area. */
  roomInService: boolean | null;
  commonArea: string | null;
  studentId: string;
  studentName: string;
  assigneeId: string | null;
  assigneeName: string | null;
  dueAt: string | null;
  /** Open and past its due time. */
  overdue: boolean;
  mergedIntoId: string | null;
  createdAt: string;
  assignedAt: string | null;
  startedAt: string | null;
  fixedAt: string | null;
  closedAt: string | null;
  /** The student who reported it may cancel it now (reported, not yet assigned); false for everyone else. */
  canCancel: boolean;
  /** Until when the student who reported it may reopen it (7 days from the fix); null when they cannot. */
  reopenUntil: string | null;
  photos: RepairPhotoView[];
  comments: RepairCommentView[];
}

/** A photo's bytes, as served. */
export interface RepairPhotoFile {
  contentType: string;
  bytes: Buffer;
}
