import { Field, ID, Int, ObjectType } from 'type-graphql';
import { BookingMode, EarlyExitRule, Gender } from '../../core/enums.js';
import type { HostelView } from '../../core/views.js';

/** A hostel and its statistics, derived from occupancy when read. */
@ObjectType('Hostel', { simpleResolvers: true })
export class HostelType implements HostelView {
  @Field(() => ID)
  id!: string;

  @Field(() => String, { description: 'The code, e.g. GH-1 (the demo campus: GH-1..GH-3, BH-1..BH-5)' })
  name!: string;

  @Field(() => String, { description: "The display name, e.g. \"Girls' Hostel 1\"; the code when the office gave none" })
  title!: string;

  @Field(() => Gender, { description: 'Who may live here' })
  gender!: Gender;

  @Field(() => BookingMode)
  bookingMode!: BookingMode;

  @Field(() => [String])
  amenities!: string[];

  @Field(() => Int, { description: '0: its rooms start on the ground floor; 1: on the 1st floor' })
  firstFloor!: number;

  @Field(() => Int, { description: 'How many floors: its rooms lie on firstFloor to firstFloor + floors - 1' })
  floors!: number;

  @Field(() => Boolean, { description: 'Retired by the office: only admins asking hostels(includeRetired: true) see it' })
  retired!: boolean;

  @Field(() => Int, { description: 'Its rooms, retired ones not counted' })
  totalRooms!: number;

  @Field(() => Int, { description: 'Rooms in service with at least one free bed' })
  availableRooms!: number;

  @Field(() => Int, { description: 'Rooms in service with no free bed' })
  bookedRooms!: number;

  @Field(() => Int)
  outOfServiceRooms!: number;

  @Field(() => Int)
  singleRooms!: number;

  @Field(() => Int)
  doubleRooms!: number;

  @Field(() => Int)
  tripleRooms!: number;

  @Field(() => Int)
  quadRooms!: number;

  @Field(() => Int, { description: 'Beds of its rooms in service' })
  totalBeds!: number;

  @Field(() => Int)
  freeBeds!: number;

  @Field(() => Boolean, { description: "Whether a new outpass first asks the student's guardian" })
  guardianConsentRequired!: boolean;

  @Field(() => EarlyExitRule, { description: 'What the gate does with a student going out well before their declared out time' })
  earlyExit!: EarlyExitRule;
}
