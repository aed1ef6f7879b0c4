import { Field, ID, Int, ObjectType } from 'type-graphql';
import { RoomKind } from '../../core/enums.js';
import type { RoomView } from '../../core/views.js';

/** A room with its live availability. */
@ObjectType('Room', { simpleResolvers: true })
export class RoomType implements RoomView {
  @Field(() => ID)
  id!: string;

  @Field(() => ID)
  hostelId!: string;

  @Field(() => String)
  hostelName!: string;

  @Field(() => Int)
  number!: number;

  @Field(() => Int, { description: "One of its hostel's floors (0: the ground floor)" })
  floor!: number;

  @Field(() => RoomKind)
  type!: RoomKind;

  @Field(() => Int, { description: 'Its beds: Single 1, Double 2, Triple 3, Quad 4' })
  capacity!: number;

  @Field(() => Boolean, { description: 'False: out of service (maintenance), no one may book it' })
  inService!: boolean;

  @Field(() => String, { nullable: true, description: 'Why it is out of service, e.g. "Maintenance: plumbing"; null when in service' })
  outOfServiceReason!: string | null;

  @Field(() => Boolean, { description: 'Retired by the office: rooms(hostel) never lists it; roomChanges sends it once, so grids drop it' })
  retired!: boolean;

  @Field(() => Boolean, { description: 'Accessible (the CSV column accessible): students who need such a room are placed in one first' })
  accessible!: boolean;

  @Field(() => Int, { description: 'Beds anyone may book now: capacity minus holders minus held beds (0 out of service)' })
  freeBeds!: number;

  @Field(() => Int, { description: "Beds held for a waitlisted student's offer: no one else may book them" })
  heldBeds!: number;

  @Field(() => Boolean, { description: 'At least one free bed' })
  isAvailable!: boolean;

  @Field(() => Boolean, { description: 'A Double with both beds free: a student and their roommate may ask for it together' })
  takesPair!: boolean;
}
