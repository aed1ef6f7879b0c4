import { Activity } from '../modules/activity/activity.entity.js';
import { PasswordResetCode } from '../modules/auth/password-reset-code.entity.js';
import { Session } from '../modules/auth/session.entity.js';
import { RoomOccupancy } from '../modules/booking/room-occupancy.entity.js';
import { RoomRequest } from '../modules/booking/room-request.entity.js';
import { Hostel } from '../modules/hostel/hostel.entity.js';
import { Outpass } from '../modules/outpass/outpass.entity.js';
import { Room } from '../modules/room/room.entity.js';
import { User } from '../modules/user/user.entity.js';
import { StaffHostel } from '../modules/staff/staff-hostel.entity.js';
import { StaffInvite } from '../modules/staff/staff-invite.entity.js';
import { AuditEvent } from '../modules/audit/audit-event.entity.js';
import { SelectionWindow } from '../modules/selection/selection-window.entity.js';
import { Notification } from '../modules/notification/notification.entity.js';
import { WaitlistEntry } from '../modules/waitlist/waitlist-entry.entity.js';
import { BedOffer } from '../modules/waitlist/bed-offer.entity.js';
import { CampusSettings } from '../modules/roster/campus-settings.entity.js';
import { RosterEntry } from '../modules/roster/roster-entry.entity.js';
import { RosterInvite } from '../modules/roster/roster-invite.entity.js';
import { AcademicYear, currentAcademicYearId } from '../modules/year/academic-year.entity.js';
import { PastAllocation } from '../modules/year/past-allocation.entity.js';
import { PastRosterEntry } from '../modules/year/past-roster-entry.entity.js';
import { SsoAccount } from '../modules/sso/sso-account.entity.js';
import { SsoLogin } from '../modules/sso/sso-login.entity.js';
import { FactorChallenge, RecoveryCode, StaffFactor } from '../modules/factors/staff-factor.entity.js';
import { RepairJob } from '../modules/repairs/repair-job.entity.js';
import { RepairPhoto } from '../modules/repairs/repair-photo.entity.js';
import { RepairComment } from '../modules/repairs/repair-comment.entity.js';
import { MaintenanceStaff, RepairPriorityTime } from '../modules/repairs/maintenance-staff.entity.js';
import { Parcel, ParcelSettings } from '../modules/parcels/parcel.entity.js';
import { Visit, VisitorRules, VisitorSettings } from '../modules/visitors/visit.entity.js';
import { CanaryJudgment, CanaryReport, CanarySession, RemoteCanary } from '../modules/canary/canary.entity.js';
import { RoommateProfile, SelectionEntrant, SelectionGroup, SelectionGroupInvite, SelectionProcess, SelectionProcessHostel } from '../modules/lottery/selection-process.entity.js';

/** Every entity, listed statically: no folder discovery at run time. */
export const entities = [User, Session, PasswordResetCode, Hostel, Room, RoomOccupancy, RoomRequest, Outpass, Activity, StaffHostel, StaffInvite, AuditEvent, SelectionWindow, Notification, WaitlistEntry, BedOffer, CampusSettings, RosterEntry, RosterInvite, AcademicYear, PastAllocation, PastRosterEntry, SelectionProcess, SelectionProcessHostel, SelectionGroup, SelectionEntrant, SelectionGroupInvite, RoommateProfile, StaffFactor, RecoveryCode, FactorChallenge, SsoAccount, SsoLogin, RepairJob, RepairPhoto, RepairComment, MaintenanceStaff, RepairPriorityTime, Parcel, ParcelSettings, Visit, VisitorRules, VisitorSettings, RemoteCanary, CanaryReport, CanarySession, CanaryJudgment];

/** Every stored function the entities use (their column defaults). */
export const routines = [currentAcademicYearId];
