import type { ActivityKind, BookingMode, EarlyExitRule, FeedEventKind, Gender, GuardianConsent, NotificationKind, RequestStatus, Responsibility, Role, RoomKind, RoommateResponse, RoomRequestStatus } from './enums.js';

/**
 * What services return and events carry: plain, JSON-safe data (dates as ISO strings), so an
 * event means the same in this process and after a trip through Redis. GraphQL types and the
 * REST shapes are both drawn from these. Only the views core's events carry and http/'s REST
 * edge reads live here; each module keeps the rest beside its services (`<module>.views.ts`).
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
  /** Accessible (step-free, wider door, adapted bathroom): the assignment gives it to students who need one first. */
  accessible: boolean;
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
  /**
   * A roommate group's request (docs/decisions/0151): the group's other members, whose beds it asks
   * for too, their acceptance of the group their consent; empty for any other request.
   */
  group: PersonView[];
  /** The named roommate's answer; null without a roommate. */
  roommateResponse: RoommateResponse | null;
  respondedAt: string | null;
  room: RoomView;
  /** Whether the room still has beds for this request: one, two with a roommate, one each for a group. */
  fits: boolean;
  /** A room change: the student holds a bed and asks to move to this room. */
  change: boolean;
  decisionReason: string | null;
  createdAt: string;
  decidedAt: string | null;
}

/** A person as fellow students see them: who they are, none of their contact details. */
export const publicPerson = (person: PersonView): PersonView => ({ ...person, email: null, address: null, phoneNumber: null, dob: null });

/** A room request as its students see it (they know each other's name and enrollment ID). */
export const roomRequestForStudents = (view: RoomRequestView): RoomRequestView => ({
  ...view,
  student: publicPerson(view.student),
  roommate: view.roommate && publicPerson(view.roommate),
  group: view.group.map(publicPerson),
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
