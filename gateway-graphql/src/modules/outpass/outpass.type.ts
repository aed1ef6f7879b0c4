import { Field, GraphQLISODateTime, ID, InputType, Int, ObjectType } from 'type-graphql';
import { GuardianConsent, RequestStatus, Responsibility } from '../../core/enums.js';
import type { OutpassView } from '../../core/views.js';
import type { GuardianRequestView } from './outpass.views.js';

@ObjectType('Outpass', { simpleResolvers: true })
export class OutpassType implements OutpassView {
  @Field(() => ID)
  id!: string;

  @Field(() => ID)
  studentId!: string;

  @Field(() => String)
  name!: string;

  @Field(() => String)
  where!: string;

  @Field(() => String, { description: 'YYYY-MM-DD' })
  dateOfArrival!: string;

  @Field(() => String, { description: 'HH:MM' })
  outTime!: string;

  @Field(() => String)
  reason!: string;

  @Field(() => Responsibility)
  responsibility!: Responsibility;

  @Field(() => String, { description: "The student's enrollment ID" })
  rollNo!: string;

  @Field(() => String, { nullable: true })
  description!: string | null;

  @Field(() => RequestStatus)
  status!: RequestStatus;

  @Field(() => String, { nullable: true, description: "Why staff decided so: always given for a rejection through GraphQL; a rejection by the spec's REST call may have none" })
  decisionReason!: string | null;

  @Field(() => GraphQLISODateTime)
  createdAt!: string;

  @Field(() => GraphQLISODateTime, { nullable: true })
  decidedAt!: string | null;

  @Field(() => GraphQLISODateTime, { description: 'When the student is due back' })
  expectedReturnAt!: string;

  @Field(() => String, { description: "The return time, HH:MM in the office's time zone" })
  returnTime!: string;

  @Field(() => GraphQLISODateTime, { nullable: true })
  cancelledAt!: string | null;

  @Field(() => GraphQLISODateTime, { nullable: true, description: 'Scanned out at the gate' })
  outAt!: string | null;

  @Field(() => GraphQLISODateTime, { nullable: true, description: 'Scanned back in at the gate' })
  returnedAt!: string | null;

  @Field(() => GraphQLISODateTime, { nullable: true, description: 'When the overdue sweep found the student not back (kept after a late return)' })
  overdueAt!: string | null;

  @Field(() => Boolean, { description: 'Returned after the expected return' })
  returnedLate!: boolean;

  @Field(() => GuardianConsent)
  guardianConsent!: GuardianConsent;

  @Field(() => GraphQLISODateTime, { nullable: true })
  guardianAnsweredAt!: string | null;

  @Field(() => String, { nullable: true, description: 'The hostel it was asked from' })
  hostelName!: string | null;
}

/** What a guardian's one-time link shows them. */
@ObjectType('GuardianRequest', { simpleResolvers: true })
export class GuardianRequestType implements GuardianRequestView {
  @Field(() => String)
  studentName!: string;

  @Field(() => String, { nullable: true })
  hostelName!: string | null;

  @Field(() => String)
  where!: string;

  @Field(() => String)
  reason!: string;

  @Field(() => String, { description: 'HH:MM' })
  outTime!: string;

  @Field(() => String, { description: 'YYYY-MM-DD' })
  dateOfArrival!: string;

  @Field(() => GraphQLISODateTime)
  expectedReturnAt!: string;

  @Field(() => String, { description: "HH:MM in the office's time zone" })
  returnTime!: string;

  @Field(() => GuardianConsent)
  consent!: GuardianConsent;
}

/** A student's own outpasses, newest first, with the profile's statistics. */
@ObjectType('OutpassHistory', { simpleResolvers: true })
export class OutpassHistoryType {
  @Field(() => [OutpassType])
  items!: OutpassType[];

  @Field(() => Int)
  total!: number;

  @Field(() => Int)
  approved!: number;

  @Field(() => Int)
  pending!: number;

  @Field(() => Int)
  rejected!: number;

  @Field(() => Int)
  cancelled!: number;
}

/** The outpass form; the roll number comes from the session. */
@InputType()
export class OutpassInput {
  @Field(() => String)
  name!: string;

  @Field(() => String)
  where!: string;

  @Field(() => String, { description: 'YYYY-MM-DD, today or later' })
  dateOfArrival!: string;

  @Field(() => String, { description: 'HH:MM' })
  outTime!: string;

  @Field(() => String, { nullable: true, description: "HH:MM on the date of arrival, in the office's time zone; default the hostel's curfew, 21:00" })
  returnTime?: string;

  @Field(() => String)
  reason!: string;

  @Field(() => Responsibility)
  responsibility!: Responsibility;

  @Field(() => String, { nullable: true })
  description?: string;
}
