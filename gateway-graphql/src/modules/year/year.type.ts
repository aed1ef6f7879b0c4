import { Field, GraphQLISODateTime, ID, ObjectType } from 'type-graphql';
import type { AcademicYearView, PendingItemView } from './year.service.js';

@ObjectType('AcademicYear', { simpleResolvers: true, description: 'An academic year, e.g. 2026-27; exactly one is open (current)' })
export class AcademicYearType implements AcademicYearView {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  name!: string;

  @Field(() => GraphQLISODateTime)
  openedAt!: string;

  @Field(() => GraphQLISODateTime, { nullable: true })
  closedAt!: string | null;

  @Field(() => Boolean, { description: 'The open year' })
  current!: boolean;
}

@ObjectType('PendingItem', { simpleResolvers: true, description: 'Something of the open year that still waits: the year cannot close while any does' })
export class PendingItemType implements PendingItemView {
  @Field(() => String, { description: 'room_request, roommate_invitation, outpass or waitlist_offer' })
  kind!: string;

  @Field(() => String)
  studentName!: string;

  @Field(() => String, { nullable: true })
  enrollmentId!: string | null;

  @Field(() => String, { nullable: true })
  hostel!: string | null;

  @Field(() => String, { description: 'What waits, in the office\'s words' })
  detail!: string;
}
