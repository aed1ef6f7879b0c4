import { Field, GraphQLISODateTime, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { EntrantOutcome, type OutcomeCounts } from './outcomes.js';
import type { BedsLeftView, SelectionDaySlotView, SelectionDayView, SelectionEntrantsView, SelectionEntrantView, SlotHostelView } from './selection-day.service.js';
import { ProcessStatus } from './selection-process.entity.js';

registerEnumType(EntrantOutcome, {
  name: 'EntrantOutcome',
  description: 'CHOSE: took a bed (themselves, their group, an approved request). PLACED: by the assignment. PENDING: in a pending room request. NOT_PLACED: the assignment left them without a bed. NOT_YET: nothing yet, no assignment run',
});

@ObjectType('EntrantOutcomeCounts', { simpleResolvers: true, description: 'How many entrants had each outcome: they add up to entrants' })
export class OutcomeCountsType implements OutcomeCounts {
  @Field(() => Int)
  entrants!: number;

  @Field(() => Int)
  chose!: number;

  @Field(() => Int)
  placed!: number;

  @Field(() => Int)
  pending!: number;

  @Field(() => Int)
  notPlaced!: number;

  @Field(() => Int)
  notYet!: number;
}

@ObjectType('SelectionEntrant', { simpleResolvers: true })
export class SelectionEntrantType implements SelectionEntrantView {
  @Field(() => Int)
  lotteryNumber!: number;

  @Field(() => Int, { description: '1-based' })
  slot!: number;

  @Field(() => String)
  enrollmentId!: string;

  @Field(() => String)
  name!: string;

  @Field(() => EntrantOutcome)
  outcome!: EntrantOutcome;

  @Field(() => String, { nullable: true, description: 'Their group\'s leader, "Name (ID)"' })
  group!: string | null;

  @Field(() => String, { nullable: true, description: '"GH-1 101, bed 2"; while pending, the requested room\'s hostel' })
  room!: string | null;

  @Field(() => String, { nullable: true, description: 'Why they were not placed' })
  reason!: string | null;
}

@ObjectType('SelectionEntrants', { simpleResolvers: true })
export class SelectionEntrantsType implements SelectionEntrantsView {
  @Field(() => OutcomeCountsType)
  counts!: OutcomeCounts;

  @Field(() => Int, { description: 'How many match the filter' })
  matching!: number;

  @Field(() => [SelectionEntrantType])
  entrants!: SelectionEntrantView[];
}

@InputType('SelectionEntrantsFilter')
export class SelectionEntrantsFilter {
  @Field(() => EntrantOutcome, { nullable: true })
  outcome?: EntrantOutcome | null;

  @Field(() => Int, { nullable: true })
  slot?: number | null;

  @Field(() => String, { nullable: true, description: 'Part of a name or enrollment ID' })
  search?: string | null;

  @Field(() => Int, { nullable: true })
  offset?: number | null;

  @Field(() => Int, { nullable: true, description: 'At most 500; 100 by default' })
  limit?: number | null;
}

@ObjectType('SlotHostelCount', { simpleResolvers: true })
export class SlotHostelType implements SlotHostelView {
  @Field(() => String)
  hostel!: string;

  @Field(() => Int)
  chose!: number;

  @Field(() => Int)
  pending!: number;
}

@ObjectType('SelectionDaySlot', { simpleResolvers: true })
export class SelectionDaySlotType implements SelectionDaySlotView {
  @Field(() => Int)
  slot!: number;

  @Field(() => GraphQLISODateTime)
  opensAt!: string;

  @Field(() => Int)
  entrants!: number;

  @Field(() => Int)
  chose!: number;

  @Field(() => Int)
  placed!: number;

  @Field(() => Int)
  pending!: number;

  @Field(() => Int)
  notYet!: number;

  @Field(() => Int)
  notPlaced!: number;

  @Field(() => [SlotHostelType])
  byHostel!: SlotHostelView[];
}

@ObjectType('BedsLeft', { simpleResolvers: true })
export class BedsLeftType implements BedsLeftView {
  @Field(() => String)
  hostel!: string;

  @Field(() => String)
  roomType!: string;

  @Field(() => Int)
  beds!: number;
}

@ObjectType('SelectionDay', { simpleResolvers: true, description: "The office's live picture of a selection process" })
export class SelectionDayType implements SelectionDayView {
  @Field(() => ID)
  processId!: string;

  @Field(() => String)
  name!: string;

  @Field(() => ProcessStatus)
  status!: ProcessStatus;

  @Field(() => GraphQLISODateTime)
  closesAt!: string;

  @Field(() => Int, { nullable: true })
  selectingThrough!: number | null;

  @Field(() => Int, { nullable: true })
  nextSlot!: number | null;

  @Field(() => GraphQLISODateTime, { nullable: true })
  nextSlotAt!: string | null;

  @Field(() => OutcomeCountsType)
  counts!: OutcomeCounts;

  @Field(() => [SelectionDaySlotType])
  slots!: SelectionDaySlotView[];

  @Field(() => [BedsLeftType])
  bedsLeft!: BedsLeftView[];

  @Field(() => [SelectionEntrantType], { description: 'The students of the slot that opened last (at most 200)' })
  current!: SelectionEntrantView[];

  @Field(() => GraphQLISODateTime)
  now!: string;
}
