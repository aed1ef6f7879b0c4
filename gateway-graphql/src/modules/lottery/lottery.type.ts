import { Field, GraphQLISODateTime, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Gender } from '../../core/enums.js';
import { RoomType } from '../room/index.js';
import { WindowStateKind } from '../selection/index.js';
import type { RoomView } from '../../core/views.js';
import type { Question } from './questionnaire.js';
import { RoommateQuestionType } from './roommate.type.js';
import { DrawMode, GroupInviteStatus, ProcessStatus } from './selection-process.entity.js';
import type {
  GroupBookingView,
  GroupMemberView,
  MySelectionView,
  SelectionAssignmentView,
  SelectionGroupInvitationView,
  SelectionGroupView,
  SelectionNowView,
  SelectionPreviewView,
  SelectionProcessView,
  SelectionUnplacedView,
} from './lottery.views.js';

registerEnumType(ProcessStatus, {
  name: 'SelectionProcessStatus',
  description: 'DRAFT: being set up. PUBLISHED: drawn, students choose from their slot until it closes. ASSIGNING: the assignment job runs. ASSIGNED: placed, not yet told (undoable). DONE: told',
});
registerEnumType(DrawMode, { name: 'DrawMode', description: 'YEAR_THEN_RANDOM: seniors get the lower numbers, random within a year. RANDOM: random only' });
registerEnumType(GroupInviteStatus, { name: 'GroupInviteStatus' });

@ObjectType('SelectionProcessHostel', { simpleResolvers: true })
export class SelectionProcessHostelType {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  name!: string;
}

@ObjectType('SelectionUnplaced', { simpleResolvers: true })
export class SelectionUnplacedType implements SelectionUnplacedView {
  @Field(() => String)
  name!: string;

  @Field(() => String)
  enrollmentId!: string;

  @Field(() => String)
  reason!: string;
}

@ObjectType('SelectionAssignment', { simpleResolvers: true, description: 'The end-of-process assignment: who it placed, who it could not' })
export class SelectionAssignmentType implements SelectionAssignmentView {
  @Field(() => Int, { description: 'chose + placed + pending + unplaced' })
  entrants!: number;

  @Field(() => Int, { description: 'Took a bed themselves (or their group or an approved request did)' })
  chose!: number;

  @Field(() => Int, { description: 'Placed by the assignment' })
  placed!: number;

  @Field(() => Int, { description: 'In a pending room request' })
  pending!: number;

  @Field(() => Int)
  unplaced!: number;

  @Field(() => Int, { description: 'Whom publishing it mails: the placed, and those not placed who have an account' })
  mailed!: number;

  @Field(() => GraphQLISODateTime, { nullable: true })
  runAt!: string | null;

  @Field(() => GraphQLISODateTime, { nullable: true })
  publishedAt!: string | null;

  @Field(() => [SelectionUnplacedType], { description: 'The first 100 left without a bed, and why' })
  unplacedStudents!: SelectionUnplacedView[];
}

@ObjectType('SelectionProcess', { simpleResolvers: true, description: 'A fair selection day: lottery numbers, time slots, roommate groups, and an assignment at the end' })
export class SelectionProcessType implements SelectionProcessView {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  name!: string;

  @Field(() => ProcessStatus)
  status!: ProcessStatus;

  @Field(() => [SelectionProcessHostelType])
  hostels!: { id: string; name: string }[];

  @Field(() => [Gender], { description: 'Who takes part by gender; empty: both' })
  genders!: string[];

  @Field(() => [Int], { description: 'Who takes part by year of study; empty: every year' })
  yearsOfStudy!: number[];

  @Field(() => DrawMode)
  draw!: DrawMode;

  @Field(() => String, { description: "The draw's seed: the same seed and roster give the same numbers" })
  seed!: string;

  @Field(() => GraphQLISODateTime)
  firstSlotAt!: string;

  @Field(() => Int)
  slotMinutes!: number;

  @Field(() => Int)
  perSlot!: number;

  @Field(() => GraphQLISODateTime)
  closesAt!: string;

  @Field(() => Int, { description: 'Drawn (published), or who would be drawn now (a draft)' })
  entrants!: number;

  @Field(() => Int)
  slots!: number;

  @Field(() => GraphQLISODateTime, { nullable: true })
  lastSlotAt!: string | null;

  @Field(() => GraphQLISODateTime, { nullable: true })
  publishedAt!: string | null;

  @Field(() => String, { nullable: true, description: 'sha-256 of the drawn order, recorded with the seed in the audit log' })
  drawDigest!: string | null;

  @Field(() => SelectionAssignmentType, { nullable: true })
  assignment!: SelectionAssignmentView | null;

  @Field(() => [RoommateQuestionType], { description: 'The roommate questionnaire its entrants answer; the office changes it while a draft' })
  questionnaire!: Question[];

  @Field(() => GraphQLISODateTime)
  createdAt!: string;

  @Field(() => GraphQLISODateTime, { description: "The server's clock when this was read: screens time the close by it" })
  now!: string;
}

@ObjectType('SelectionPreview', { simpleResolvers: true, description: 'What publishing a process would draw, before it is published' })
export class SelectionPreviewType implements SelectionPreviewView {
  @Field(() => Int)
  entrants!: number;

  @Field(() => Int)
  slots!: number;

  @Field(() => GraphQLISODateTime, { nullable: true })
  lastSlotAt!: string | null;

