import { registerEnumType } from 'type-graphql';
import {
  ActivityKind,
  BookingMode,
  Decision,
  EarlyExitRule,
  FeedEventKind,
  GateDirection,
  Gender,
  GuardianConsent,
  NotificationKind,
  RequestStatus,
  Responsibility,
  Role,
  RoomKind,
  RoommateResponse,
  RoomRequestStatus,
  OfferStatus,
  WaitlistStatus,
  ParcelStatus,
  RepairCategory,
  RepairPriority,
  RepairStatus,
  Trade,
  VisitorIdType,
  VisitStatus,
} from '../core/enums.js';

// Every closed set of the domain is a GraphQL enum, so clients get them typed by codegen.
registerEnumType(Role, { name: 'Role', description: 'student; admin (the spec shows it as "Admin"); warden (staff for their assigned hostels only); guard (scans gate passes); maintenance (fixes the repair jobs assigned to them)' });
registerEnumType(Gender, { name: 'Gender' });
registerEnumType(BookingMode, { name: 'BookingMode', description: 'INSTANT: a student takes a bed at once (the girls\' blocks). APPROVAL: an admin decides (the boys\')' });
registerEnumType(RoomKind, { name: 'RoomKind', description: "A room's size: Single (one bed), Double (two), Triple (three) or Quad (four)" });
registerEnumType(RequestStatus, {
  name: 'RequestStatus',
  description: "An outpass's state: Pending, then Approved or Rejected; Cancelled by the student before leaving; Out and Returned at the gate; Overdue when the expected return passes first",
});
registerEnumType(GuardianConsent, { name: 'GuardianConsent', description: "The guardian's answer, when the student's hostel asks for it" });
registerEnumType(GateDirection, { name: 'GateDirection', description: 'Which way a gate scan let the student through' });
registerEnumType(EarlyExitRule, {
  name: 'EarlyExitRule',
  description: "A hostel's rule for a student going out well before their outpass's declared out time: WARN lets them through with a warning to the guard; REFUSE turns them back until then",
});
registerEnumType(NotificationKind, { name: 'NotificationKind' });
registerEnumType(Decision, { name: 'Decision' });
registerEnumType(RoomRequestStatus, {
  name: 'RoomRequestStatus',
  description: 'Pending until an admin approves or rejects it, the requester cancels it, or the named roommate declines it',
});
registerEnumType(RoommateResponse, { name: 'RoommateResponse', description: "The named roommate's answer to the invitation" });
registerEnumType(Responsibility, { name: 'Responsibility', description: 'Whether the student takes responsibility: the spec\'s Yes or No' });
registerEnumType(ActivityKind, { name: 'ActivityKind', description: "'Outpass Request' or 'Room Booking Request'" });
registerEnumType(FeedEventKind, { name: 'FeedEventKind' });
registerEnumType(WaitlistStatus, { name: 'WaitlistStatus', description: 'Waiting in line; Offered (a bed is held); or ended: Housed, Declined, Expired, Left, Removed, Closed (still waiting when the academic year closed)' });
registerEnumType(OfferStatus, { name: 'OfferStatus', description: 'Held for the student until they accept or decline it, it expires, or it is Withdrawn' });
registerEnumType(RepairCategory, { name: 'RepairCategory', description: 'What a reported repair is about' });
registerEnumType(Trade, { name: 'Trade', description: "A maintenance person's trade: electrical repairs go to electricians, plumbing to plumbers, furniture to carpenters, internet to network staff, cleaning and pests to housekeeping" });
registerEnumType(RepairPriority, { name: 'RepairPriority', description: 'How soon a repair must be fixed; the office sets each priority\'s time to fix (defaults 4 hours, 1 day, 3 days, 7 days)' });
registerEnumType(ParcelStatus, { name: 'ParcelStatus', description: 'WAITING at the desk, then COLLECTED by the student (once, with its code) or RETURNED to sender by the desk' });
registerEnumType(VisitStatus, { name: 'VisitStatus', description: 'PENDING_APPROVAL (an overnight guest, for a warden), EXPECTED (the pass works on its day), ASKING (a walk-in, for the host: 10 minutes), SIGNED_IN, SIGNED_OUT; or DECLINED, EXPIRED (the host never answered), CANCELLED' });
registerEnumType(VisitorIdType, { name: 'VisitorIdType', description: 'The identity document a visitor shows at the desk' });
registerEnumType(RepairStatus, { name: 'RepairStatus', description: 'REPORTED, ASSIGNED, IN_PROGRESS, FIXED, then CLOSED (confirmed, or 3 days after the fix); CANCELLED by the student before assignment; MERGED into the open job it duplicates' });
