import { Field, ID, Int, ObjectType } from 'type-graphql';
import { BookingMode, EarlyExitRule, Gender } from '../../core/enums.js';
import type { HostelView } from '../../core/views.js';

/** A hostel and its statistics, derived from occupancy when read. */
@ObjectType('Hostel', { simpleResolvers: true })
export class HostelType implements HostelView {
  @Field(() => ID)
  id!: string;

  @Field(() => String, { description: 'GH-1..GH-3, BH-1..BH-5' })
  name!: string;

  @Field(() => Gender, { description: 'Who may live here' })
  gender!: Gender;

  @Field(() => BookingMode)
  bookingMode!: BookingMode;

  @Field(() => [String])
  amenities!: string[];

  @Field(() => Int)
  totalRooms!: number;

  @Field(() => Int, { description: 'Rooms with at least one free bed' })
  availableRooms!: number;

  @Field(() => Int, { description: 'Rooms with no free bed' })
  bookedRooms!: number;

  @Field(() => Int)
  singleRooms!: number;

  @Field(() => Int)
  doubleRooms!: number;

  @Field(() => Int)
  totalBeds!: number;

  @Field(() => Int)
  freeBeds!: number;

  @Field(() => Boolean, { description: "Whether a new outpass first asks the student's guardian" })
  guardianConsentRequired!: boolean;

  @Field(() => EarlyExitRule, { description: 'What the gate does with a student going out well before their declared out time' })
  earlyExit!: EarlyExitRule;
}
