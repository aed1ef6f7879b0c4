import type { ActivityKind, BookingMode, EarlyExitRule, FeedEventKind, GateDirection, Gender, GuardianConsent, NotificationKind, RequestStatus, Responsibility, Role, RoomKind, RoommateResponse, RoomRequestStatus, WaitlistStatus } from './enums.js';

/**
 * What services return and events carry: plain, JSON-safe data (dates as ISO strings), so an
 * event means the same in this process and after a trip through Redis. GraphQL types and the
 * REST shapes are both drawn from these.
 */

export interface RoomView {
  id: string;
  hostelId: string;
  hostelName: string;
  number: number;
  /** One of its hostel's floors (0: the ground floor). */
  floor: number;
  type: RoomKind;
  capacity: number;
  /** Out of service (maintenance): no one may book it, and no one is in it. */
  inService: boolean;
  /** Why it is out of service; null when in service. */
  outOfServiceReason: string | null;
  /** Retired by the office: `rooms` never lists it; `roomChanges` sends it once, so grids drop it. */
  retired: boolean;
  /** Beds free to book: capacity minus holders minus beds held for a waitlist offer (none while out of service or retired). */
  freeBeds: number;
  /** Beds held for the first student on the hostel's waitlist (an offer not yet answered). */
  heldBeds: number;
  isAvailable: boolean;
  /** A Double with both beds free: a student and their roommate may ask for it together. */
  takesPair: boolean;
}

export interface HostelView {
  id: string;
  /** The code, e.g. `GH-1`. */
  name: string;
  /** The display name; the code when the office gave none. */
  title: string;
  gender: Gender;
  bookingMode: BookingMode;
  amenities: string[];
  /** 0: its rooms start on the ground floor; 1: on the 1st. */
  firstFloor: number;
  /** How many floors: its rooms lie on firstFloor to firstFloor + floors - 1. */
  floors: number;
  /** Retired by the office: only admins who ask see it. */
  retired: boolean;
  /** Its rooms, retired ones not counted. */
  totalRooms: number;
  /** Rooms in service with a free bed. */
  availableRooms: number;
  /** Rooms in service with no free bed. */
  bookedRooms: number;
  outOfServiceRooms: number;
  singleRooms: number;
  doubleRooms: number;
  tripleRooms: number;
  quadRooms: number;
  /** Beds of its rooms in service. */
  totalBeds: number;
  freeBeds: number;
  /** Whether a new outpass first asks the student's guardian. */
  guardianConsentRequired: boolean;
  /** What the gate does with a student going out well before their declared out time. */
  earlyExit: EarlyExitRule;
}

/** Someone in a room's bed, as the office sees them: a student, or the student a bed is held for by a waitlist offer (`held`). */
export interface RoomOccupantView {
  roomId: string;
  bed: number;
  studentId: string;
  name: string;
  enrollmentId: string | null;
  held: boolean;
}

/** A student as another screen shows them; contact details are null where the viewer may not see them. */
export interface PersonView {
  id: string;
  name: string;
  enrollmentId: string | null;
  email: string | null;
  address: string | null;
  phoneNumber: string | null;
  dob: string | null;
  gender: Gender | null;
}

/** A user's own account as the API shows it: a person with a role, never the password hash. */
export interface UserView {
  id: string;
  role: Role;
  name: string;
  email: string;
  enrollmentId?: string | null;
  address?: string | null;
  phoneNumber?: string | null;
  dob?: string | null;
  gender?: Gender | null;
  guardianName?: string | null;
  guardianEmail?: string | null;
  guardianPhone?: string | null;
  emailNotifications: boolean;
}

export interface RoomRequestView {
  id: string;
  status: RoomRequestStatus;
  student: PersonView;
  roommate: PersonView | null;
  /** The named roommate's answer; null without a roommate. */
  roommateResponse: RoommateResponse | null;
  respondedAt: string | null;
  room: RoomView;
  /** Whether the room still has beds for this request: one, or two with a roommate. */
  fits: boolean;
  /** A room change: the student holds a bed and asks to move to this room. */
  change: boolean;
  decisionReason: string | null;
  createdAt: string;
  decidedAt: string | null;
}

/** The bed a student holds, with whoever shares the room. */
export interface MyRoomView {
  room: RoomView;
  bed: number;
  roommates: PersonView[];
  /** Placed by a selection process's assignment (the office), not booked by the student. */
  placedByOffice: boolean;
}

/** A person as fellow students see them: who they are, none of their contact details. */
export const publicPerson = (person: PersonView): PersonView => ({ ...person, email: null, address: null, phoneNumber: null, dob: null });

/** A room request as its two students see it (they know each other's name and enrollment ID). */
export const roomRequestForStudents = (view: RoomRequestView): RoomRequestView => ({
  ...view,
  student: publicPerson(view.student),
  roommate: view.roommate && publicPerson(view.roommate),
});

