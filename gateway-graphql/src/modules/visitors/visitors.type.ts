import { Field, GraphQLISODateTime, ID, InputType, Int, ObjectType } from 'type-graphql';
import { Gender, VisitorIdType, VisitStatus } from '../../core/enums.js';
import type { VisitorRulesView, VisitorSettingsView, VisitPassView, VisitView } from './visitors.views.js';

@ObjectType('VisitPass', { simpleResolvers: true, description: "A pre-registered visitor's pass, for the student to forward (their own list only)" })
export class VisitPassType implements VisitPassView {
  @Field(() => String, { description: 'The signed pass (a JWT naming the visit, audience dormspace-visitor): what the QR code holds' })
  token!: string;

  @Field(() => String, { description: 'The same as a code to type (XXXXX-XXXXX)' })
  code!: string;

  @Field(() => String, { description: 'The QR code of the token, an SVG document' })
  qrSvg!: string;

  @Field(() => GraphQLISODateTime, { description: 'When the token stops working: the end of the day after the visit' })
  expiresAt!: string;
}

@ObjectType('Visit', { simpleResolvers: true, description: "A visitor's visit to a student at a hostel's front desk" })
export class VisitType implements VisitView {
  @Field(() => ID)
  id!: string;

  @Field(() => VisitStatus)
  status!: VisitStatus;

  @Field(() => ID)
  hostelId!: string;

  @Field(() => String)
  hostelName!: string;

  @Field(() => ID, { description: 'The student visited (the host)' })
  studentId!: string;

  @Field(() => String)
  studentName!: string;

  @Field(() => Int, { nullable: true, description: "The host's room, while they hold a bed" })
  roomNumber!: number | null;

  @Field(() => String)
  visitorName!: string;

  @Field(() => String)
  visitorPhone!: string;

  @Field(() => String)
  relation!: string;

  @Field(() => Gender, { nullable: true })
  visitorGender!: Gender | null;

  @Field(() => String, { description: "The office's calendar day of the visit, YYYY-MM-DD" })
  day!: string;

  @Field(() => String, { description: 'HH:MM, office time' })
  expectedFrom!: string;

  @Field(() => String, { description: "HH:MM, office time; an overnight guest's is the next day's leaving time" })
  expectedTo!: string;

  @Field(() => Boolean)
  overnight!: boolean;

  @Field(() => Boolean, { description: 'Entered by the desk (no pass) and asked of the host' })
  walkIn!: boolean;

  @Field(() => Boolean, { description: "The hostel's rule: a visitor of another gender than their host stays in the common room" })
  commonRoomOnly!: boolean;

  @Field(() => VisitorIdType, { nullable: true })
  idType!: VisitorIdType | null;

  @Field(() => String, { nullable: true, description: 'The last 4 characters of the ID shown (never the whole number)' })
  idLast4!: string | null;

  @Field(() => GraphQLISODateTime)
  createdAt!: string;

  @Field(() => GraphQLISODateTime, { nullable: true, description: 'A walk-in: until when the host may answer' })
  askExpiresAt!: string | null;

  @Field(() => GraphQLISODateTime, { nullable: true })
  decidedAt!: string | null;

  @Field(() => String, { nullable: true })
  decidedByName!: string | null;

  @Field(() => String, { nullable: true })
  decisionNote!: string | null;

  @Field(() => GraphQLISODateTime, { nullable: true })
  signedInAt!: string | null;

  @Field(() => String, { nullable: true })
  signedInByName!: string | null;

  @Field(() => GraphQLISODateTime, { nullable: true })
  signedOutAt!: string | null;

  @Field(() => String, { nullable: true })
  signedOutByName!: string | null;

  @Field(() => Boolean, { description: 'Still in after the visiting hours of its day (an overnight guest: after the next day\'s leaving time)' })
  overstayed!: boolean;

  @Field(() => Boolean, { description: 'Whether its host may still cancel it: a visit still to come (expected, or waiting for approval)' })
  canCancel!: boolean;

  @Field(() => VisitPassType, { nullable: true, description: "The pass to forward: only in the host's own list, only while the visit is expected" })
  pass!: VisitPassView | null;
}

@ObjectType('VisitingHours', { simpleResolvers: true })
export class VisitingHoursType {
  @Field(() => String, { description: 'HH:MM, office time' })
  from!: string;

  @Field(() => String, { description: 'HH:MM, office time' })
  to!: string;
}

