import type { RepairJob, RepairStatus } from '../repairs.operations';
import { CATEGORY_WORDS, placeOf, PRIORITY_WORDS, STATUS_LOOK } from '../repair-words';

/** The office's words, said the same way on the maintenance person's phone. */
export { placeOf, PRIORITY_WORDS };

/** A category's short name, as a job's title reads it (the office's word). */
export const CATEGORY_TITLE = CATEGORY_WORDS;

/** Each state's word, as the office's list says it. */
export const STATUS_WORDS = Object.fromEntries(Object.entries(STATUS_LOOK).map(([status, look]) => [status, look.label])) as Record<RepairStatus, string>;

/** A job's name on its card and in what an action says: "Electrical: Room 204, BH-1". */
export const jobTitle = (job: Pick<RepairJob, 'category' | 'roomNumber' | 'commonArea' | 'hostelName'>): string => `${CATEGORY_TITLE[job.category]}: ${placeOf(job)}`;
