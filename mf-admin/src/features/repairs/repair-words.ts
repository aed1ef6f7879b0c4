import type { BadgeTone } from 'ui';
import type { Trade } from '../../gql/graphql';
import type { RepairCategory, RepairJobRow, RepairPriority, RepairStatus as Status } from './repairs.operations';

import { REPAIRS_PATH } from '../../layout/nav-items';

/** Where the office's repair screens live: the sidebar's entry, and each job's page below it. */
export { REPAIRS_PATH };
export const repairPath = (id: string): string => `${REPAIRS_PATH}/${id}`;

/** The jobs the gateway lists when no status is asked for (its "open" ones). */
export const OPEN_STATUSES: readonly Status[] = ['REPORTED', 'ASSIGNED', 'IN_PROGRESS'];

/** Each state as the office reads it, a tone that only repeats the word, and what it means for the office. */
export const STATUS_LOOK: Record<Status, { label: string; tone: BadgeTone; meaning: string }> = {
  REPORTED: { label: 'Reported', tone: 'warning', meaning: 'Nobody is assigned yet: set a priority and assign it.' },
  ASSIGNED: { label: 'Assigned', tone: 'info', meaning: 'Waiting for the maintenance person to start.' },
  IN_PROGRESS: { label: 'In progress', tone: 'info', meaning: 'Work on it has begun.' },
  FIXED: { label: 'Fixed', tone: 'success', meaning: 'Maintenance says it is fixed: the student confirms it, or it closes by itself after 3 days.' },
  CLOSED: { label: 'Closed', tone: 'neutral', meaning: 'The job is done.' },
  CANCELLED: { label: 'Cancelled', tone: 'neutral', meaning: 'The student cancelled the report.' },
  MERGED: { label: 'Merged', tone: 'neutral', meaning: 'It was joined to another job about the same problem.' },
};

/** A job in one of these states is only read: nothing more is done to it here. */
export const READ_ONLY: readonly Status[] = ['CLOSED', 'CANCELLED', 'MERGED'];

/** Why a read-only job offers nothing. */
export const READ_ONLY_WORDS: Partial<Record<Status, string>> = {
  CLOSED: 'This job is closed. It can no longer be changed; the student may still reopen it within 7 days of the fix.',
  CANCELLED: 'The student cancelled this report. It can no longer be changed.',
  MERGED: 'This job was merged into another job about the same problem. It can no longer be changed; follow the other job.',
};

export const CATEGORY_WORDS: Record<RepairCategory, string> = {
  ELECTRICAL: 'Electrical',
  PLUMBING: 'Plumbing',
  FURNITURE: 'Furniture',
  INTERNET: 'Internet',
  CLEANING: 'Cleaning',
  PESTS: 'Pests',
  OTHER: 'Other',
};

/** Priorities, most urgent first. */
export const PRIORITIES: readonly RepairPriority[] = ['URGENT', 'HIGH', 'NORMAL', 'LOW'];
export const PRIORITY_WORDS: Record<RepairPriority, string> = { URGENT: 'Urgent', HIGH: 'High', NORMAL: 'Normal', LOW: 'Low' };

/** Hours as the office says them: "4 hours", "1 day", "3 days", "30 hours". */
export function duration(hours: number): string {
  if (hours % 24 === 0) return hours === 24 ? '1 day' : `${hours / 24} days`;
  return hours === 1 ? '1 hour' : `${hours} hours`;
}

/** "Urgent (fix within 4 hours)", or the word alone while the times are not known. */
export const priorityChoice = (priority: RepairPriority, hours: number | undefined): string =>
  hours ? `${PRIORITY_WORDS[priority]} (fix within ${duration(hours)})` : PRIORITY_WORDS[priority];

/** Which trade fixes what (the gateway's repairs.rules.ts); `null`: anyone may. */
export const TRADE_FOR: Record<RepairCategory, Trade | null> = {
  ELECTRICAL: 'ELECTRICAL',
  PLUMBING: 'PLUMBING',
  FURNITURE: 'CARPENTRY',
  INTERNET: 'NETWORK',
  CLEANING: 'HOUSEKEEPING',
  PESTS: 'HOUSEKEEPING',
  OTHER: null,
};

export const TRADE_WORDS: Record<Trade, string> = {
  ELECTRICAL: 'electrical',
  PLUMBING: 'plumbing',
  CARPENTRY: 'carpentry',
  NETWORK: 'network',
  HOUSEKEEPING: 'housekeeping',
};

/** Where the job is: "Room 204, BH-1" or "2nd floor washroom, BH-1" (as the student's screen says it). */
export const placeOf = (job: Pick<RepairJobRow, 'roomNumber' | 'commonArea' | 'hostelName'>): string =>
  `${job.roomNumber !== null ? `Room ${job.roomNumber}` : (job.commonArea ?? 'Common area')}, ${job.hostelName}`;

/** Whether two jobs are about the same place (the gateway's merge rule: room, or common area in any case). */
export const samePlace = (a: Pick<RepairJobRow, 'hostelId' | 'roomNumber' | 'commonArea'>, b: Pick<RepairJobRow, 'hostelId' | 'roomNumber' | 'commonArea'>): boolean =>
  a.hostelId === b.hostelId && a.roomNumber === b.roomNumber && (a.commonArea ?? '').toLowerCase() === (b.commonArea ?? '').toLowerCase();
