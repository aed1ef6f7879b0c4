import { Field, Float, ID, InputType, Int, ObjectType } from 'type-graphql';
import { RepairCategory, RepairPriority, RepairStatus, Trade } from '../../core/enums.js';
import type { RepairCommentView, RepairJobView, RepairPhotoView } from './repairs.views.js';
import type { RepairOpenCount, RepairStatsView } from './repairs.stats.js';
import type { MaintenancePersonView, RepairPriorityTimeView } from './repairs.people.js';

@ObjectType('RepairPhoto', { simpleResolvers: true })
export class RepairPhotoType implements RepairPhotoView {
  @Field(() => ID)
  id!: string;

  @Field(() => String, { description: 'GET it (same origin, with the session cookie): a re-encoded JPEG, no metadata' })
  url!: string;

  @Field(() => Int)
  width!: number;

  @Field(() => Int)
  height!: number;

  @Field(() => String, { nullable: true, description: 'Who sent it: the student with the report, or the maintenance person with the fix' })
  sentByName!: string | null;

  @Field(() => Boolean, { description: 'Sent by the student who reported the job (with the report); false for a photo of the fix' })
  fromReporter!: boolean;

  @Field(() => String, { description: 'ISO 8601' })
  createdAt!: string;
}

@ObjectType('RepairComment', { simpleResolvers: true })
export class RepairCommentType implements RepairCommentView {
  @Field(() => ID)
  id!: string;

  @Field(() => String, { nullable: true })
  authorName!: string | null;

  @Field(() => String)
  body!: string;

  @Field(() => Boolean, { description: 'A staff note the student never sees' })
  internal!: boolean;

  @Field(() => String, { description: 'ISO 8601' })
  createdAt!: string;
}

@ObjectType('RepairJob', { simpleResolvers: true })
export class RepairJobType implements RepairJobView {
  @Field(() => ID)
  id!: string;

  @Field(() => RepairStatus)
  status!: RepairStatus;

  @Field(() => RepairCategory)
  category!: RepairCategory;

  @Field(() => String)
  description!: string;

  @Field(() => RepairPriority, { description: 'How urgent it seemed to the student' })
  urgency!: RepairPriority;

  @Field(() => RepairPriority, { nullable: true, description: "The office's priority (sets the due time)" })
  priority!: RepairPriority | null;

  @Field(() => Boolean, { description: 'Staff may enter while the student is out' })
  mayEnter!: boolean;

  @Field(() => ID)
  hostelId!: string;

  @Field(() => String)
  hostelName!: string;

  @Field(() => Int, { nullable: true, description: "The student's room; null for a common area" })
  roomNumber!: number | null;

  @Field(() => Boolean, { nullable: true, description: "Whether the job's room is in service now (the office may take it out for the job); null for a common area" })
  roomInService!: boolean | null;

  @Field(() => String, { nullable: true })
  commonArea!: string | null;

  @Field(() => ID)
  studentId!: string;

  @Field(() => String)
  studentName!: string;

  @Field(() => ID, { nullable: true })
  assigneeId!: string | null;

  @Field(() => String, { nullable: true })
  assigneeName!: string | null;

  @Field(() => String, { nullable: true, description: 'ISO 8601; set with the priority' })
  dueAt!: string | null;

  @Field(() => Boolean, { description: 'Open and past its due time' })
  overdue!: boolean;

  @Field(() => ID, { nullable: true })
  mergedIntoId!: string | null;

  @Field(() => String)
  createdAt!: string;

  @Field(() => String, { nullable: true })
  assignedAt!: string | null;

  @Field(() => String, { nullable: true })
  startedAt!: string | null;

  @Field(() => String, { nullable: true })
  fixedAt!: string | null;

  @Field(() => String, { nullable: true })
  closedAt!: string | null;

  @Field(() => Boolean, { description: 'The reporting student may cancel it now: reported and not yet assigned (false for everyone else)' })
  canCancel!: boolean;

  @Field(() => String, { nullable: true, description: 'ISO 8601: until when the reporting student may reopen it (7 days from the fix); null when they cannot' })
  reopenUntil!: string | null;

  @Field(() => [RepairPhotoType])
  photos!: RepairPhotoView[];

  @Field(() => [RepairCommentType], { description: 'The thread, oldest first; internal notes only for staff and the assignee' })
  comments!: RepairCommentView[];
}

@InputType('RepairJobFilter')
export class RepairJobFilter {
  @Field(() => [RepairStatus], { nullable: true, description: 'Default: the open ones' })
  statuses?: RepairStatus[];

  @Field(() => ID, { nullable: true })
  hostelId?: string;

  @Field(() => Boolean, { nullable: true })
  overdueOnly?: boolean;

  @Field(() => Int, { nullable: true, description: 'A page of this many (default 100, at most 500)' })
  first?: number;

  @Field(() => Int, { nullable: true, description: 'Skipping this many (default 0)' })
  offset?: number;
}

/** A report without photos (photos come through POST /api/repairs, multipart). */
@InputType('ReportRepairInput')
export class ReportRepairInput {
  @Field(() => RepairCategory)
  category!: RepairCategory;

  @Field(() => String, { description: "room (the student's own, filled in by the server) or common" })
  place!: string;

  @Field(() => String, { nullable: true, description: 'Required for a common area, e.g. "2nd floor washroom"' })
  commonArea?: string;

  @Field(() => String)
  description!: string;

  @Field(() => RepairPriority)
  urgency!: RepairPriority;

  @Field(() => Boolean)
  mayEnter!: boolean;
}

@ObjectType('RepairOpenCount', { simpleResolvers: true })
export class RepairOpenCountType implements RepairOpenCount {
  @Field(() => String)
  hostelName!: string;

  @Field(() => String, { description: 'A RepairCategory value, lower case' })
  category!: string;

  @Field(() => Int)
  open!: number;

  @Field(() => Int, { description: 'Of the open ones, past their due time' })
  overdue!: number;
}

@ObjectType('RepairStats', { simpleResolvers: true })
export class RepairStatsType implements RepairStatsView {
  @Field(() => Int)
  days!: number;

  @Field(() => [RepairOpenCountType], { description: 'Open jobs now, by hostel and category' })
  open!: RepairOpenCount[];

  @Field(() => Int, { description: 'Jobs reported in the window and fixed since' })
  fixed!: number;

  @Field(() => Float, { nullable: true, description: 'Median hours from report to fix, of those' })
  medianHoursToFix!: number | null;

  @Field(() => Float, { nullable: true, description: 'Of those with a due time, the share fixed by it (0 to 1)' })
  fixedInTimeShare!: number | null;
}

@ObjectType('MaintenancePerson', { simpleResolvers: true })
export class MaintenancePersonType implements MaintenancePersonView {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  name!: string;

  @Field(() => Trade)
  trade!: Trade;

  @Field(() => Int, { description: 'Jobs assigned to them and not yet fixed' })
  openJobs!: number;
}

@ObjectType('RepairPriorityTime', { simpleResolvers: true })
export class RepairPriorityTimeType implements RepairPriorityTimeView {
  @Field(() => RepairPriority)
  priority!: RepairPriority;

  @Field(() => Int, { description: 'Hours from the report to the due time' })
  hours!: number;
}