  @Field(() => GraphQLISODateTime)
  closesAt!: string;

  @Field(() => Boolean, { description: 'The last slot opens before the process closes' })
  fits!: boolean;

  @Field(() => String)
  message!: string;
}

@InputType('SelectionProcessInput')
export class SelectionProcessInput {
  @Field(() => String)
  name!: string;

  @Field(() => [ID])
  hostelIds!: string[];

  @Field(() => [Gender], { nullable: true })
  genders?: string[] | null;

  @Field(() => [Int], { nullable: true })
  yearsOfStudy?: number[] | null;

  @Field(() => DrawMode)
  draw!: DrawMode;

  @Field(() => String, { nullable: true, description: 'A whole number; absent: drawn at random and recorded' })
  seed?: string | null;

  @Field(() => GraphQLISODateTime)
  firstSlotAt!: Date;

  @Field(() => Int)
  slotMinutes!: number;

  @Field(() => Int)
  perSlot!: number;

  @Field(() => GraphQLISODateTime)
  closesAt!: Date;
}

@ObjectType('GroupMember', { simpleResolvers: true })
export class GroupMemberType implements GroupMemberView {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  name!: string;

  @Field(() => String)
  enrollmentId!: string;

  @Field(() => GroupInviteStatus, { description: 'The leader: ACCEPTED' })
  status!: GroupInviteStatus;
}

@ObjectType('SelectionGroup', { simpleResolvers: true, description: 'A roommate group: its leader books one room for all its members, in the earliest member\'s slot' })
export class SelectionGroupType implements SelectionGroupView {
  @Field(() => ID)
  id!: string;

  @Field(() => GroupMemberType)
  leader!: GroupMemberView;

  @Field(() => [GroupMemberType], { description: 'Accepted, the leader first' })
  members!: GroupMemberView[];

  @Field(() => [GroupMemberType], { description: 'Named, not yet answered' })
  invited!: GroupMemberView[];

  @Field(() => Boolean)
  isLeader!: boolean;
}

@ObjectType('SelectionGroupInvitation', { simpleResolvers: true })
export class SelectionGroupInvitationType implements SelectionGroupInvitationView {
  @Field(() => ID)
  groupId!: string;

  @Field(() => String)
  leaderName!: string;

  @Field(() => String)
  leaderEnrollmentId!: string;

  @Field(() => Int, { description: 'Accepted members so far, the leader included' })
  members!: number;
}

@ObjectType('MySelection', { simpleResolvers: true, description: "The caller's place in the published selection process of their hostels" })
export class MySelectionType implements MySelectionView {
  @Field(() => ID)
  processId!: string;

  @Field(() => String)
  processName!: string;

  @Field(() => [String])
  hostels!: string[];

  @Field(() => Int)
  lotteryNumber!: number;

  @Field(() => Int, { description: '1-based' })
  slot!: number;

  @Field(() => GraphQLISODateTime)
  slotStartsAt!: string;

  @Field(() => GraphQLISODateTime, { description: "When they choose: their group's earliest slot, else their own" })
  groupSlotStartsAt!: string;

  @Field(() => GraphQLISODateTime)
  closesAt!: string;

  @Field(() => WindowStateKind, { description: 'NOT_YET, OPEN or CLOSED' })
  state!: MySelectionView['state'];

  @Field(() => SelectionGroupType, { nullable: true })
  group!: SelectionGroupView | null;

  @Field(() => [SelectionGroupInvitationType], { description: "Pending invitations to others' groups" })
  invitations!: SelectionGroupInvitationView[];

  @Field(() => Int, { description: "The largest room of their gender in the process's hostels: a group's size limit" })
  maxGroupSize!: number;

  @Field(() => GraphQLISODateTime)
  now!: string;
}

@ObjectType('SelectionNow', { simpleResolvers: true, description: 'Which slots of a published process are choosing now' })
export class SelectionNowType implements SelectionNowView {
  @Field(() => ID)
  processId!: string;

  @Field(() => String)
  processName!: string;

  @Field(() => [String])
  hostels!: string[];

  @Field(() => Int, { nullable: true, description: 'Slots 1..selectingThrough choose now; null before the first slot or once closed' })
  selectingThrough!: number | null;

  @Field(() => Int, { nullable: true })
  nextSlot!: number | null;

  @Field(() => GraphQLISODateTime, { nullable: true })
  nextSlotAt!: string | null;

  @Field(() => Int)
  slots!: number;

  @Field(() => GraphQLISODateTime)
  closesAt!: string;

  @Field(() => Boolean)
  closed!: boolean;

  @Field(() => GraphQLISODateTime)
  now!: string;
}

@InputType('GroupMemberInput', { description: 'A student named in a roommate group: the enrollment ID is enough (selectionClassmate shows whose it is); a name given is compared loosely' })
export class GroupMemberInput {
  @Field(() => String, { nullable: true })
  name?: string | null;

  @Field(() => String)
  enrollmentId!: string;
}

@ObjectType('GroupBooking', { simpleResolvers: true, description: 'A room booked by a group leader for the whole group, in one transaction' })
export class GroupBookingType implements GroupBookingView {
  @Field(() => RoomType)
  room!: RoomView;

  @Field(() => [Int])
  beds!: number[];

  @Field(() => [GroupMemberType])
  members!: GroupMemberView[];
}