export interface OutpassView {
  id: string;
  studentId: string;
  name: string;
  where: string;
  dateOfArrival: string;
  outTime: string;
  reason: string;
  responsibility: Responsibility;
  rollNo: string;
  description: string | null;
  status: RequestStatus;
  decisionReason: string | null;
  createdAt: string;
  decidedAt: string | null;
  /** When the student is due back (the date of arrival at the return time, office zone). */
  expectedReturnAt: string;
  /** The return time, HH:MM in the office's zone. */
  returnTime: string;
  cancelledAt: string | null;
  outAt: string | null;
  returnedAt: string | null;
  overdueAt: string | null;
  /** Returned after the expected return (it was Overdue, or came back after the time before the sweep ran). */
  returnedLate: boolean;
  guardianConsent: GuardianConsent;
  guardianAnsweredAt: string | null;
  /** The hostel it was asked from (its name), if the student had a bed. */
  hostelName: string | null;
}

/** A gate pass as the student shows it: the signed token, its QR code and a code to type. */
export interface GatePassView {
  outpassId: string;
  token: string;
  code: string;
  /** The QR code of the token, an SVG document. */
  qrSvg: string;
  expiresAt: string;
}

/** What the gate screen shows after a scan it accepted. */
export interface GateScanView {
  direction: GateDirection;
  at: string;
  late: boolean;
  studentName: string;
  initial: string;
  enrollmentId: string;
  hostelName: string | null;
  outpass: OutpassView;
  /** Going out well before the outpass's declared out time (the hostel lets them, with a warning). */
  early: boolean;
  /** What the guard must see beside the student, e.g. `Early: declared out at 10:00, now 05:23`; null: nothing. */
  warning: string | null;
}

/** What a guardian's link shows them (no login). */
export interface GuardianRequestView {
  studentName: string;
  hostelName: string | null;
  where: string;
  reason: string;
  outTime: string;
  dateOfArrival: string;
  expectedReturnAt: string;
  returnTime: string;
  consent: GuardianConsent;
}

export interface ActivityView {
  id: string;
  type: ActivityKind;
  description: string;
  timestamp: string;
  resolved: boolean;
  outpassId: string | null;
  roomRequestId: string | null;
  /** The hostel it belongs to (null: a student with no bed yet; admins only). */
  hostelId: string | null;
}

export interface AdminCounts {
  totalStudents: number;
  pendingOutpasses: number;
  pendingRoomRequests: number;
  /** Outpasses Out past their expected return. */
  overdueOutpasses: number;
}

export interface AdminFeedEvent {
  kind: FeedEventKind;
  activity: ActivityView;
  counts: AdminCounts;
}

/** Whether a staff member has set a password, and whether they may log in. */
export type StaffStatus = 'INVITED' | 'ACTIVE' | 'DISABLED';

/** An admin or warden, as the staff screen lists them. */
export interface StaffView {
  id: string;
  name: string;
  email: string;
  role: Role;
  hostels: { id: string; name: string }[];
  status: StaffStatus;
  invitedAt: string | null;
  createdAt: string;
}

/** One audit event, its before and after as the fields they name. */
export interface AuditEventView {
  id: string;
  at: string;
  actorId: string | null;
  actorName: string | null;
  actorRole: string | null;
  action: string;
  objectType: string;
  objectId: string;
  studentId: string | null;
  hostelId: string | null;
  changes: { field: string; before: string | null; after: string | null }[];
  address: string | null;
}

export interface AuditPage {
  items: AuditEventView[];
  /** Pass as `before` for the next (older) page; null on the last page. */
  nextBefore: string | null;
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

/** Where a student lived in one academic year (the open year: the bed they hold now). */
export interface YearAllocationView {
  hostel: string;
  roomNumber: number;
  bed: number;
  heldFrom: string;
  /** When the year closed; null in the open year. */
  heldUntil: string | null;
}

/** A student's place in a hostel's waitlist in one academic year. */
export interface YearWaitlistView {
  hostel: string;
  roomType: RoomKind | null;
  status: WaitlistStatus;
  joinedAt: string;
  endedAt: string | null;
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

/** A stored selection window; hostelId null is the window for every hostel without its own. */
export interface SelectionWindowView {
  hostelId: string | null;
  hostelName: string | null;
  opensAt: string | null;
  closesAt: string | null;
  enrollmentPrefixes: string[];
  updatedAt: string;
}

/** Where one viewer stands in one hostel's window, now (the server's clock). */
export interface SelectionWindowStateView {
  hostelId: string;
  hostelName: string;
  state: 'OPEN' | 'NOT_YET' | 'CLOSED' | 'NOT_ELIGIBLE';
  opensAt: string | null;
  closesAt: string | null;
  /** Who may take part: enrollment IDs starting with one of these; empty: every student. */
  enrollmentPrefixes: string[];
  now: string;
}

/** How many room requests and outpasses were asked on one day. */
export interface DailyCountView {
  day: string;
  roomRequests: number;
  outpasses: number;
}

/** One notification under a person's bell. */
export interface NotificationView {
  id: string;
  userId: string;
  kind: NotificationKind;
  title: string;
  body: string;
  link: string | null;
  createdAt: string;
  read: boolean;
}
