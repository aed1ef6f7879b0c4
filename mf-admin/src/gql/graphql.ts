/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** 'Outpass Request' or 'Room Booking Request' */
export type ActivityKind =
  | 'OUTPASS_OVERDUE'
  | 'OUTPASS_REQUEST'
  | 'ROOM_BOOKING_REQUEST';

export type AuditFilter = {
  action?: string | null | undefined;
  /** Part of the actor's name */
  actor?: string | null | undefined;
  /** The nextBefore of the previous page */
  before?: string | null | undefined;
  /** YYYY-MM-DD, inclusive */
  from?: string | null | undefined;
  /** 1 to 200, default 50 */
  limit?: number | null | undefined;
  objectId?: string | null | undefined;
  objectType?: string | null | undefined;
  studentId?: string | null | undefined;
  /** YYYY-MM-DD, inclusive */
  to?: string | null | undefined;
};

/** INSTANT: a student takes a bed at once (the girls' blocks). APPROVAL: an admin decides (the boys') */
export type BookingMode =
  | 'APPROVAL'
  | 'INSTANT';

export type Decision =
  | 'APPROVED'
  | 'REJECTED';

/** A hostel's rule for a student going out well before their outpass's declared out time: WARN lets them through with a warning to the guard; REFUSE turns them back until then */
export type EarlyExitRule =
  | 'REFUSE'
  | 'WARN';

export type FeedEventKind =
  | 'CREATED'
  | 'RESOLVED';

/** Which way a gate scan let the student through */
export type GateDirection =
  | 'OUT'
  | 'RETURNED';

export type Gender =
  | 'FEMALE'
  | 'MALE';

/** The guardian's answer, when the student's hostel asks for it */
export type GuardianConsent =
  | 'AWAITING'
  | 'GIVEN'
  | 'NOT_REQUIRED'
  | 'REFUSED';

export type HostelChangesInput = {
  amenities?: Array<string> | null | undefined;
  bookingMode?: BookingMode | null | undefined;
  /** Every room must stay on one of the floors */
  firstFloor?: number | null | undefined;
  /** Every room must stay on one of the floors */
  floors?: number | null | undefined;
  /** Refused while anyone lives there, holds a bed, asks for a room or waits in its line (HOSTEL_OCCUPIED) */
  gender?: Gender | null | undefined;
  /** Blank: the code again */
  title?: string | null | undefined;
};

export type InviteStaffInput = {
  email: string;
  /** A warden's hostels (at least one); ignored for an admin */
  hostelIds: Array<string>;
  name: string;
  /** WARDEN or ADMIN */
  role: Role;
};

export type NewHostelInput = {
  amenities?: Array<string> | null | undefined;
  /** INSTANT: students take a bed at once; APPROVAL: they ask, and the office decides */
  bookingMode: BookingMode;
  /** 0: rooms start on the ground floor; 1: on the 1st floor */
  firstFloor: number;
  /** How many floors (1 to 20) */
  floors: number;
  gender: Gender;
  /** Whether a new outpass first asks the student's guardian (default false) */
  guardianConsentRequired?: boolean | null | undefined;
  /** The code: a capital letter, then 1 to 11 capitals, digits or dashes (GH-4); upper-cased */
  name: string;
  /** The display name, e.g. "Girls' Hostel 4"; the code when absent */
  title?: string | null | undefined;
};

export type NewRoomInput = {
  /** One of the hostel's floors (firstFloor to firstFloor + floors - 1) */
  floor: number;
  /** 1 to 9999, unique in its hostel */
  number: number;
  /** Its capacity follows: Single 1, Double 2, Triple 3, Quad 4 */
  type: RoomKind;
};

/** Held for the student until they accept or decline it, it expires, or it is Withdrawn */
export type OfferStatus =
  | 'ACCEPTED'
  | 'DECLINED'
  | 'EXPIRED'
  | 'HELD'
  | 'WITHDRAWN';

/** An outpass's state: Pending, then Approved or Rejected; Cancelled by the student before leaving; Out and Returned at the gate; Overdue when the expected return passes first */
export type RequestStatus =
  | 'APPROVED'
  | 'CANCELLED'
  | 'OUT'
  | 'OVERDUE'
  | 'PENDING'
  | 'REJECTED'
  | 'RETURNED';

/** Whether the student takes responsibility: the spec's Yes or No */
export type Responsibility =
  | 'NO'
  | 'YES';

/** student; admin (the spec shows it as "Admin"); warden (staff for their assigned hostels only); guard (scans gate passes) */
export type Role =
  | 'ADMIN'
  | 'GUARD'
  | 'STUDENT'
  | 'WARDEN';

export type RoomChangesInput = {
  floor?: number | null | undefined;
  /** A smaller type is refused while more people are in the room than it has beds (ROOM_OCCUPIED) */
  type?: RoomKind | null | undefined;
};

/** A room's size: Single (one bed), Double (two), Triple (three) or Quad (four) */
export type RoomKind =
  | 'DOUBLE'
  | 'QUAD'
  | 'SINGLE'
  | 'TRIPLE';

/** Pending until an admin approves or rejects it, the requester cancels it, or the named roommate declines it */
export type RoomRequestStatus =
  | 'APPROVED'
  | 'CANCELLED'
  | 'DECLINED'
  | 'PENDING'
  | 'REJECTED';

/** The named roommate's answer to the invitation */
export type RoommateResponse =
  | 'ACCEPTED'
  | 'DECLINED'
  | 'PENDING';

export type RosterStudentInput = {
  email: string;
  enrollmentId: string;
  gender: Gender;
  name: string;
  programme: string;
  /** 1 to 8 */
  yearOfStudy: number;
};

export type SelectionWindowInput = {
  closesAt?: string | null | undefined;
  enrollmentPrefixes?: Array<string> | null | undefined;
  /** Null or absent: the window for every hostel */
  hostelId?: string | null | undefined;
  opensAt?: string | null | undefined;
};

/** How students join: OPEN, anyone may sign up; ROSTER, only a student on the hostel office's roster, with the email and gender it has for them */
export type SignupMode =
  | 'OPEN'
  | 'ROSTER';

/** INVITED: no password set yet. ACTIVE: may log in. DISABLED: may not. */
export type StaffStatus =
  | 'ACTIVE'
  | 'DISABLED'
  | 'INVITED';

export type UpdateStaffInput = {
  hostelIds: Array<string>;
  /** WARDEN or ADMIN */
  role: Role;
};

/** Waiting in line; Offered (a bed is held); or ended: Housed, Declined, Expired, Left, Removed, Closed (still waiting when the academic year closed) */
export type WaitlistStatus =
  | 'CLOSED'
  | 'DECLINED'
  | 'EXPIRED'
  | 'HOUSED'
  | 'LEFT'
  | 'OFFERED'
  | 'REMOVED'
  | 'WAITING';

export type AdminAuditEventsQueryVariables = Exact<{
  filter?: AuditFilter | null | undefined;
}>;


export type AdminAuditEventsQuery = { auditEvents: { nextBefore: string | null, items: Array<{ id: string, at: string, actorName: string | null, actorRole: string | null, action: string, objectType: string, objectId: string, studentId: string | null, address: string | null, changes: Array<{ field: string, before: string | null, after: string | null }> }> } };

export type AdminActivityFragment = { id: string, type: ActivityKind, description: string, timestamp: string, resolved: boolean, outpassId: string | null, roomRequestId: string | null };

export type AdminCountsFieldsFragment = { totalStudents: number, pendingOutpasses: number, pendingRoomRequests: number, overdueOutpasses: number };

export type AdminDashboardCountsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminDashboardCountsQuery = { adminCounts: { totalStudents: number, pendingOutpasses: number, pendingRoomRequests: number, overdueOutpasses: number } };

export type AdminRecentActivityQueryVariables = Exact<{
  limit: number;
}>;


