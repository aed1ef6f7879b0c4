import type { BadgeTone } from 'ui';
import type { RepairCategory, RepairJob, RepairPriority, RepairStatus } from './repairs.operations';

/** The seven categories, in the order the form offers them. */
export const CATEGORY_WORDS: Record<RepairCategory, string> = {
  ELECTRICAL: 'Electrical (lights, fan, sockets)',
  PLUMBING: 'Plumbing (taps, toilet, leaks)',
  FURNITURE: 'Furniture (bed, table, cupboard)',
  INTERNET: 'Internet (Wi-Fi, LAN)',
  CLEANING: 'Cleaning',
  PESTS: 'Pests',
  OTHER: 'Something else',
};

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

/** How urgent it seems (the student's) or is (the office's priority), most urgent first. */
export const URGENCY_WORDS: Record<RepairPriority, string> = {
  URGENT: 'Urgent: unsafe, or I cannot use the room',
  HIGH: 'High: it gets in the way every day',
  NORMAL: 'Normal',
  LOW: 'Low: whenever there is time',
};

export const PRIORITY_WORDS: Record<RepairPriority, string> = { URGENT: 'Urgent', HIGH: 'High', NORMAL: 'Normal', LOW: 'Low' };

/** Each state's word, what it means for the student, and a tone that only repeats the word. */
export const STATUS_LOOK: Record<RepairStatus, { label: string; tone: BadgeTone; meaning: string }> = {
  REPORTED: { label: 'Reported', tone: 'warning', meaning: 'The office has your report and will assign it.' },
  ASSIGNED: { label: 'Assigned', tone: 'info', meaning: 'Someone from maintenance will come to fix it.' },
  IN_PROGRESS: { label: 'In progress', tone: 'info', meaning: 'Work on it has begun.' },
  FIXED: { label: 'Fixed', tone: 'success', meaning: 'Maintenance says it is fixed: confirm, or reopen it if it is not.' },
  CLOSED: { label: 'Closed', tone: 'neutral', meaning: 'The job is done.' },
  CANCELLED: { label: 'Cancelled', tone: 'neutral', meaning: 'You cancelled this report.' },
  MERGED: { label: 'Merged', tone: 'neutral', meaning: 'The office joined it to another report of the same problem.' },
};

/** Where the job is: "Room 204, BH-1" or "2nd floor washroom, BH-1". */
export const placeOf = (job: Pick<RepairJob, 'roomNumber' | 'commonArea' | 'hostelName'>): string =>
  `${job.roomNumber !== null ? `Room ${job.roomNumber}` : (job.commonArea ?? 'Common area')}, ${job.hostelName}`;
