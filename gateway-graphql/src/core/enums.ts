/**
 * The closed sets of the domain, one place for all: stored as these values (native PostgreSQL
 * enums), returned in views, and exposed as GraphQL enums (graphql/enums.ts registers them).
 */

/**
 * Stored role. The REST bridge shows `admin` as the spec's 'Admin'. A warden is staff for the
 * hostels assigned to them only; an admin is staff for all of them and manages the staff.
 */
export enum Role {
  STUDENT = 'student',
  ADMIN = 'admin',
  WARDEN = 'warden',
  /** At the campus gate: scans gate passes, and nothing else. */
  GUARD = 'guard',
  /** Fixes what students report (a trade: electrician, plumber, …): sees only the repair jobs assigned to them. */
  MAINTENANCE = 'maintenance',
}

/** The roles that work in the office (the admin area). */
export const STAFF_ROLES = [Role.ADMIN, Role.WARDEN] as const;

/** Who may scan a gate pass: the guards, and the office (a warden for their own hostels). */
export const GATE_ROLES = [Role.GUARD, Role.ADMIN, Role.WARDEN] as const;

/** Who keeps a hostel's front desk (parcels): its guards and wardens (their hostels), the admins (all). */
export const FRONT_DESK_ROLES = [Role.GUARD, Role.WARDEN, Role.ADMIN] as const;

export enum Gender {
  MALE = 'Male',
  FEMALE = 'Female',
}

/** Instant: a student takes a bed at once (girls' blocks). Approval: an admin decides (boys' blocks). */
export enum BookingMode {
  INSTANT = 'instant',
  APPROVAL = 'approval',
}

/** A room's size; its capacity follows (Single 1, Double 2, Triple 3, Quad 4; a CHECK keeps them consistent). */
export enum RoomKind {
  SINGLE = 'Single',
  DOUBLE = 'Double',
  TRIPLE = 'Triple',
  QUAD = 'Quad',
}

/** Every room type, smallest first. */
export const ROOM_KINDS = [RoomKind.SINGLE, RoomKind.DOUBLE, RoomKind.TRIPLE, RoomKind.QUAD] as const;

/** The beds a room of this type has: the one place this rule lives (the database's rooms_capacity_check mirrors it). */
export const capacityOf = (type: RoomKind): number => ROOM_KINDS.indexOf(type) + 1;

/**
 * An outpass's life (the spec's Pending, Approved, and what follows them): Pending until staff
 * approve or reject it; Pending or Approved may be Cancelled by the student before leaving;
 * Approved becomes Out at the gate, Out becomes Returned at the gate, or Overdue when the
 * expected return passes first (then Returned, kept as late). See outpass.transition.ts.
 */
export enum RequestStatus {
  PENDING = 'Pending',
  APPROVED = 'Approved',
  REJECTED = 'Rejected',
  CANCELLED = 'Cancelled',
  OUT = 'Out',
  RETURNED = 'Returned',
  OVERDUE = 'Overdue',
}

/** A guardian's part in an outpass, when the student's hostel asks for it. */
export enum GuardianConsent {
  NOT_REQUIRED = 'NotRequired',
  AWAITING = 'Awaiting',
  GIVEN = 'Given',
  REFUSED = 'Refused',
}

/** Which way a gate scan let the student through. */
export enum GateDirection {
  OUT = 'OUT',
  RETURNED = 'RETURNED',
}

/**
 * A hostel's rule for a student going out well before the out time their outpass declares:
 * Warn (let them through, the guard sees a warning) or Refuse (not before that time).
 */
export enum EarlyExitRule {
  WARN = 'Warn',
  REFUSE = 'Refuse',
}

/** What an admin decides. */
export enum Decision {
  APPROVED = 'Approved',
  REJECTED = 'Rejected',
}

/**
 * A room request's life: Pending until an admin approves or rejects it, the requester cancels
 * it, or the named roommate declines it. Only Pending requests change.
 */
export enum RoomRequestStatus {
  PENDING = 'Pending',
  APPROVED = 'Approved',
  REJECTED = 'Rejected',
  CANCELLED = 'Cancelled',
  DECLINED = 'Declined',
}