export type AdminRecentActivityQuery = { recentActivity: Array<{ id: string, type: ActivityKind, description: string, timestamp: string, resolved: boolean, outpassId: string | null, roomRequestId: string | null }> };

export type AdminDashboardFeedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type AdminDashboardFeedSubscription = { adminFeed: { kind: FeedEventKind, activity: { id: string, type: ActivityKind, description: string, timestamp: string, resolved: boolean, outpassId: string | null, roomRequestId: string | null }, counts: { totalStudents: number, pendingOutpasses: number, pendingRoomRequests: number, overdueOutpasses: number } } };

export type AdminAwayOutpassFragment = { id: string, name: string, rollNo: string, where: string, dateOfArrival: string, returnTime: string, status: RequestStatus };

export type AdminAwayNowQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminAwayNowQuery = { outpassesByStatus: Array<{ id: string, name: string, rollNo: string, where: string, dateOfArrival: string, returnTime: string, status: RequestStatus }> };

export type AdminAwayChangesSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type AdminAwayChangesSubscription = { outpassChanged: { id: string, name: string, rollNo: string, where: string, dateOfArrival: string, returnTime: string, status: RequestStatus } };

export type AdminDashboardChartsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminDashboardChartsQuery = { hostels: Array<{ id: string, name: string, totalBeds: number, freeBeds: number }>, dailyCounts: Array<{ day: string, roomRequests: number, outpasses: number }> };

export type AdminScanGatePassMutationVariables = Exact<{
  code: string;
  direction: GateDirection;
}>;


export type AdminScanGatePassMutation = { scanGatePass: { direction: GateDirection, at: string, late: boolean, studentName: string, initial: string, enrollmentId: string, hostelName: string | null, early: boolean, warning: string | null, outpass: { id: string, where: string, dateOfArrival: string, returnTime: string, expectedReturnAt: string, status: RequestStatus } } };

export type AdminInventoryHostelFragment = { id: string, name: string, title: string, gender: Gender, bookingMode: BookingMode, firstFloor: number, floors: number, amenities: Array<string>, guardianConsentRequired: boolean, totalRooms: number, availableRooms: number, outOfServiceRooms: number, retired: boolean };

export type AdminInventoryRoomFragment = { id: string, hostelId: string, number: number, floor: number, type: RoomKind, capacity: number, freeBeds: number, heldBeds: number, inService: boolean, outOfServiceReason: string | null, retired: boolean };

export type AdminInventoryQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminInventoryQuery = { hostels: Array<{ id: string, name: string, title: string, gender: Gender, bookingMode: BookingMode, firstFloor: number, floors: number, amenities: Array<string>, guardianConsentRequired: boolean, totalRooms: number, availableRooms: number, outOfServiceRooms: number, retired: boolean }> };

export type AdminHostelRoomsQueryVariables = Exact<{
  hostel: string;
}>;


export type AdminHostelRoomsQuery = { rooms: Array<{ id: string, hostelId: string, number: number, floor: number, type: RoomKind, capacity: number, freeBeds: number, heldBeds: number, inService: boolean, outOfServiceReason: string | null, retired: boolean }> };

export type AdminRoomOccupantsQueryVariables = Exact<{
  roomId: string;
}>;


export type AdminRoomOccupantsQuery = { roomOccupants: Array<{ roomId: string, bed: number, studentId: string, name: string, enrollmentId: string | null, held: boolean }> };

export type AdminCreateHostelMutationVariables = Exact<{
  input: NewHostelInput;
}>;


export type AdminCreateHostelMutation = { createHostel: { id: string, name: string, title: string, gender: Gender, bookingMode: BookingMode, firstFloor: number, floors: number, amenities: Array<string>, guardianConsentRequired: boolean, totalRooms: number, availableRooms: number, outOfServiceRooms: number, retired: boolean } };

export type AdminUpdateHostelMutationVariables = Exact<{
  hostelId: string;
  changes: HostelChangesInput;
}>;


export type AdminUpdateHostelMutation = { updateHostel: { id: string, name: string, title: string, gender: Gender, bookingMode: BookingMode, firstFloor: number, floors: number, amenities: Array<string>, guardianConsentRequired: boolean, totalRooms: number, availableRooms: number, outOfServiceRooms: number, retired: boolean } };

export type AdminRetireHostelMutationVariables = Exact<{
  hostelId: string;
}>;


export type AdminRetireHostelMutation = { retireHostel: { id: string, name: string, title: string, gender: Gender, bookingMode: BookingMode, firstFloor: number, floors: number, amenities: Array<string>, guardianConsentRequired: boolean, totalRooms: number, availableRooms: number, outOfServiceRooms: number, retired: boolean } };

export type AdminAddRoomMutationVariables = Exact<{
  hostelId: string;
  input: NewRoomInput;
}>;


export type AdminAddRoomMutation = { addRoom: { id: string, hostelId: string, number: number, floor: number, type: RoomKind, capacity: number, freeBeds: number, heldBeds: number, inService: boolean, outOfServiceReason: string | null, retired: boolean } };

export type AdminUpdateRoomMutationVariables = Exact<{
  roomId: string;
  changes: RoomChangesInput;
}>;


export type AdminUpdateRoomMutation = { updateRoom: { id: string, hostelId: string, number: number, floor: number, type: RoomKind, capacity: number, freeBeds: number, heldBeds: number, inService: boolean, outOfServiceReason: string | null, retired: boolean } };

export type AdminSetRoomInServiceMutationVariables = Exact<{
  roomId: string;
  inService: boolean;
  reason?: string | null | undefined;
}>;


export type AdminSetRoomInServiceMutation = { setRoomInService: { id: string, hostelId: string, number: number, floor: number, type: RoomKind, capacity: number, freeBeds: number, heldBeds: number, inService: boolean, outOfServiceReason: string | null, retired: boolean } };

export type AdminRetireRoomMutationVariables = Exact<{
  roomId: string;
}>;


export type AdminRetireRoomMutation = { retireRoom: { id: string, retired: boolean } };

export type AdminPendingOutpassesQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminPendingOutpassesQuery = { pendingOutpasses: Array<{ id: string, name: string, rollNo: string, where: string, responsibility: Responsibility, reason: string, dateOfArrival: string, outTime: string, returnTime: string, expectedReturnAt: string, guardianConsent: GuardianConsent }> };

export type AdminDecideOutpassMutationVariables = Exact<{
  id: string;
  decision: Decision;
  reason?: string | null | undefined;
}>;


export type AdminDecideOutpassMutation = { decideOutpass: { id: string, status: RequestStatus } };

export type AdminOutpassChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type AdminOutpassChangedSubscription = { outpassChanged: { id: string, status: RequestStatus, guardianConsent: GuardianConsent } };

export type AdminProfileQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminProfileQuery = { me: { id: string, name: string, email: string, address: string | null, phoneNumber: string | null, dob: string | null } | null };

export type AdminHostelsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminHostelsQuery = { hostels: Array<{ id: string, name: string, gender: Gender, totalRooms: number, availableRooms: number, bookedRooms: number, singleRooms: number, doubleRooms: number, amenities: Array<string> }> };

export type AdminRequestedRoomFragment = { id: string, hostelName: string, number: number, type: RoomKind, isAvailable: boolean, freeBeds: number };

export type AdminPendingRoomRequestsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminPendingRoomRequestsQuery = { pendingRoomRequests: Array<{ id: string, status: RoomRequestStatus, roommateResponse: RoommateResponse | null, fits: boolean, change: boolean, createdAt: string, room: { id: string, hostelName: string, number: number, type: RoomKind, isAvailable: boolean, freeBeds: number }, student: { id: string, name: string, enrollmentId: string | null }, roommate: { id: string, name: string, enrollmentId: string | null } | null }> };

export type AdminRoomRequestQueryVariables = Exact<{
  id: string;
}>;


