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

  @Field(() => Int, { description: 'number / 100, rounded down' })
  floor!: number;

  @Field(() => RoomKind)
  type!: RoomKind;

  @Field(() => Int)
  capacity!: number;

  @Field(() => Int, { description: 'Beds anyone may book now: capacity minus holders minus held beds' })
  freeBeds!: number;

  @Field(() => Int, { description: "Beds held for a waitlisted student's offer: no one else may book them" })
  heldBeds!: number;

  @Field(() => Boolean, { description: 'At least one free bed' })
  isAvailable!: boolean;

  @Field(() => Boolean, { description: 'A Double with both beds free: a student and their roommate may ask for it together' })
  takesPair!: boolean;
}
