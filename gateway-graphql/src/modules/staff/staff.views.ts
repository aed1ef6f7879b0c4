import type { Gender, Role, Trade } from '../../core/enums.js';
import type { OutpassView, PersonView, RoomRequestView, RoomView, UserView } from '../../core/views.js';
import type { YearAllocationView, YearWaitlistView } from '../year/index.js';
import type { AuditEventView } from '../audit/index.js';

// What the staff module's services return: plain, JSON-safe data, as core/views.ts says. The
// views that events carry, and that adapters outside the modules read, are core/views.ts's own.

/** Whether a staff member has set a password, and whether they may log in. */
export type StaffStatus = 'INVITED' | 'ACTIVE' | 'DISABLED';

/** An admin or warden, as the staff screen lists them. */
export interface StaffView {
  id: string;
  name: string;
  email: string;
  role: Role;
  hostels: { id: string; name: string }[];
  /** A maintenance person's trade; null for everyone else. */
  trade: Trade | null;
  status: StaffStatus;
  invitedAt: string | null;
  createdAt: string;
}

/** A student as a search lists them. */
export interface StudentSummaryView {
  id: string;
  name: string;
  email: string;
  enrollmentId: string | null;
  gender: Gender | null;
  disabled: boolean;
  hostelName: string | null;
  roomNumber: number | null;
  bed: number | null;
}

export interface StudentPage {
  items: StudentSummaryView[];
  page: number;
  pageSize: number;
  hasMore: boolean;
}

/** One student's whole record for the office. `student` is the account (the GraphQL User type). */
export interface StudentRecordView {
  student: UserView;
  bed: { room: RoomView; bed: number } | null;
  roommates: PersonView[];
  roomRequests: RoomRequestView[];
  outpasses: OutpassView[];
  audit: AuditEventView[];
  /** Every academic year the student has anything in, the open year first, then newest first. */
  years: StudentYearView[];
}

/** One academic year of a student's record: kept read-only once the year closes. */
export interface StudentYearView {
  name: string;
  openedAt: string;
  closedAt: string | null;
  current: boolean;
  allocation: YearAllocationView | null;
  roomRequests: RoomRequestView[];
  outpasses: OutpassView[];
  waitlist: YearWaitlistView[];
}
