import { Field, GraphQLISODateTime, ID, Int, ObjectType } from 'type-graphql';
import type { PendingItemView } from './year.pending.js';
import type { AcademicYearView, YearClosingView } from './year.service.js';

@ObjectType('YearClosing', { simpleResolvers: true, description: 'What closing an academic year did, counted in its transaction' })
export class YearClosingType implements YearClosingView {
  @Field(() => String, { description: 'The year that closed' })
  closedYear!: string;

  @Field(() => GraphQLISODateTime)
  closedAt!: string;

  @Field(() => Int, { description: "Beds held, each kept in the student's record under the closed year, and freed" })
  allocationsArchived!: number;

  @Field(() => Int, { description: 'Rooms that had a bed freed' })
  roomsFreed!: number;

  @Field(() => Int, { description: 'Places still waiting in a waiting list, closed' })
  waitlistPlacesClosed!: number;

  @Field(() => Int, { description: 'Selection windows removed: the new year starts with selection closed' })
  selectionWindowsRemoved!: number;

  @Field(() => Int, { description: "Students of the closed year's roster, kept as they were" })
  rosterEntriesKept!: number;
}

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

  @Field(() => String, { nullable: true, description: 'The name the year after it would have (2026-27 → 2027-28); null when its name is of no known form' })
  suggestedNextName!: string | null;

  @Field(() => YearClosingType, { nullable: true, description: 'What the closing that opened this year did; null for a year opened otherwise' })
  openedBy!: YearClosingView | null;
}

@ObjectType('PendingItem', { simpleResolvers: true, description: 'Something of the open year that still waits: the year cannot close while any does' })
export class PendingItemType implements PendingItemView {
  @Field(() => String, { description: 'room_request, roommate_invitation, outpass, waitlist_offer or selection_process' })
  kind!: string;

  @Field(() => ID, { description: 'What waits: the room request, outpass, bed offer or selection process' })
  id!: string;

  @Field(() => ID, { nullable: true, description: 'The student it waits on; null for a selection process' })
  studentId!: string | null;

  @Field(() => String, { nullable: true, description: 'Null for a selection process' })
  studentName!: string | null;

  @Field(() => String, { nullable: true })
  enrollmentId!: string | null;

  @Field(() => ID, { nullable: true, description: 'Its hostel, when it belongs to one' })
  hostelId!: string | null;

  @Field(() => String, { nullable: true, description: "Its hostel's name; a selection process's hostels, joined" })
  hostel!: string | null;

  @Field(() => String, { description: 'What waits, in the office\'s words' })
  detail!: string;

  @Field(() => String, { nullable: true, description: "An outpass's status (Pending, Approved, Out, Overdue): where it is settled; null for the rest" })
  status!: string | null;
}