export type AdminRoomRequestQuery = { roomRequest: { id: string, status: RoomRequestStatus, roommateResponse: RoommateResponse | null, fits: boolean, change: boolean, createdAt: string, room: { id: string, hostelName: string, number: number, type: RoomKind, isAvailable: boolean, freeBeds: number }, student: { id: string, name: string, enrollmentId: string | null, email: string | null, address: string | null, phoneNumber: string | null }, roommate: { id: string, name: string, enrollmentId: string | null, email: string | null, address: string | null, phoneNumber: string | null } | null } };

export type AdminDecideRoomRequestMutationVariables = Exact<{
  id: string;
  decision: Decision;
  reason?: string | null | undefined;
}>;


export type AdminDecideRoomRequestMutation = { decideRoomRequest: { id: string, status: RoomRequestStatus, fits: boolean, room: { id: string, freeBeds: number, isAvailable: boolean } } };

export type AdminRoomRequestUpdatesSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type AdminRoomRequestUpdatesSubscription = { roomRequestUpdates: { id: string, status: RoomRequestStatus, roommateResponse: RoommateResponse | null, fits: boolean, change: boolean, room: { id: string, hostelName: string, number: number, type: RoomKind, isAvailable: boolean, freeBeds: number } } };

export type AdminCampusSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminCampusSettingsQuery = { campusSettings: { signupMode: SignupMode } };

export type AdminSetSignupModeMutationVariables = Exact<{
  mode: SignupMode;
}>;


export type AdminSetSignupModeMutation = { setSignupMode: { signupMode: SignupMode } };

export type AdminRosterQueryVariables = Exact<{
  search?: string | null | undefined;
  offset: number;
  limit: number;
}>;


export type AdminRosterQuery = { roster: { total: number, entries: Array<{ enrollmentId: string, name: string, email: string, gender: Gender, yearOfStudy: number, programme: string, signedUp: boolean, invitedAt: string | null }> } };

export type AdminAddRosterStudentMutationVariables = Exact<{
  input: RosterStudentInput;
}>;


export type AdminAddRosterStudentMutation = { addRosterStudent: { enrollmentId: string, name: string, email: string, gender: Gender, yearOfStudy: number, programme: string, signedUp: boolean, invitedAt: string | null } };

export type AdminInviteRosterStudentsMutationVariables = Exact<{
  enrollmentIds?: Array<string> | string | null | undefined;
}>;


export type AdminInviteRosterStudentsMutation = { inviteRosterStudents: number };

export type AdminEarlyExitRulesQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminEarlyExitRulesQuery = { hostels: Array<{ id: string, name: string, earlyExit: EarlyExitRule }> };

export type AdminSetEarlyExitRuleMutationVariables = Exact<{
  hostelId: string;
  rule: EarlyExitRule;
}>;


export type AdminSetEarlyExitRuleMutation = { setEarlyExitRule: { id: string, earlyExit: EarlyExitRule } };

export type AdminGuardianConsentQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminGuardianConsentQuery = { hostels: Array<{ id: string, name: string, guardianConsentRequired: boolean }> };

export type AdminSetGuardianConsentRequiredMutationVariables = Exact<{
  hostelId: string;
  required: boolean;
}>;


export type AdminSetGuardianConsentRequiredMutation = { setGuardianConsentRequired: { id: string, guardianConsentRequired: boolean } };

export type AdminSelectionWindowsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminSelectionWindowsQuery = { selectionWindows: Array<{ hostelId: string | null, hostelName: string | null, opensAt: string | null, closesAt: string | null, enrollmentPrefixes: Array<string>, updatedAt: string }>, hostels: Array<{ id: string, name: string }> };

export type AdminSetSelectionWindowMutationVariables = Exact<{
  input: SelectionWindowInput;
}>;


export type AdminSetSelectionWindowMutation = { setSelectionWindow: { hostelId: string | null, hostelName: string | null, opensAt: string | null, closesAt: string | null, enrollmentPrefixes: Array<string>, updatedAt: string } };

export type AdminClearSelectionWindowMutationVariables = Exact<{
  hostelId: string;
}>;


export type AdminClearSelectionWindowMutation = { clearSelectionWindow: boolean };

export type AdminStaffQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminStaffQuery = { staff: Array<{ id: string, name: string, email: string, role: Role, status: StaffStatus, invitedAt: string | null, hostels: Array<{ id: string, name: string }> }>, hostels: Array<{ id: string, name: string }> };

export type AdminInviteStaffMutationVariables = Exact<{
  input: InviteStaffInput;
}>;


export type AdminInviteStaffMutation = { inviteStaff: { id: string, name: string, email: string, role: Role, status: StaffStatus, invitedAt: string | null, hostels: Array<{ id: string, name: string }> } };

export type AdminUpdateStaffMutationVariables = Exact<{
  id: string;
  input: UpdateStaffInput;
}>;


export type AdminUpdateStaffMutation = { updateStaff: { id: string, role: Role, status: StaffStatus, hostels: Array<{ id: string, name: string }> } };

export type AdminResendInviteMutationVariables = Exact<{
  id: string;
}>;


export type AdminResendInviteMutation = { resendStaffInvite: { id: string, invitedAt: string | null, status: StaffStatus } };

export type AdminSetAccountDisabledMutationVariables = Exact<{
  id: string;
  disabled: boolean;
}>;


export type AdminSetAccountDisabledMutation = { setAccountDisabled: { id: string, disabled: boolean } };

export type AdminCheckOutStudentMutationVariables = Exact<{
  studentId: string;
  reason: string;
}>;


export type AdminCheckOutStudentMutation = { checkOutStudent: boolean };

export type AdminReassignStudentMutationVariables = Exact<{
  studentId: string;
  roomId: string;
  withRoommate: boolean;
  reason: string;
}>;


export type AdminReassignStudentMutation = { reassignStudent: { bed: number, room: { id: string, number: number, hostelName: string, freeBeds: number, isAvailable: boolean }, roommates: Array<{ id: string, name: string }> } };

export type AdminSwapStudentsMutationVariables = Exact<{
  studentId: string;
  otherStudentId: string;
  reason: string;
}>;


export type AdminSwapStudentsMutation = { swapStudents: boolean };

export type AdminMoveHostelsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminMoveHostelsQuery = { hostels: Array<{ id: string, name: string }> };

export type AdminMoveRoomsQueryVariables = Exact<{
  hostel: string;
}>;


export type AdminMoveRoomsQuery = { rooms: Array<{ id: string, number: number, type: RoomKind, capacity: number, freeBeds: number, isAvailable: boolean }> };

export type AdminStudentRoommatesQueryVariables = Exact<{
  id: string;
}>;


export type AdminStudentRoommatesQuery = { studentRecord: { student: { id: string }, roommates: Array<{ id: string, name: string, enrollmentId: string | null }> } };

export type AdminStudentsQueryVariables = Exact<{
  search: string;
  page: number;
}>;


export type AdminStudentsQuery = { students: { page: number, hasMore: boolean, items: Array<{ id: string, name: string, email: string, enrollmentId: string | null, disabled: boolean, hostelName: string | null, roomNumber: number | null, bed: number | null }> } };

export type AdminStudentRecordQueryVariables = Exact<{
  id: string;
}>;


