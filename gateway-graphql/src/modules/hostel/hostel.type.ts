import { Field, ID, Int, ObjectType } from 'type-graphql';

/** A hostel and its statistics, derived from occupancy when read. */
@ObjectType('Hostel', { simpleResolvers: true })
export class HostelType {
  @Field(() => ID)
  id!: string;

  @Field(() => String, { description: 'GH-1..GH-3, BH-1..BH-5' })
  name!: string;

  @Field(() => String, { description: 'Male or Female: who may live here' })
  gender!: string;

  @Field(() => String, { description: 'instant (book at once) or approval (a warden decides)' })
  bookingMode!: string;

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
}
