import { Field, GraphQLISODateTime, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Gender, Role, Trade } from '../../core/enums.js';
import type { StaffView, StudentPage, StudentRecordView, StudentSummaryView, StudentYearView } from './staff.views.js';
import type { YearAllocationView, YearWaitlistView } from '../year/index.js';
import { RoomKind, WaitlistStatus } from '../../core/enums.js';
import { AuditEventType } from '../audit/index.js';
import { PersonType, RoomRequestType } from '../booking/index.js';
import { OutpassType } from '../outpass/index.js';
import { RoomType } from '../room/index.js';
import { UserType } from '../user/index.js';

export enum StaffStatusKind {
  INVITED = 'INVITED',
  ACTIVE = 'ACTIVE',
  DISABLED = 'DISABLED',
}
registerEnumType(StaffStatusKind, { name: 'StaffStatus', description: 'INVITED: no password set yet. ACTIVE: may log in. DISABLED: may not.' });

@ObjectType('HostelRef', { simpleResolvers: true })
export class HostelRefType {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  name!: string;
}

@ObjectType('StaffMember', { simpleResolvers: true })
export class StaffType implements StaffView {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  name!: string;

  @Field(() => String)
  email!: string;

  @Field(() => Role)
  role!: Role;

  @Field(() => [HostelRefType], { description: "A warden's hostels, a guard's front desks; empty for an admin (who sees all)" })
  hostels!: HostelRefType[];

  @Field(() => Trade, { nullable: true, description: "A maintenance person's trade; null for everyone else" })
  trade!: Trade | null;

  @Field(() => StaffStatusKind)
  status!: StaffStatusKind;

  @Field(() => GraphQLISODateTime, { nullable: true })
  invitedAt!: string | null;

  @Field(() => GraphQLISODateTime)
  createdAt!: string;
}

@InputType('InviteStaffInput')
export class InviteStaffInput {
  @Field(() => String)
  email!: string;

  @Field(() => String)
  name!: string;

  @Field(() => Role, { description: 'WARDEN, GUARD, ADMIN or MAINTENANCE' })
  role!: Role;

  @Field(() => [ID], { description: "A warden's hostels (at least one), a guard's front desks (any); ignored for other roles" })
  hostelIds!: string[];

  @Field(() => Trade, { nullable: true, description: "MAINTENANCE: their trade (required), which repairs they may be assigned" })
  trade?: Trade;
}

@InputType('UpdateStaffInput')
export class UpdateStaffInput {
  @Field(() => Role, { description: 'WARDEN, GUARD, ADMIN or MAINTENANCE' })
  role!: Role;

  @Field(() => [ID], { description: "A warden's hostels (at least one), a guard's front desks (any); ignored for other roles" })
  hostelIds!: string[];

  @Field(() => Trade, { nullable: true, description: 'MAINTENANCE: their trade (required)' })
  trade?: Trade;
}

@ObjectType('AccountState', { simpleResolvers: true })
export class AccountStateType {
  @Field(() => ID)
  id!: string;

  @Field(() => Boolean)
  disabled!: boolean;
}

@ObjectType('StudentSummary', { simpleResolvers: true })
export class StudentSummaryType implements StudentSummaryView {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  name!: string;

  @Field(() => String)
  email!: string;

  @Field(() => String, { nullable: true })
  enrollmentId!: string | null;

  @Field(() => Gender, { nullable: true })
  gender!: Gender | null;

  @Field(() => Boolean)
  disabled!: boolean;

  @Field(() => String, { nullable: true })
  hostelName!: string | null;

  @Field(() => Int, { nullable: true })
  roomNumber!: number | null;

  @Field(() => Int, { nullable: true })
  bed!: number | null;
}

@ObjectType('StudentPage', { simpleResolvers: true })
export class StudentPageType implements StudentPage {
  @Field(() => [StudentSummaryType])
  items!: StudentSummaryType[];

  @Field(() => Int)
  page!: number;

  @Field(() => Int)
  pageSize!: number;

  @Field(() => Boolean)
  hasMore!: boolean;
}

@ObjectType('StudentBed', { simpleResolvers: true })
export class StudentBedType {
  @Field(() => RoomType)
  room!: RoomType;

  @Field(() => Int)
  bed!: number;
}

@ObjectType('YearAllocation', { simpleResolvers: true, description: 'Where a student lived in one academic year' })
export class YearAllocationType implements YearAllocationView {
  @Field(() => String)
  hostel!: string;

  @Field(() => Int)
  roomNumber!: number;

  @Field(() => Int)
  bed!: number;

  @Field(() => GraphQLISODateTime)
  heldFrom!: string;

  @Field(() => GraphQLISODateTime, { nullable: true, description: 'When the year closed; null in the open year' })
  heldUntil!: string | null;
}

@ObjectType('YearWaitlistPlace', { simpleResolvers: true, description: "A student's place in a hostel's waitlist in one academic year" })
export class YearWaitlistType implements YearWaitlistView {
  @Field(() => String)
  hostel!: string;

  @Field(() => RoomKind, { nullable: true })
  roomType!: RoomKind | null;

  @Field(() => WaitlistStatus)
  status!: WaitlistStatus;

  @Field(() => GraphQLISODateTime)
  joinedAt!: string;

  @Field(() => GraphQLISODateTime, { nullable: true })
  endedAt!: string | null;
}

@ObjectType('StudentYear', { simpleResolvers: true, description: "One academic year of a student's record: read-only once the year closes" })
export class StudentYearType implements StudentYearView {
  @Field(() => String)
  name!: string;

  @Field(() => GraphQLISODateTime)
  openedAt!: string;

  @Field(() => GraphQLISODateTime, { nullable: true })
  closedAt!: string | null;

  @Field(() => Boolean, { description: 'The open year' })
  current!: boolean;

  @Field(() => YearAllocationType, { nullable: true })
  allocation!: YearAllocationType | null;

  @Field(() => [RoomRequestType], { description: 'As requester or as named roommate, newest first' })
  roomRequests!: RoomRequestType[];

  @Field(() => [OutpassType], { description: 'Newest first' })
  outpasses!: OutpassType[];

  @Field(() => [YearWaitlistType], { description: 'Newest first' })
  waitlist!: YearWaitlistType[];
}

@ObjectType('StudentRecord', { simpleResolvers: true, description: "One student's whole record, as the office sees it" })
export class StudentRecordType implements StudentRecordView {
  @Field(() => UserType)
  student!: UserType;

  @Field(() => StudentBedType, { nullable: true })
  bed!: StudentBedType | null;

  @Field(() => [PersonType])
  roommates!: PersonType[];

  @Field(() => [RoomRequestType], { description: 'As requester or as named roommate, newest first' })
  roomRequests!: RoomRequestType[];

  @Field(() => [OutpassType], { description: 'Newest first' })
  outpasses!: OutpassType[];

  @Field(() => [AuditEventType], { description: 'What was decided or changed about this student, newest first (the latest 100)' })
  audit!: AuditEventType[];

  @Field(() => [StudentYearType], { description: 'Every academic year the student has anything in: the open year first, then newest first' })
  years!: StudentYearType[];
}