export type AdminStudentRecordQuery = { studentRecord: { student: { id: string, name: string, email: string, enrollmentId: string | null, gender: Gender | null, phoneNumber: string | null, address: string | null, dob: string | null }, bed: { bed: number, room: { id: string, number: number, hostelName: string, type: RoomKind } } | null, roommates: Array<{ id: string, name: string, enrollmentId: string | null }>, roomRequests: Array<{ id: string, status: RoomRequestStatus, createdAt: string, decidedAt: string | null, decisionReason: string | null, room: { id: string, number: number, hostelName: string }, student: { id: string, name: string }, roommate: { id: string, name: string } | null }>, outpasses: Array<{ id: string, where: string, dateOfArrival: string, outTime: string, returnTime: string, status: RequestStatus, createdAt: string, decisionReason: string | null }>, years: Array<{ name: string, openedAt: string, closedAt: string | null, current: boolean, allocation: { hostel: string, roomNumber: number, bed: number, heldFrom: string, heldUntil: string | null } | null, roomRequests: Array<{ id: string, status: RoomRequestStatus, createdAt: string, room: { id: string, number: number, hostelName: string } }>, outpasses: Array<{ id: string, where: string, dateOfArrival: string, outTime: string, returnTime: string, status: RequestStatus, createdAt: string }>, waitlist: Array<{ hostel: string, roomType: RoomKind | null, status: WaitlistStatus, joinedAt: string, endedAt: string | null }> }>, audit: Array<{ id: string, at: string, actorName: string | null, actorRole: string | null, action: string, changes: Array<{ field: string, before: string | null, after: string | null }> }> } };

export type AdminWaitlistPlaceFragment = { id: string, hostelId: string, hostelName: string, roomType: RoomKind | null, status: WaitlistStatus, position: number | null, inLine: number, joinedAt: string, student: { id: string, name: string, enrollmentId: string | null } | null, offer: { id: string, bed: number, status: OfferStatus, expiresAt: string, room: { id: string, number: number } } | null };

export type AdminWaitlistHostelsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminWaitlistHostelsQuery = { hostels: Array<{ id: string, name: string }> };

export type AdminWaitlistQueryVariables = Exact<{
  hostelId: string;
}>;


export type AdminWaitlistQuery = { waitlist: Array<{ id: string, hostelId: string, hostelName: string, roomType: RoomKind | null, status: WaitlistStatus, position: number | null, inLine: number, joinedAt: string, student: { id: string, name: string, enrollmentId: string | null } | null, offer: { id: string, bed: number, status: OfferStatus, expiresAt: string, room: { id: string, number: number } } | null }> };

export type AdminMoveWaitlistPlaceMutationVariables = Exact<{
  id: string;
  position: number;
  reason: string;
}>;


export type AdminMoveWaitlistPlaceMutation = { moveWaitlistPlace: Array<{ id: string, hostelId: string, hostelName: string, roomType: RoomKind | null, status: WaitlistStatus, position: number | null, inLine: number, joinedAt: string, student: { id: string, name: string, enrollmentId: string | null } | null, offer: { id: string, bed: number, status: OfferStatus, expiresAt: string, room: { id: string, number: number } } | null }> };

export type AdminRemoveWaitlistPlaceMutationVariables = Exact<{
  id: string;
  reason: string;
}>;


export type AdminRemoveWaitlistPlaceMutation = { removeWaitlistPlace: Array<{ id: string, hostelId: string, hostelName: string, roomType: RoomKind | null, status: WaitlistStatus, position: number | null, inLine: number, joinedAt: string, student: { id: string, name: string, enrollmentId: string | null } | null, offer: { id: string, bed: number, status: OfferStatus, expiresAt: string, room: { id: string, number: number } } | null }> };

export type AdminWaitlistUpdatesSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type AdminWaitlistUpdatesSubscription = { waitlistUpdates: { hostelId: string } };

export type AdminAcademicYearsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminAcademicYearsQuery = { currentAcademicYear: { id: string, name: string, openedAt: string, closedAt: string | null, current: boolean }, academicYears: Array<{ id: string, name: string, openedAt: string, closedAt: string | null, current: boolean }> };

export type AdminPendingBeforeCloseQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminPendingBeforeCloseQuery = { pendingBeforeClose: Array<{ kind: string, studentName: string, enrollmentId: string | null, hostel: string | null, detail: string }> };

export type AdminCloseAcademicYearMutationVariables = Exact<{
  nextName: string;
}>;


export type AdminCloseAcademicYearMutation = { closeAcademicYear: { id: string, name: string, openedAt: string, closedAt: string | null, current: boolean } };

export type AdminStaffViewerQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminStaffViewerQuery = { me: { id: string, role: Role } | null };

