import { Field, GraphQLISODateTime, ID, Int, ObjectType } from 'type-graphql';
import { ActivityKind, FeedEventKind } from '../../core/enums.js';
import type { ActivityView, AdminCounts, AdminFeedEvent } from '../../core/views.js';
import type { DailyCountView } from './activity.views.js';

/** An item of Recent Activity. */
@ObjectType('Activity', { simpleResolvers: true })
export class ActivityType implements ActivityView {
  @Field(() => ID)
  id!: string;

  @Field(() => ActivityKind)
  type!: ActivityKind;

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

  @Field(() => ID, { nullable: true, description: 'The hostel it belongs to; null for a student with no bed yet' })
  hostelId!: string | null;
}

/** The three dashboard counts. */
@ObjectType('AdminCounts', { simpleResolvers: true })
export class AdminCountsType implements AdminCounts {
  @Field(() => Int, { description: 'Currently enrolled' })
  totalStudents!: number;

  @Field(() => Int, { description: 'Pending approval' })
  pendingOutpasses!: number;

  @Field(() => Int, { description: 'Awaiting assignment' })
  pendingRoomRequests!: number;

  @Field(() => Int, { description: 'Outpasses Out past their expected return' })
  overdueOutpasses!: number;
}

/** What the admin dashboard hears live: an activity created or resolved, and the counts after it. */
@ObjectType('AdminFeedEvent', { simpleResolvers: true })
export class AdminFeedEventType implements AdminFeedEvent {
  @Field(() => FeedEventKind)
  kind!: FeedEventKind;

  @Field(() => ActivityType)
  activity!: ActivityType;

  @Field(() => AdminCountsType)
  counts!: AdminCountsType;
}

@ObjectType('DailyCount', { simpleResolvers: true })
export class DailyCountType implements DailyCountView {
  @Field(() => String, { description: 'YYYY-MM-DD (UTC)' })
  day!: string;

  @Field(() => Int)
  roomRequests!: number;

  @Field(() => Int)
  outpasses!: number;
}
