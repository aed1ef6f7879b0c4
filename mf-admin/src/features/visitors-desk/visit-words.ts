import { lazyDateFormat } from 'web-kit';
import { calendarDay } from '../../shared/calendar-day';
import type { DeskVisit, VisitorIdType, VisitStatus } from './visitors-desk.operations';

/** The identity documents a visitor may show, in the desk's words, in the order offered. */
export const ID_TYPE_WORDS: Record<VisitorIdType, string> = {
  AADHAAR: 'Aadhaar',
  DRIVING_LICENCE: 'Driving licence',
  PASSPORT: 'Passport',
  VOTER_ID: 'Voter ID',
  COLLEGE_ID: 'College ID',
  OTHER: 'Other',
};

/** A visit's status as the desk says it. */
export const STATUS_WORDS: Record<VisitStatus, string> = {
  PENDING_APPROVAL: "Waiting for a warden's approval",
  EXPECTED: 'Expected',
  ASKING: 'Asking the host',
  SIGNED_IN: 'Signed in',
  SIGNED_OUT: 'Signed out',
  DECLINED: 'Declined',
  EXPIRED: 'The host never answered',
  CANCELLED: 'Cancelled by the student',
};

const CLOCK = lazyDateFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** A moment as the office's clock reads it, "10:05". */
export const clockTime = (iso: string): string => CLOCK.format(new Date(iso));

/** The host as the guard reads them: "Asha Rao, Room 204, GH-1". */
export function hostWords(visit: Pick<DeskVisit, 'studentName' | 'roomNumber' | 'hostelName'>): string {
  return `${visit.studentName}${visit.roomNumber === null ? '' : `, Room ${visit.roomNumber}`}, ${visit.hostelName}`;
}

/** The visit's day and hours: "12 Mar 2026, 10:00–12:00"; an overnight guest's "12 Mar 2026 from 18:00, overnight until 11:00 the next day". */
export function whenWords(visit: Pick<DeskVisit, 'day' | 'expectedFrom' | 'expectedTo' | 'overnight'>): string {
  const day = calendarDay(visit.day);
  return visit.overnight ? `${day} from ${visit.expectedFrom}, overnight until ${visit.expectedTo} the next day` : `${day}, ${visit.expectedFrom}–${visit.expectedTo}`;
}

/** The typed last 4 characters of an ID as the server takes them: letters and digits, 4. */
export const LAST4 = /^[0-9A-Za-z]{4}$/;
export const LAST4_WORDS = 'Type the last 4 characters of the ID (letters and digits).';

/** Whole minutes (rounded up) a walk-in's host still has to answer; null once the time is up or answered. */
export function minutesLeft(visit: DeskVisit, now: number): number | null {
  if (visit.status !== 'ASKING' || !visit.askExpiresAt) return null;
  const left = Date.parse(visit.askExpiresAt) - now;
  return left > 0 ? Math.ceil(left / 60_000) : null;
}

/** What became of a walk-in's question, in the desk's words (`now`: the browser's clock). */
export function answerWords(visit: DeskVisit, now: number): string {
  if (visit.status === 'ASKING') return minutesLeft(visit, now) === null ? 'No answer in time: not signed in' : `Asking ${visit.studentName}…`;
  if (visit.status === 'SIGNED_IN') return 'Accepted — signed in';
  if (visit.status === 'SIGNED_OUT') return 'Accepted — since signed out';
  if (visit.status === 'DECLINED') return 'Declined';
  if (visit.status === 'EXPIRED') return 'No answer in time: not signed in';
  return STATUS_WORDS[visit.status];
}

/** The hours of a visit on its day: "10:00–12:00", or an overnight guest's "from 18:00, overnight until 11:00 the next day". */
export function hoursWords(visit: Pick<DeskVisit, 'expectedFrom' | 'expectedTo' | 'overnight'>): string {
  return visit.overnight ? `From ${visit.expectedFrom}, overnight until ${visit.expectedTo} the next day` : `${visit.expectedFrom}–${visit.expectedTo}`;
}