/** The named roommate's answer to the invitation; an admin approves only an Accepted pair. */
export enum RoommateResponse {
  PENDING = 'Pending',
  ACCEPTED = 'Accepted',
  DECLINED = 'Declined',
}

/** The spec's outpass field: whether the student takes responsibility, Yes or No. */
export enum Responsibility {
  YES = 'Yes',
  NO = 'No',
}

/** What an item of the admin's Recent Activity is about. */
export enum ActivityKind {
  OUTPASS_REQUEST = 'Outpass Request',
  ROOM_BOOKING_REQUEST = 'Room Booking Request',
  OUTPASS_OVERDUE = 'Outpass Overdue',
}

/** Whether a live activity was just created or just resolved. */
export enum FeedEventKind {
  CREATED = 'CREATED',
  RESOLVED = 'RESOLVED',
}

/** What a notification is about. */
export enum NotificationKind {
  OUTPASS_APPROVED = 'OUTPASS_APPROVED',
  OUTPASS_REJECTED = 'OUTPASS_REJECTED',
  OUTPASS_OUT = 'OUTPASS_OUT',
  OUTPASS_RETURNED = 'OUTPASS_RETURNED',
  OUTPASS_OVERDUE = 'OUTPASS_OVERDUE',
  GUARDIAN_ANSWERED = 'GUARDIAN_ANSWERED',
  ROOM_REQUEST_APPROVED = 'ROOM_REQUEST_APPROVED',
  ROOM_REQUEST_REJECTED = 'ROOM_REQUEST_REJECTED',
  BED_OFFERED = 'BED_OFFERED',
  BED_OFFER_ENDED = 'BED_OFFER_ENDED',
  ROOM_REASSIGNED = 'ROOM_REASSIGNED',
  CHECKED_OUT = 'CHECKED_OUT',
  /** A repair job moved (assigned, in progress, fixed, closed, a comment, escalated). */
  REPAIR_UPDATED = 'REPAIR_UPDATED',
  /** A parcel was logged at the student's front desk (perishable ones say so). */
  PARCEL_ARRIVED = 'PARCEL_ARRIVED',
  /** A parcel waiting 3 days, once; a parcel collected; a parcel returned to sender. */
  PARCEL_REMINDER = 'PARCEL_REMINDER',
  PARCEL_COLLECTED = 'PARCEL_COLLECTED',
  PARCEL_RETURNED = 'PARCEL_RETURNED',
  /** The desk asks the host of a walk-in visitor: accept or decline within 10 minutes. */
  VISIT_ASKED = 'VISIT_ASKED',
  /** A warden decided an overnight guest; a visitor signed in or out. */
  VISIT_DECIDED = 'VISIT_DECIDED',
  VISITOR_SIGNED_IN = 'VISITOR_SIGNED_IN',
  VISITOR_SIGNED_OUT = 'VISITOR_SIGNED_OUT',
  /** To the hostel's guards and wardens: a visitor is still in after visiting hours. */
  VISITOR_OVERSTAY = 'VISITOR_OVERSTAY',
}

/**
 * A place on a hostel's waitlist: Waiting in line; Offered while a bed is held for the student;
 * then it ends: Housed (accepted an offer, or took a bed another way), Declined, Expired (an
 * offer not answered in time), Left (the student left the line) or Removed (by staff).
 */
export enum WaitlistStatus {
  WAITING = 'Waiting',
  OFFERED = 'Offered',
  HOUSED = 'Housed',
  DECLINED = 'Declined',
  EXPIRED = 'Expired',
  LEFT = 'Left',
  REMOVED = 'Removed',
  /** Still waiting when the academic year closed: the line ends with the year. */
  CLOSED = 'Closed',
}

/** The waitlist's places still in line. */
export const ACTIVE_WAITLIST = [WaitlistStatus.WAITING, WaitlistStatus.OFFERED] as const;

