import { Role } from '../../core/enums.js';
import { inScope, type Viewer } from '../../core/viewer.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A waiting parcel's student is reminded once, this long after it was logged. */
export const REMIND_AFTER_MS = 3 * DAY_MS;
/** The office's default: a parcel may be returned to sender 14 days after it arrived. */
export const DEFAULT_RETURN_DAYS = 14;
/** How long a QR token shown on My parcels works: the page signs a fresh one each time it is opened. */
export const TOKEN_TTL_MS = DAY_MS;
/** Recipients a search returns at most. */
export const MAX_RECIPIENTS = 10;

/** When a parcel logged at `loggedAt` may be returned to sender under the office's setting. */
export const returnableFrom = (loggedAt: Date, days: number): Date => new Date(loggedAt.getTime() + days * DAY_MS);

/** Who may see a parcel: its student, and the desk of its hostel (guards and wardens of it, the admins). */
export function maySee(viewer: Viewer, parcel: { studentId: string; hostelId: string }): boolean {
  if (viewer.role === Role.STUDENT) return viewer.userId === parcel.studentId;
  if (viewer.role === Role.MAINTENANCE) return false;
  return inScope(viewer, parcel.hostelId);
}
