import type { RepairCategory, RepairJob, RepairStatus } from '../repairs.operations';
import { placeOf, PRIORITY_WORDS } from '../repair-words';

/** The office's words, said the same way on the maintenance person's phone. */
export { placeOf, PRIORITY_WORDS };

/** A category's short name, as a job's title reads it. */
export const CATEGORY_TITLE: Record<RepairCategory, string> = {
  ELECTRICAL: 'Electrical',
  PLUMBING: 'Plumbing',
  FURNITURE: 'Furniture',
  INTERNET: 'Internet',
  CLEANING: 'Cleaning',
  PESTS: 'Pests',
  OTHER: 'Other',
};

export const STATUS_WORDS: Record<RepairStatus, string> = {
  REPORTED: 'Reported',
  ASSIGNED: 'Assigned',
  IN_PROGRESS: 'In progress',
  FIXED: 'Fixed',
  CLOSED: 'Closed',
  CANCELLED: 'Cancelled',
  MERGED: 'Merged',
};

/** A job's name on its card and in what an action says: "Electrical: Room 204, BH-1". */
export const jobTitle = (job: Pick<RepairJob, 'category' | 'roomNumber' | 'commonArea' | 'hostelName'>): string => `${CATEGORY_TITLE[job.category]}: ${placeOf(job)}`;
