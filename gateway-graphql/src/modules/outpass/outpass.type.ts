import { Field, GraphQLISODateTime, ID, InputType, Int, ObjectType } from 'type-graphql';
import { RequestStatus, Responsibility } from '../../core/enums.js';
import type { OutpassView } from '../../core/views.js';

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

  @Field(() => Responsibility)
  responsibility!: Responsibility;

  @Field(() => String, { nullable: true })
  description?: string;
}
