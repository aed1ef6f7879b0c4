import { plural } from '../../shared/plural';
import type { PendingItemRow, YearClosing } from './year.operations';

/** What waits, by the server's kind, as the office says it. */
export const PENDING_KIND: Record<string, string> = {
  room_request: 'Room request',
  roommate_invitation: 'Roommate invitation',
  outpass: 'Outpass',
  waitlist_offer: 'Bed offer',
  selection_process: 'Selection process',
};

export const kindWords = (kind: string): string => PENDING_KIND[kind] ?? kind.replace(/_/g, ' ');

/** "Asha Patil (21CS001)" or "Asha Patil". */
export const studentWords = ({ studentName, enrollmentId }: { studentName: string | null; enrollmentId?: string | null }): string =>
  enrollmentId ? `${studentName ?? ''} (${enrollmentId})` : (studentName ?? '');

/**
 * Where the office settles what waits: a request (or a roommate's answer it waits on) on Booking
 * Requests, a bed offer on its hostel's waitlist, a process on its own page, an outpass waiting for
 * a decision on Outpass Requests, one the student is out on at the Gate (their return), and one
 * approved and unused in the student's record (only the student can cancel it).
 */
export function settledAt(item: Pick<PendingItemRow, 'kind' | 'id' | 'studentId' | 'hostelId' | 'status'>): { to: string; label: string } {
  switch (item.kind) {
    case 'room_request':
    case 'roommate_invitation':
      return { to: '/adminpage/roomrequests', label: 'Booking Requests' };
    case 'waitlist_offer':
      return { to: item.hostelId ? `/adminpage/waitlist?hostel=${encodeURIComponent(item.hostelId)}` : '/adminpage/waitlist', label: 'Waitlist' };
    case 'selection_process':
      return { to: `/adminpage/selection/processes/${encodeURIComponent(item.id)}`, label: 'The process' };
    case 'outpass':
      if (item.status === 'Pending') return { to: '/adminpage/outpassrequest', label: 'Outpass Requests' };
      if (item.status === 'Out' || item.status === 'Overdue') return { to: '/adminpage/gate', label: 'Gate' };
      break;
  }
  return item.studentId ? { to: `/adminpage/students/${encodeURIComponent(item.studentId)}`, label: 'Student record' } : { to: '/adminpage/dashboard', label: 'Dashboard' };
}

/** What closing a year did, counted, as the summary lists it. */
export const closingCounts = (c: YearClosing): { label: string; value: string }[] => [
  { label: 'Allocations archived', value: `${plural(c.allocationsArchived, 'bed')} kept in students’ records, under ${c.closedYear}` },
  { label: 'Rooms freed', value: plural(c.roomsFreed, 'room') },
  { label: 'Waiting lists', value: `${plural(c.waitlistPlacesClosed, 'place')} closed` },
  { label: 'Selection windows', value: `${plural(c.selectionWindowsRemoved, 'window')} removed` },
  { label: 'Roster', value: `${plural(c.rosterEntriesKept, 'student')} kept on the ${c.closedYear} roster` },
];

/** Why Close is not offered while things wait. */
export const BLOCKED_WORDS = (year: string, n: number): string =>
  `${n === 1 ? 'This still waits' : `These ${n} still wait`} in ${year}. The year cannot close until each is settled: each links to where it is settled.`;

/** What closing a year does, in sentences: the confirmation dialog says each. */
export const CLOSING_DOES = (year: string, next: string): string[] => [
  `The academic year ${year} closes and ${next} opens.`,
  `Every bed is freed. Where each student lived is kept in their record, under ${year}, with their requests, outpasses and waitlist places.`,
  'Every waiting list closes.',
  'Selection stays closed until you set the new windows on the Selection Window page.',
  `The roster of ${year} is kept as it stands; ${next} starts with an empty roster, which you carry on from the Roster page.`,
  'This cannot be undone.',
];

/** The status line after a close. */
export const closedWords = (closed: string, next: string): string => `The academic year ${closed} is closed. ${next} is now the open year.`;

/** An academic year's name: four digits, a hyphen (or slash), two or four digits (2027-28, 2027-2028). */
export const YEAR_NAME = /^\d{4}[-/](\d{2}|\d{4})$/;