/**
 * A bed offered to the first student in line: Held (no one else can take the bed) until they
 * accept it, decline it, let it expire, or it is Withdrawn (they took another bed, left the line).
 */
export enum OfferStatus {
  HELD = 'Held',
  ACCEPTED = 'Accepted',
  DECLINED = 'Declined',
  EXPIRED = 'Expired',
  WITHDRAWN = 'Withdrawn',
}

/** What a repair is about (the student's choice). */
export enum RepairCategory {
  ELECTRICAL = 'electrical',
  PLUMBING = 'plumbing',
  FURNITURE = 'furniture',
  INTERNET = 'internet',
  CLEANING = 'cleaning',
  PESTS = 'pests',
  OTHER = 'other',
}

/** A maintenance person's trade: who may be assigned which repairs (repairs.rules.ts). */
export enum Trade {
  ELECTRICAL = 'electrical',
  PLUMBING = 'plumbing',
  CARPENTRY = 'carpentry',
  NETWORK = 'network',
  HOUSEKEEPING = 'housekeeping',
}

/** How soon a repair must be fixed: the student's sense of it, then the warden's priority (each with a time to fix). */
export enum RepairPriority {
  URGENT = 'urgent',
  HIGH = 'high',
  NORMAL = 'normal',
  LOW = 'low',
}

/**
 * A repair job's life: Reported, Assigned (to a maintenance person), InProgress, Fixed, then
 * Closed (the student confirms, or 3 days pass); Cancelled by the student before it is
 * assigned; Merged into the open job it duplicates. See repairs.transition.ts.
 */
export enum RepairStatus {
  REPORTED = 'reported',
  ASSIGNED = 'assigned',
  IN_PROGRESS = 'in_progress',
  FIXED = 'fixed',
  CLOSED = 'closed',
  CANCELLED = 'cancelled',
  MERGED = 'merged',
}

/** The repair states still open (counted against a student's 10, and overdue when past due). */
export const OPEN_REPAIRS = [RepairStatus.REPORTED, RepairStatus.ASSIGNED, RepairStatus.IN_PROGRESS] as const;

/** A parcel at a hostel's front desk: Waiting until the student collects it, or the desk returns it to sender. */
export enum ParcelStatus {
  WAITING = 'waiting',
  COLLECTED = 'collected',
  RETURNED = 'returned',
}

/**
 * A visit to a student at a hostel's front desk (issue 54). A pre-registered visit is Expected
 * (or Pending a warden's approval first, for an overnight guest where the hostel asks for one);
 * a walk-in is Asking its host until they answer (10 minutes). Then Signed in, Signed out; or it
 * ends Declined (by the warden or the host), Expired (the host never answered) or Cancelled.
 */
export enum VisitStatus {
  PENDING_APPROVAL = 'pending_approval',
  EXPECTED = 'expected',
  ASKING = 'asking',
  SIGNED_IN = 'signed_in',
  SIGNED_OUT = 'signed_out',
  DECLINED = 'declined',
  EXPIRED = 'expired',
  CANCELLED = 'cancelled',
}

/** The identity document a visitor shows at the desk (only its type and last 4 characters are kept). */
export enum VisitorIdType {
  AADHAAR = 'aadhaar',
  DRIVING_LICENCE = 'driving_licence',
  PASSPORT = 'passport',
  VOTER_ID = 'voter_id',
  COLLEGE_ID = 'college_id',
  OTHER = 'other',
}

/** A remote's canary release (issue 55): judged while Running, held while Paused; it ends Promoted, Rolled back or Aborted. */
export enum CanaryStatus {
  RUNNING = 'running',
  PAUSED = 'paused',
  PROMOTED = 'promoted',
  ROLLED_BACK = 'rolled_back',
  ABORTED = 'aborted',
}

/** What a browser reports of a remote's release: it loaded, it failed to load, it threw, or a Web Vital. */
export enum CanaryReportKind {
  LOADED = 'loaded',
  LOAD_ERROR = 'load_error',
  RENDER_ERROR = 'render_error',
  UNHANDLED_ERROR = 'unhandled_error',
  VITAL = 'vital',
}