@ObjectType('VisitorRules', { simpleResolvers: true, description: "A hostel's visiting rules, set by the office" })
export class VisitorRulesType implements VisitorRulesView {
  @Field(() => ID)
  hostelId!: string;

  @Field(() => String)
  hostelName!: string;

  @Field(() => [VisitingHoursType], { nullable: 'items', description: 'Seven days, Sunday first; null: no visiting that day' })
  hours!: ({ from: string; to: string } | null)[];

  @Field(() => Int, { description: 'Visitors one student may have in at once' })
  maxAtOnce!: number;

  @Field(() => Boolean, { description: 'A visitor of another gender than their host stays in the common room' })
  otherGenderCommonRoom!: boolean;

  @Field(() => Boolean, { description: "An overnight guest waits for a warden's approval" })
  overnightNeedsApproval!: boolean;

  @Field(() => String, { description: 'By when an overnight guest leaves the next day, HH:MM office time' })
  overnightLeaveBy!: string;
}

@ObjectType('VisitorSettings', { simpleResolvers: true })
export class VisitorSettingsType implements VisitorSettingsView {
  @Field(() => Int, { description: "Days a visit's record is kept after the visit, then erased (default 90)" })
  retentionDays!: number;
}

@InputType('VisitingHoursInput')
export class VisitingHoursInput {
  @Field(() => String)
  from!: string;

  @Field(() => String)
  to!: string;
}

@InputType('VisitorRulesInput')
export class VisitorRulesInput {
  @Field(() => ID)
  hostelId!: string;

  @Field(() => [VisitingHoursInput], { nullable: 'items', description: 'Seven days, Sunday first; null: no visiting that day' })
  hours!: (VisitingHoursInput | null)[];

  @Field(() => Int)
  maxAtOnce!: number;

  @Field(() => Boolean)
  otherGenderCommonRoom!: boolean;

  @Field(() => Boolean)
  overnightNeedsApproval!: boolean;
}

@InputType('RegisterVisitorInput')
export class RegisterVisitorInput {
  @Field(() => String)
  visitorName!: string;

  @Field(() => String)
  visitorPhone!: string;

  @Field(() => String, { description: 'Mother, friend …' })
  relation!: string;

  @Field(() => Gender, { nullable: true, description: "For the hostel's common-room rule" })
  visitorGender?: Gender | null;

  @Field(() => String, { description: 'YYYY-MM-DD, today to 30 days ahead' })
  day!: string;

  @Field(() => String, { description: 'HH:MM, within the day\'s visiting hours' })
  expectedFrom!: string;

  @Field(() => String, { description: "HH:MM; an overnight guest's is the next day's leaving time" })
  expectedTo!: string;

  @Field(() => Boolean, { nullable: true, description: "Stays the night (default false): may wait for a warden's approval" })
  overnight?: boolean | null;
}

@InputType('SignInVisitorInput')
export class SignInVisitorInput {
  @Field(() => ID, { nullable: true, description: "A visit from the day's list; or give code" })
  visitId?: string | null;

  @Field(() => String, { nullable: true, description: "The pass's QR token or typed code; or give visitId" })
  code?: string | null;

  @Field(() => VisitorIdType)
  idType!: VisitorIdType;

  @Field(() => String, { description: 'The last 4 characters of the ID shown' })
  idLast4!: string;
}

@InputType('WalkInInput')
export class WalkInInput {
  @Field(() => ID, { description: 'The student visited: a resident of the desk (parcelRecipients finds them)' })
  hostId!: string;

  @Field(() => String)
  visitorName!: string;

  @Field(() => String)
  visitorPhone!: string;

  @Field(() => String)
  relation!: string;

  @Field(() => Gender, { nullable: true })
  visitorGender?: Gender | null;

  @Field(() => VisitorIdType)
  idType!: VisitorIdType;

  @Field(() => String)
  idLast4!: string;
}

@InputType('FrontDeskVisitFilter')
export class FrontDeskVisitFilter {
  @Field(() => ID, { nullable: true, description: 'One hostel of the caller (default: all of theirs)' })
  hostelId?: string;

  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD; default today, or every day when searching or asking for a status' })
  day?: string;

  @Field(() => VisitStatus, { nullable: true })
  status?: VisitStatus;

  @Field(() => String, { nullable: true, description: "Text in the visitor's or the host's name, or the visitor's phone" })
  query?: string;

  @Field(() => Int, { nullable: true, description: 'A page of this many (default 50, at most 200)' })
  first?: number;

  @Field(() => Int, { nullable: true, description: 'Skipping this many (default 0)' })
  offset?: number;
}
