import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import type { RosterCarryLeftOutView, RosterCarryView } from './roster-carry.service.js';

/** Why a student of last year's roster is not carried. */
export enum RosterCarryReason {
  FINAL_YEAR = 'FINAL_YEAR',
  ALREADY_ON_ROSTER = 'ALREADY_ON_ROSTER',
}

registerEnumType(RosterCarryReason, {
  name: 'RosterCarryReason',
  description: "FINAL_YEAR: in the last year of study, or past it (they leave); ALREADY_ON_ROSTER: imported or added onto the open year's roster already",
});

@ObjectType('RosterCarryStep', { simpleResolvers: true, description: 'How many students move from one year of study to the next' })
export class RosterCarryStepType {
  @Field(() => Int, { description: 'Their year of study in the closed year; the next is one more' })
  yearOfStudy!: number;

  @Field(() => Int)
  students!: number;
}

@ObjectType('RosterCarryLeftOut', { simpleResolvers: true, description: "A student of last year's roster who is not carried, and why" })
export class RosterCarryLeftOutType implements RosterCarryLeftOutView {
  @Field(() => String)
  enrollmentId!: string;

  @Field(() => String)
  name!: string;

  @Field(() => Int)
  yearOfStudy!: number;

  @Field(() => RosterCarryReason)
  reason!: RosterCarryReason;
}

@ObjectType('RosterCarry', { simpleResolvers: true, description: 'What carrying the roster of the year that closed last into the open year would do (a dry run), or did' })
export class RosterCarryType implements RosterCarryView {
  @Field(() => Boolean)
  dryRun!: boolean;

  @Field(() => String, { nullable: true, description: 'The year carried from: the last to close; null when none has' })
  fromYear!: string | null;

  @Field(() => String, { description: 'The open year, carried into' })
  intoYear!: string;

  @Field(() => Int, { description: 'Students in this year of study or past it are left out' })
  lastYearOfStudy!: number;

  @Field(() => Int, { description: 'Students carried (or, a dry run, who would be), each a year of study on' })
  carried!: number;

  @Field(() => [RosterCarryStepType], { description: 'The carried, by year of study, lowest first' })
  steps!: RosterCarryStepType[];

  @Field(() => Int, { description: 'Left out: in the last year of study' })
  finalYear!: number;

  @Field(() => Int, { description: "Left out: on the open year's roster already" })
  alreadyOnRoster!: number;

  @Field(() => [RosterCarryLeftOutType], { description: 'The first 200 of each reason left out, by enrollment ID' })
  leftOut!: RosterCarryLeftOutType[];
}
