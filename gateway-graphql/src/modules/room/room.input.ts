import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { RoomKind } from '../../core/enums.js';
import type { RoomOccupantView } from './room.views.js';

/** A room to add to a hostel; checked by the service (room.validate.ts). */
@InputType()
export class NewRoomInput {
  @Field(() => Int, { description: '1 to 9999, unique in its hostel' })
  number!: number;

  @Field(() => Int, { description: "One of the hostel's floors (firstFloor to firstFloor + floors - 1)" })
  floor!: number;

  @Field(() => RoomKind, { description: 'Its capacity follows: Single 1, Double 2, Triple 3, Quad 4' })
  type!: RoomKind;

  @Field(() => Boolean, { nullable: true, description: 'Accessible; left out: no' })
  accessible?: boolean | null;
}

/** What of a room may change; absent fields stay. */
@InputType()
export class RoomChangesInput {
  @Field(() => Int, { nullable: true })
  floor?: number | null;

  @Field(() => RoomKind, { nullable: true, description: 'A smaller type is refused while more people are in the room than it has beds (ROOM_OCCUPIED)' })
  type?: RoomKind | null;

  @Field(() => Boolean, { nullable: true, description: 'Accessible or not' })
  accessible?: boolean | null;
}

/** Someone in a room's bed: a student, or the student a bed is held for by a waitlist offer. */
@ObjectType('RoomOccupant', { simpleResolvers: true })
export class RoomOccupantType implements RoomOccupantView {
  @Field(() => ID)
  roomId!: string;

  @Field(() => Int)
  bed!: number;

  @Field(() => ID)
  studentId!: string;

  @Field(() => String)
  name!: string;

  @Field(() => String, { nullable: true })
  enrollmentId!: string | null;

  @Field(() => Boolean, { description: "The bed is held for this student's waitlist offer: they have not taken it yet" })
  held!: boolean;
}