export const AdminActivityFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminActivity"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Activity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}},{"kind":"Field","name":{"kind":"Name","value":"resolved"}},{"kind":"Field","name":{"kind":"Name","value":"outpassId"}},{"kind":"Field","name":{"kind":"Name","value":"roomRequestId"}}]}}]} as unknown as DocumentNode<AdminActivityFragment, unknown>;
export const AdminCountsFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminCountsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminCounts"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalStudents"}},{"kind":"Field","name":{"kind":"Name","value":"pendingOutpasses"}},{"kind":"Field","name":{"kind":"Name","value":"pendingRoomRequests"}},{"kind":"Field","name":{"kind":"Name","value":"overdueOutpasses"}}]}}]} as unknown as DocumentNode<AdminCountsFieldsFragment, unknown>;
export const AdminAwayOutpassFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminAwayOutpass"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Outpass"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"rollNo"}},{"kind":"Field","name":{"kind":"Name","value":"where"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfArrival"}},{"kind":"Field","name":{"kind":"Name","value":"returnTime"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]} as unknown as DocumentNode<AdminAwayOutpassFragment, unknown>;
export const AdminInventoryHostelFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminInventoryHostel"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Hostel"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"bookingMode"}},{"kind":"Field","name":{"kind":"Name","value":"firstFloor"}},{"kind":"Field","name":{"kind":"Name","value":"floors"}},{"kind":"Field","name":{"kind":"Name","value":"amenities"}},{"kind":"Field","name":{"kind":"Name","value":"guardianConsentRequired"}},{"kind":"Field","name":{"kind":"Name","value":"totalRooms"}},{"kind":"Field","name":{"kind":"Name","value":"availableRooms"}},{"kind":"Field","name":{"kind":"Name","value":"outOfServiceRooms"}},{"kind":"Field","name":{"kind":"Name","value":"retired"}}]}}]} as unknown as DocumentNode<AdminInventoryHostelFragment, unknown>;
export const AdminInventoryRoomFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminInventoryRoom"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Room"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"hostelId"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"floor"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"capacity"}},{"kind":"Field","name":{"kind":"Name","value":"freeBeds"}},{"kind":"Field","name":{"kind":"Name","value":"heldBeds"}},{"kind":"Field","name":{"kind":"Name","value":"inService"}},{"kind":"Field","name":{"kind":"Name","value":"outOfServiceReason"}},{"kind":"Field","name":{"kind":"Name","value":"retired"}}]}}]} as unknown as DocumentNode<AdminInventoryRoomFragment, unknown>;
export const AdminRequestedRoomFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminRequestedRoom"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Room"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"hostelName"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"isAvailable"}},{"kind":"Field","name":{"kind":"Name","value":"freeBeds"}}]}}]} as unknown as DocumentNode<AdminRequestedRoomFragment, unknown>;
export const AdminWaitlistPlaceFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminWaitlistPlace"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WaitlistPlace"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"hostelId"}},{"kind":"Field","name":{"kind":"Name","value":"hostelName"}},{"kind":"Field","name":{"kind":"Name","value":"roomType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"inLine"}},{"kind":"Field","name":{"kind":"Name","value":"joinedAt"}},{"kind":"Field","name":{"kind":"Name","value":"student"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"enrollmentId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"offer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bed"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"room"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}}]}}]}}]}}]} as unknown as DocumentNode<AdminWaitlistPlaceFragment, unknown>;
export const AdminAuditEventsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminAuditEvents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AuditFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"auditEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nextBefore"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"actorName"}},{"kind":"Field","name":{"kind":"Name","value":"actorRole"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"objectType"}},{"kind":"Field","name":{"kind":"Name","value":"objectId"}},{"kind":"Field","name":{"kind":"Name","value":"studentId"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"after"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AdminAuditEventsQuery, AdminAuditEventsQueryVariables>;
export const AdminDashboardCountsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminDashboardCounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminCounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminCountsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminCountsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminCounts"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalStudents"}},{"kind":"Field","name":{"kind":"Name","value":"pendingOutpasses"}},{"kind":"Field","name":{"kind":"Name","value":"pendingRoomRequests"}},{"kind":"Field","name":{"kind":"Name","value":"overdueOutpasses"}}]}}]} as unknown as DocumentNode<AdminDashboardCountsQuery, AdminDashboardCountsQueryVariables>;
export const AdminRecentActivityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminRecentActivity"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recentActivity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminActivity"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminActivity"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Activity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}},{"kind":"Field","name":{"kind":"Name","value":"resolved"}},{"kind":"Field","name":{"kind":"Name","value":"outpassId"}},{"kind":"Field","name":{"kind":"Name","value":"roomRequestId"}}]}}]} as unknown as DocumentNode<AdminRecentActivityQuery, AdminRecentActivityQueryVariables>;
export const AdminDashboardFeedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"AdminDashboardFeed"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminFeed"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"activity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminActivity"}}]}},{"kind":"Field","name":{"kind":"Name","value":"counts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminCountsFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminActivity"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Activity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}},{"kind":"Field","name":{"kind":"Name","value":"resolved"}},{"kind":"Field","name":{"kind":"Name","value":"outpassId"}},{"kind":"Field","name":{"kind":"Name","value":"roomRequestId"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminCountsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminCounts"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalStudents"}},{"kind":"Field","name":{"kind":"Name","value":"pendingOutpasses"}},{"kind":"Field","name":{"kind":"Name","value":"pendingRoomRequests"}},{"kind":"Field","name":{"kind":"Name","value":"overdueOutpasses"}}]}}]} as unknown as DocumentNode<AdminDashboardFeedSubscription, AdminDashboardFeedSubscriptionVariables>;
export const AdminAwayNowDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminAwayNow"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"outpassesByStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"statuses"},"value":{"kind":"ListValue","values":[{"kind":"EnumValue","value":"OUT"},{"kind":"EnumValue","value":"OVERDUE"}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminAwayOutpass"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminAwayOutpass"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Outpass"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"rollNo"}},{"kind":"Field","name":{"kind":"Name","value":"where"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfArrival"}},{"kind":"Field","name":{"kind":"Name","value":"returnTime"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]} as unknown as DocumentNode<AdminAwayNowQuery, AdminAwayNowQueryVariables>;
export const AdminAwayChangesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"AdminAwayChanges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"outpassChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminAwayOutpass"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminAwayOutpass"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Outpass"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"rollNo"}},{"kind":"Field","name":{"kind":"Name","value":"where"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfArrival"}},{"kind":"Field","name":{"kind":"Name","value":"returnTime"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]} as unknown as DocumentNode<AdminAwayChangesSubscription, AdminAwayChangesSubscriptionVariables>;
export const AdminDashboardChartsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminDashboardCharts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hostels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"totalBeds"}},{"kind":"Field","name":{"kind":"Name","value":"freeBeds"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dailyCounts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"days"},"value":{"kind":"IntValue","value":"14"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"roomRequests"}},{"kind":"Field","name":{"kind":"Name","value":"outpasses"}}]}}]}}]} as unknown as DocumentNode<AdminDashboardChartsQuery, AdminDashboardChartsQueryVariables>;
export const AdminScanGatePassDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminScanGatePass"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"direction"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GateDirection"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"scanGatePass"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}},{"kind":"Argument","name":{"kind":"Name","value":"direction"},"value":{"kind":"Variable","name":{"kind":"Name","value":"direction"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"direction"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"late"}},{"kind":"Field","name":{"kind":"Name","value":"studentName"}},{"kind":"Field","name":{"kind":"Name","value":"initial"}},{"kind":"Field","name":{"kind":"Name","value":"enrollmentId"}},{"kind":"Field","name":{"kind":"Name","value":"hostelName"}},{"kind":"Field","name":{"kind":"Name","value":"early"}},{"kind":"Field","name":{"kind":"Name","value":"warning"}},{"kind":"Field","name":{"kind":"Name","value":"outpass"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"where"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfArrival"}},{"kind":"Field","name":{"kind":"Name","value":"returnTime"}},{"kind":"Field","name":{"kind":"Name","value":"expectedReturnAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<AdminScanGatePassMutation, AdminScanGatePassMutationVariables>;
export const AdminInventoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminInventory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hostels"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"includeRetired"},"value":{"kind":"BooleanValue","value":true}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminInventoryHostel"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminInventoryHostel"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Hostel"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"bookingMode"}},{"kind":"Field","name":{"kind":"Name","value":"firstFloor"}},{"kind":"Field","name":{"kind":"Name","value":"floors"}},{"kind":"Field","name":{"kind":"Name","value":"amenities"}},{"kind":"Field","name":{"kind":"Name","value":"guardianConsentRequired"}},{"kind":"Field","name":{"kind":"Name","value":"totalRooms"}},{"kind":"Field","name":{"kind":"Name","value":"availableRooms"}},{"kind":"Field","name":{"kind":"Name","value":"outOfServiceRooms"}},{"kind":"Field","name":{"kind":"Name","value":"retired"}}]}}]} as unknown as DocumentNode<AdminInventoryQuery, AdminInventoryQueryVariables>;
export const AdminHostelRoomsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminHostelRooms"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hostel"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rooms"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"hostel"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hostel"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminInventoryRoom"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminInventoryRoom"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Room"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"hostelId"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"floor"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"capacity"}},{"kind":"Field","name":{"kind":"Name","value":"freeBeds"}},{"kind":"Field","name":{"kind":"Name","value":"heldBeds"}},{"kind":"Field","name":{"kind":"Name","value":"inService"}},{"kind":"Field","name":{"kind":"Name","value":"outOfServiceReason"}},{"kind":"Field","name":{"kind":"Name","value":"retired"}}]}}]} as unknown as DocumentNode<AdminHostelRoomsQuery, AdminHostelRoomsQueryVariables>;
export const AdminRoomOccupantsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminRoomOccupants"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"roomId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roomOccupants"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"roomId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"roomId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roomId"}},{"kind":"Field","name":{"kind":"Name","value":"bed"}},{"kind":"Field","name":{"kind":"Name","value":"studentId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"enrollmentId"}},{"kind":"Field","name":{"kind":"Name","value":"held"}}]}}]}}]} as unknown as DocumentNode<AdminRoomOccupantsQuery, AdminRoomOccupantsQueryVariables>;
export const AdminCreateHostelDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminCreateHostel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"NewHostelInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createHostel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminInventoryHostel"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminInventoryHostel"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Hostel"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"bookingMode"}},{"kind":"Field","name":{"kind":"Name","value":"firstFloor"}},{"kind":"Field","name":{"kind":"Name","value":"floors"}},{"kind":"Field","name":{"kind":"Name","value":"amenities"}},{"kind":"Field","name":{"kind":"Name","value":"guardianConsentRequired"}},{"kind":"Field","name":{"kind":"Name","value":"totalRooms"}},{"kind":"Field","name":{"kind":"Name","value":"availableRooms"}},{"kind":"Field","name":{"kind":"Name","value":"outOfServiceRooms"}},{"kind":"Field","name":{"kind":"Name","value":"retired"}}]}}]} as unknown as DocumentNode<AdminCreateHostelMutation, AdminCreateHostelMutationVariables>;
export const AdminUpdateHostelDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminUpdateHostel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hostelId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"changes"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"HostelChangesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateHostel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"hostelId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hostelId"}}},{"kind":"Argument","name":{"kind":"Name","value":"changes"},"value":{"kind":"Variable","name":{"kind":"Name","value":"changes"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminInventoryHostel"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminInventoryHostel"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Hostel"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"bookingMode"}},{"kind":"Field","name":{"kind":"Name","value":"firstFloor"}},{"kind":"Field","name":{"kind":"Name","value":"floors"}},{"kind":"Field","name":{"kind":"Name","value":"amenities"}},{"kind":"Field","name":{"kind":"Name","value":"guardianConsentRequired"}},{"kind":"Field","name":{"kind":"Name","value":"totalRooms"}},{"kind":"Field","name":{"kind":"Name","value":"availableRooms"}},{"kind":"Field","name":{"kind":"Name","value":"outOfServiceRooms"}},{"kind":"Field","name":{"kind":"Name","value":"retired"}}]}}]} as unknown as DocumentNode<AdminUpdateHostelMutation, AdminUpdateHostelMutationVariables>;
export const AdminRetireHostelDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminRetireHostel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hostelId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retireHostel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"hostelId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hostelId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminInventoryHostel"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminInventoryHostel"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Hostel"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"bookingMode"}},{"kind":"Field","name":{"kind":"Name","value":"firstFloor"}},{"kind":"Field","name":{"kind":"Name","value":"floors"}},{"kind":"Field","name":{"kind":"Name","value":"amenities"}},{"kind":"Field","name":{"kind":"Name","value":"guardianConsentRequired"}},{"kind":"Field","name":{"kind":"Name","value":"totalRooms"}},{"kind":"Field","name":{"kind":"Name","value":"availableRooms"}},{"kind":"Field","name":{"kind":"Name","value":"outOfServiceRooms"}},{"kind":"Field","name":{"kind":"Name","value":"retired"}}]}}]} as unknown as DocumentNode<AdminRetireHostelMutation, AdminRetireHostelMutationVariables>;
export const AdminAddRoomDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminAddRoom"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hostelId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"NewRoomInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addRoom"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"hostelId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hostelId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminInventoryRoom"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminInventoryRoom"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Room"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"hostelId"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"floor"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"capacity"}},{"kind":"Field","name":{"kind":"Name","value":"freeBeds"}},{"kind":"Field","name":{"kind":"Name","value":"heldBeds"}},{"kind":"Field","name":{"kind":"Name","value":"inService"}},{"kind":"Field","name":{"kind":"Name","value":"outOfServiceReason"}},{"kind":"Field","name":{"kind":"Name","value":"retired"}}]}}]} as unknown as DocumentNode<AdminAddRoomMutation, AdminAddRoomMutationVariables>;
export const AdminUpdateRoomDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminUpdateRoom"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"roomId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"changes"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RoomChangesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateRoom"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"roomId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"roomId"}}},{"kind":"Argument","name":{"kind":"Name","value":"changes"},"value":{"kind":"Variable","name":{"kind":"Name","value":"changes"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminInventoryRoom"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminInventoryRoom"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Room"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"hostelId"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"floor"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"capacity"}},{"kind":"Field","name":{"kind":"Name","value":"freeBeds"}},{"kind":"Field","name":{"kind":"Name","value":"heldBeds"}},{"kind":"Field","name":{"kind":"Name","value":"inService"}},{"kind":"Field","name":{"kind":"Name","value":"outOfServiceReason"}},{"kind":"Field","name":{"kind":"Name","value":"retired"}}]}}]} as unknown as DocumentNode<AdminUpdateRoomMutation, AdminUpdateRoomMutationVariables>;
export const AdminSetRoomInServiceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminSetRoomInService"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"roomId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"inService"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setRoomInService"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"roomId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"roomId"}}},{"kind":"Argument","name":{"kind":"Name","value":"inService"},"value":{"kind":"Variable","name":{"kind":"Name","value":"inService"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminInventoryRoom"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminInventoryRoom"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Room"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"hostelId"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"floor"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"capacity"}},{"kind":"Field","name":{"kind":"Name","value":"freeBeds"}},{"kind":"Field","name":{"kind":"Name","value":"heldBeds"}},{"kind":"Field","name":{"kind":"Name","value":"inService"}},{"kind":"Field","name":{"kind":"Name","value":"outOfServiceReason"}},{"kind":"Field","name":{"kind":"Name","value":"retired"}}]}}]} as unknown as DocumentNode<AdminSetRoomInServiceMutation, AdminSetRoomInServiceMutationVariables>;
export const AdminRetireRoomDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminRetireRoom"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"roomId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retireRoom"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"roomId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"roomId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"retired"}}]}}]}}]} as unknown as DocumentNode<AdminRetireRoomMutation, AdminRetireRoomMutationVariables>;
export const AdminPendingOutpassesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminPendingOutpasses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pendingOutpasses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"rollNo"}},{"kind":"Field","name":{"kind":"Name","value":"where"}},{"kind":"Field","name":{"kind":"Name","value":"responsibility"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfArrival"}},{"kind":"Field","name":{"kind":"Name","value":"outTime"}},{"kind":"Field","name":{"kind":"Name","value":"returnTime"}},{"kind":"Field","name":{"kind":"Name","value":"expectedReturnAt"}},{"kind":"Field","name":{"kind":"Name","value":"guardianConsent"}}]}}]}}]} as unknown as DocumentNode<AdminPendingOutpassesQuery, AdminPendingOutpassesQueryVariables>;
export const AdminDecideOutpassDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminDecideOutpass"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"decision"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Decision"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"decideOutpass"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"decision"},"value":{"kind":"Variable","name":{"kind":"Name","value":"decision"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<AdminDecideOutpassMutation, AdminDecideOutpassMutationVariables>;
export const AdminOutpassChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"AdminOutpassChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"outpassChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"guardianConsent"}}]}}]}}]} as unknown as DocumentNode<AdminOutpassChangedSubscription, AdminOutpassChangedSubscriptionVariables>;
export const AdminProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminProfile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"dob"}}]}}]}}]} as unknown as DocumentNode<AdminProfileQuery, AdminProfileQueryVariables>;
export const AdminHostelsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminHostels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hostels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"totalRooms"}},{"kind":"Field","name":{"kind":"Name","value":"availableRooms"}},{"kind":"Field","name":{"kind":"Name","value":"bookedRooms"}},{"kind":"Field","name":{"kind":"Name","value":"singleRooms"}},{"kind":"Field","name":{"kind":"Name","value":"doubleRooms"}},{"kind":"Field","name":{"kind":"Name","value":"amenities"}}]}}]}}]} as unknown as DocumentNode<AdminHostelsQuery, AdminHostelsQueryVariables>;
export const AdminPendingRoomRequestsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminPendingRoomRequests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pendingRoomRequests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"roommateResponse"}},{"kind":"Field","name":{"kind":"Name","value":"fits"}},{"kind":"Field","name":{"kind":"Name","value":"change"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"room"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminRequestedRoom"}}]}},{"kind":"Field","name":{"kind":"Name","value":"student"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"enrollmentId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"roommate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"enrollmentId"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminRequestedRoom"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Room"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"hostelName"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"isAvailable"}},{"kind":"Field","name":{"kind":"Name","value":"freeBeds"}}]}}]} as unknown as DocumentNode<AdminPendingRoomRequestsQuery, AdminPendingRoomRequestsQueryVariables>;
export const AdminRoomRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminRoomRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roomRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"roommateResponse"}},{"kind":"Field","name":{"kind":"Name","value":"fits"}},{"kind":"Field","name":{"kind":"Name","value":"change"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"room"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminRequestedRoom"}}]}},{"kind":"Field","name":{"kind":"Name","value":"student"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"enrollmentId"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}}]}},{"kind":"Field","name":{"kind":"Name","value":"roommate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"enrollmentId"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminRequestedRoom"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Room"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"hostelName"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"isAvailable"}},{"kind":"Field","name":{"kind":"Name","value":"freeBeds"}}]}}]} as unknown as DocumentNode<AdminRoomRequestQuery, AdminRoomRequestQueryVariables>;
export const AdminDecideRoomRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminDecideRoomRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"decision"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Decision"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"decideRoomRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"decision"},"value":{"kind":"Variable","name":{"kind":"Name","value":"decision"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"fits"}},{"kind":"Field","name":{"kind":"Name","value":"room"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"freeBeds"}},{"kind":"Field","name":{"kind":"Name","value":"isAvailable"}}]}}]}}]}}]} as unknown as DocumentNode<AdminDecideRoomRequestMutation, AdminDecideRoomRequestMutationVariables>;
export const AdminRoomRequestUpdatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"AdminRoomRequestUpdates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roomRequestUpdates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"roommateResponse"}},{"kind":"Field","name":{"kind":"Name","value":"fits"}},{"kind":"Field","name":{"kind":"Name","value":"change"}},{"kind":"Field","name":{"kind":"Name","value":"room"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminRequestedRoom"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminRequestedRoom"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Room"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"hostelName"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"isAvailable"}},{"kind":"Field","name":{"kind":"Name","value":"freeBeds"}}]}}]} as unknown as DocumentNode<AdminRoomRequestUpdatesSubscription, AdminRoomRequestUpdatesSubscriptionVariables>;
export const AdminCampusSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminCampusSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campusSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signupMode"}}]}}]}}]} as unknown as DocumentNode<AdminCampusSettingsQuery, AdminCampusSettingsQueryVariables>;
export const AdminSetSignupModeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminSetSignupMode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"mode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SignupMode"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setSignupMode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"mode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"mode"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signupMode"}}]}}]}}]} as unknown as DocumentNode<AdminSetSignupModeMutation, AdminSetSignupModeMutationVariables>;
export const AdminRosterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminRoster"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roster"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"entries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enrollmentId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"yearOfStudy"}},{"kind":"Field","name":{"kind":"Name","value":"programme"}},{"kind":"Field","name":{"kind":"Name","value":"signedUp"}},{"kind":"Field","name":{"kind":"Name","value":"invitedAt"}}]}}]}}]}}]} as unknown as DocumentNode<AdminRosterQuery, AdminRosterQueryVariables>;
export const AdminAddRosterStudentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminAddRosterStudent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RosterStudentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addRosterStudent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enrollmentId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"yearOfStudy"}},{"kind":"Field","name":{"kind":"Name","value":"programme"}},{"kind":"Field","name":{"kind":"Name","value":"signedUp"}},{"kind":"Field","name":{"kind":"Name","value":"invitedAt"}}]}}]}}]} as unknown as DocumentNode<AdminAddRosterStudentMutation, AdminAddRosterStudentMutationVariables>;
export const AdminInviteRosterStudentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminInviteRosterStudents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"enrollmentIds"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inviteRosterStudents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"enrollmentIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"enrollmentIds"}}}]}]}}]} as unknown as DocumentNode<AdminInviteRosterStudentsMutation, AdminInviteRosterStudentsMutationVariables>;
export const AdminEarlyExitRulesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminEarlyExitRules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hostels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"earlyExit"}}]}}]}}]} as unknown as DocumentNode<AdminEarlyExitRulesQuery, AdminEarlyExitRulesQueryVariables>;
export const AdminSetEarlyExitRuleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminSetEarlyExitRule"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hostelId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"rule"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EarlyExitRule"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setEarlyExitRule"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"hostelId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hostelId"}}},{"kind":"Argument","name":{"kind":"Name","value":"rule"},"value":{"kind":"Variable","name":{"kind":"Name","value":"rule"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"earlyExit"}}]}}]}}]} as unknown as DocumentNode<AdminSetEarlyExitRuleMutation, AdminSetEarlyExitRuleMutationVariables>;
export const AdminGuardianConsentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminGuardianConsent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hostels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"guardianConsentRequired"}}]}}]}}]} as unknown as DocumentNode<AdminGuardianConsentQuery, AdminGuardianConsentQueryVariables>;
export const AdminSetGuardianConsentRequiredDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminSetGuardianConsentRequired"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hostelId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"required"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setGuardianConsentRequired"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"hostelId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hostelId"}}},{"kind":"Argument","name":{"kind":"Name","value":"required"},"value":{"kind":"Variable","name":{"kind":"Name","value":"required"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"guardianConsentRequired"}}]}}]}}]} as unknown as DocumentNode<AdminSetGuardianConsentRequiredMutation, AdminSetGuardianConsentRequiredMutationVariables>;
export const AdminSelectionWindowsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminSelectionWindows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"selectionWindows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hostelId"}},{"kind":"Field","name":{"kind":"Name","value":"hostelName"}},{"kind":"Field","name":{"kind":"Name","value":"opensAt"}},{"kind":"Field","name":{"kind":"Name","value":"closesAt"}},{"kind":"Field","name":{"kind":"Name","value":"enrollmentPrefixes"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"hostels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<AdminSelectionWindowsQuery, AdminSelectionWindowsQueryVariables>;
export const AdminSetSelectionWindowDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminSetSelectionWindow"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SelectionWindowInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setSelectionWindow"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hostelId"}},{"kind":"Field","name":{"kind":"Name","value":"hostelName"}},{"kind":"Field","name":{"kind":"Name","value":"opensAt"}},{"kind":"Field","name":{"kind":"Name","value":"closesAt"}},{"kind":"Field","name":{"kind":"Name","value":"enrollmentPrefixes"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<AdminSetSelectionWindowMutation, AdminSetSelectionWindowMutationVariables>;
export const AdminClearSelectionWindowDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminClearSelectionWindow"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hostelId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clearSelectionWindow"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"hostelId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hostelId"}}}]}]}}]} as unknown as DocumentNode<AdminClearSelectionWindowMutation, AdminClearSelectionWindowMutationVariables>;
export const AdminStaffDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminStaff"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staff"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"invitedAt"}},{"kind":"Field","name":{"kind":"Name","value":"hostels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"hostels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<AdminStaffQuery, AdminStaffQueryVariables>;
export const AdminInviteStaffDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminInviteStaff"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"InviteStaffInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inviteStaff"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"invitedAt"}},{"kind":"Field","name":{"kind":"Name","value":"hostels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<AdminInviteStaffMutation, AdminInviteStaffMutationVariables>;
export const AdminUpdateStaffDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminUpdateStaff"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateStaffInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateStaff"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"hostels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<AdminUpdateStaffMutation, AdminUpdateStaffMutationVariables>;
export const AdminResendInviteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminResendInvite"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resendStaffInvite"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"invitedAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<AdminResendInviteMutation, AdminResendInviteMutationVariables>;
export const AdminSetAccountDisabledDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminSetAccountDisabled"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"disabled"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setAccountDisabled"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"disabled"},"value":{"kind":"Variable","name":{"kind":"Name","value":"disabled"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"disabled"}}]}}]}}]} as unknown as DocumentNode<AdminSetAccountDisabledMutation, AdminSetAccountDisabledMutationVariables>;
export const AdminCheckOutStudentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminCheckOutStudent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"studentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkOutStudent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"studentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"studentId"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}]}]}}]} as unknown as DocumentNode<AdminCheckOutStudentMutation, AdminCheckOutStudentMutationVariables>;
export const AdminReassignStudentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminReassignStudent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"studentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"roomId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"withRoommate"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reassignStudent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"studentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"studentId"}}},{"kind":"Argument","name":{"kind":"Name","value":"roomId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"roomId"}}},{"kind":"Argument","name":{"kind":"Name","value":"withRoommate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withRoommate"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bed"}},{"kind":"Field","name":{"kind":"Name","value":"room"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"hostelName"}},{"kind":"Field","name":{"kind":"Name","value":"freeBeds"}},{"kind":"Field","name":{"kind":"Name","value":"isAvailable"}}]}},{"kind":"Field","name":{"kind":"Name","value":"roommates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<AdminReassignStudentMutation, AdminReassignStudentMutationVariables>;
export const AdminSwapStudentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminSwapStudents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"studentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"otherStudentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"swapStudents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"studentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"studentId"}}},{"kind":"Argument","name":{"kind":"Name","value":"otherStudentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"otherStudentId"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}]}]}}]} as unknown as DocumentNode<AdminSwapStudentsMutation, AdminSwapStudentsMutationVariables>;
export const AdminMoveHostelsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminMoveHostels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hostels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<AdminMoveHostelsQuery, AdminMoveHostelsQueryVariables>;
export const AdminMoveRoomsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminMoveRooms"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hostel"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rooms"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"hostel"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hostel"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"capacity"}},{"kind":"Field","name":{"kind":"Name","value":"freeBeds"}},{"kind":"Field","name":{"kind":"Name","value":"isAvailable"}}]}}]}}]} as unknown as DocumentNode<AdminMoveRoomsQuery, AdminMoveRoomsQueryVariables>;
export const AdminStudentRoommatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminStudentRoommates"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"studentRecord"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"student"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"roommates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"enrollmentId"}}]}}]}}]}}]} as unknown as DocumentNode<AdminStudentRoommatesQuery, AdminStudentRoommatesQueryVariables>;
export const AdminStudentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminStudents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"students"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"hasMore"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"enrollmentId"}},{"kind":"Field","name":{"kind":"Name","value":"disabled"}},{"kind":"Field","name":{"kind":"Name","value":"hostelName"}},{"kind":"Field","name":{"kind":"Name","value":"roomNumber"}},{"kind":"Field","name":{"kind":"Name","value":"bed"}}]}}]}}]}}]} as unknown as DocumentNode<AdminStudentsQuery, AdminStudentsQueryVariables>;
export const AdminStudentRecordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminStudentRecord"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"studentRecord"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"student"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"enrollmentId"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"dob"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bed"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bed"}},{"kind":"Field","name":{"kind":"Name","value":"room"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"hostelName"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"roommates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"enrollmentId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"roomRequests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decisionReason"}},{"kind":"Field","name":{"kind":"Name","value":"room"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"hostelName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"student"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"roommate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"outpasses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"where"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfArrival"}},{"kind":"Field","name":{"kind":"Name","value":"outTime"}},{"kind":"Field","name":{"kind":"Name","value":"returnTime"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"decisionReason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"years"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"openedAt"}},{"kind":"Field","name":{"kind":"Name","value":"closedAt"}},{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"allocation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hostel"}},{"kind":"Field","name":{"kind":"Name","value":"roomNumber"}},{"kind":"Field","name":{"kind":"Name","value":"bed"}},{"kind":"Field","name":{"kind":"Name","value":"heldFrom"}},{"kind":"Field","name":{"kind":"Name","value":"heldUntil"}}]}},{"kind":"Field","name":{"kind":"Name","value":"roomRequests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"room"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"hostelName"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"outpasses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"where"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfArrival"}},{"kind":"Field","name":{"kind":"Name","value":"outTime"}},{"kind":"Field","name":{"kind":"Name","value":"returnTime"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"waitlist"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hostel"}},{"kind":"Field","name":{"kind":"Name","value":"roomType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"joinedAt"}},{"kind":"Field","name":{"kind":"Name","value":"endedAt"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"audit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"actorName"}},{"kind":"Field","name":{"kind":"Name","value":"actorRole"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"after"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AdminStudentRecordQuery, AdminStudentRecordQueryVariables>;
export const AdminWaitlistHostelsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminWaitlistHostels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hostels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<AdminWaitlistHostelsQuery, AdminWaitlistHostelsQueryVariables>;
export const AdminWaitlistDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminWaitlist"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hostelId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"waitlist"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"hostelId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hostelId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminWaitlistPlace"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminWaitlistPlace"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WaitlistPlace"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"hostelId"}},{"kind":"Field","name":{"kind":"Name","value":"hostelName"}},{"kind":"Field","name":{"kind":"Name","value":"roomType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"inLine"}},{"kind":"Field","name":{"kind":"Name","value":"joinedAt"}},{"kind":"Field","name":{"kind":"Name","value":"student"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"enrollmentId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"offer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bed"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"room"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}}]}}]}}]}}]} as unknown as DocumentNode<AdminWaitlistQuery, AdminWaitlistQueryVariables>;
export const AdminMoveWaitlistPlaceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminMoveWaitlistPlace"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"position"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"moveWaitlistPlace"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"position"},"value":{"kind":"Variable","name":{"kind":"Name","value":"position"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminWaitlistPlace"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminWaitlistPlace"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WaitlistPlace"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"hostelId"}},{"kind":"Field","name":{"kind":"Name","value":"hostelName"}},{"kind":"Field","name":{"kind":"Name","value":"roomType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"inLine"}},{"kind":"Field","name":{"kind":"Name","value":"joinedAt"}},{"kind":"Field","name":{"kind":"Name","value":"student"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"enrollmentId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"offer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bed"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"room"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}}]}}]}}]}}]} as unknown as DocumentNode<AdminMoveWaitlistPlaceMutation, AdminMoveWaitlistPlaceMutationVariables>;
export const AdminRemoveWaitlistPlaceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminRemoveWaitlistPlace"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeWaitlistPlace"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminWaitlistPlace"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminWaitlistPlace"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WaitlistPlace"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"hostelId"}},{"kind":"Field","name":{"kind":"Name","value":"hostelName"}},{"kind":"Field","name":{"kind":"Name","value":"roomType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"inLine"}},{"kind":"Field","name":{"kind":"Name","value":"joinedAt"}},{"kind":"Field","name":{"kind":"Name","value":"student"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"enrollmentId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"offer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bed"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"room"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}}]}}]}}]}}]} as unknown as DocumentNode<AdminRemoveWaitlistPlaceMutation, AdminRemoveWaitlistPlaceMutationVariables>;
export const AdminWaitlistUpdatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"AdminWaitlistUpdates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"waitlistUpdates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hostelId"}}]}}]}}]} as unknown as DocumentNode<AdminWaitlistUpdatesSubscription, AdminWaitlistUpdatesSubscriptionVariables>;
export const AdminAcademicYearsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminAcademicYears"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentAcademicYear"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"openedAt"}},{"kind":"Field","name":{"kind":"Name","value":"closedAt"}},{"kind":"Field","name":{"kind":"Name","value":"current"}}]}},{"kind":"Field","name":{"kind":"Name","value":"academicYears"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"openedAt"}},{"kind":"Field","name":{"kind":"Name","value":"closedAt"}},{"kind":"Field","name":{"kind":"Name","value":"current"}}]}}]}}]} as unknown as DocumentNode<AdminAcademicYearsQuery, AdminAcademicYearsQueryVariables>;
export const AdminPendingBeforeCloseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminPendingBeforeClose"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pendingBeforeClose"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"studentName"}},{"kind":"Field","name":{"kind":"Name","value":"enrollmentId"}},{"kind":"Field","name":{"kind":"Name","value":"hostel"}},{"kind":"Field","name":{"kind":"Name","value":"detail"}}]}}]}}]} as unknown as DocumentNode<AdminPendingBeforeCloseQuery, AdminPendingBeforeCloseQueryVariables>;
export const AdminCloseAcademicYearDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminCloseAcademicYear"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"nextName"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"closeAcademicYear"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"nextName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"nextName"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"openedAt"}},{"kind":"Field","name":{"kind":"Name","value":"closedAt"}},{"kind":"Field","name":{"kind":"Name","value":"current"}}]}}]}}]} as unknown as DocumentNode<AdminCloseAcademicYearMutation, AdminCloseAcademicYearMutationVariables>;
export const AdminStaffViewerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminStaffViewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]} as unknown as DocumentNode<AdminStaffViewerQuery, AdminStaffViewerQueryVariables>;