import { Field, GraphQLISODateTime, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { RequestStatus } from '../booking/room-request.entity.js';

registerEnumType(RequestStatus, { name: 'RequestStatus', description: 'Pending, Approved or Rejected' });

export enum Decision {
  APPROVED = 'Approved',
  REJECTED = 'Rejected',
}
registerEnumType(Decision, { name: 'Decision' });

@ObjectType('Outpass', { simpleResolvers: true })
export class OutpassType {
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

  @Field(() => String, { description: 'Yes or No' })
  responsibility!: string;

  @Field(() => String, { description: "The student's enrollment ID" })
  rollNo!: string;

  @Field(() => String, { nullable: true })
  description!: string | null;

  @Field(() => RequestStatus)
  status!: RequestStatus;

  @Field(() => String, { nullable: true, description: "The admin's reason, if they gave one" })
  decisionReason!: string | null;

  @Field(() => GraphQLISODateTime)
  createdAt!: string;

  @Field(() => GraphQLISODateTime, { nullable: true })
  decidedAt!: string | null;
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

  @Field(() => String)
  reason!: string;

  @Field(() => String, { description: 'Yes or No' })
  responsibility!: string;

  @Field(() => String, { nullable: true })
  description?: string;
}
