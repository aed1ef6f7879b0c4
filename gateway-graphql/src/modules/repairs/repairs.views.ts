import type { RepairCategory, RepairPriority, RepairStatus } from '../../core/enums.js';

/** A photo of a job: where to fetch it (the REST bridge, for those who may see the job). */
export interface RepairPhotoView {
  id: string;
  url: string;
  width: number;
  height: number;
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
  photos: RepairPhotoView[];
  comments: RepairCommentView[];
}

/** A photo's bytes, as served. */
export interface RepairPhotoFile {
  contentType: string;
  bytes: Buffer;
}
