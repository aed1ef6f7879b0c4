import { Field, GraphQLISODateTime, ID, Int, ObjectType, registerEnumType } from 'type-graphql';

/** An item of Recent Activity. */
@ObjectType('Activity', { simpleResolvers: true })
export class ActivityType {
  @Field(() => ID)
  id!: string;

  @Field(() => String, { description: "'Outpass Request' or 'Room Booking Request'" })
  type!: string;

  @Field(() => String)
  description!: string;

  @Field(() => GraphQLISODateTime)
  timestamp!: string;

  @Field(() => Boolean)
  resolved!: boolean;

  @Field(() => ID, { nullable: true })
  outpassId!: string | null;

  @Field(() => ID, { nullable: true })
  roomRequestId!: string | null;
}

/** The three dashboard counts. */
@ObjectType('AdminCounts', { simpleResolvers: true })
export class AdminCountsType {
  @Field(() => Int, { description: 'Currently enrolled' })
  totalStudents!: number;

  @Field(() => Int, { description: 'Pending approval' })
  pendingOutpasses!: number;

  @Field(() => Int, { description: 'Awaiting assignment' })
  pendingRoomRequests!: number;
}

export enum FeedEventKind {
  CREATED = 'CREATED',
  RESOLVED = 'RESOLVED',
}
registerEnumType(FeedEventKind, { name: 'FeedEventKind' });

/** What the admin dashboard hears live: an activity created or resolved, and the counts after it. */
@ObjectType('AdminFeedEvent', { simpleResolvers: true })
export class AdminFeedEventType {
  @Field(() => FeedEventKind)
  kind!: FeedEventKind;

  @Field(() => ActivityType)
  activity!: ActivityType;

  @Field(() => AdminCountsType)
  counts!: AdminCountsType;
}
