import { Field, GraphQLISODateTime, ID, InputType, Int, ObjectType } from 'type-graphql';
import { RoomType } from '../room/index.js';
import { Gender, RoomRequestStatus, RoommateResponse } from '../../core/enums.js';
import type { PersonView, RoomRequestView } from '../../core/views.js';
import type { MyRoomView } from '../room/index.js';

/**
 * A student as another screen shows them. Contact details (email, address, phone, date of
 * birth) are null unless the viewer is staff: fellow students see a name and an enrollment ID.
 */
@ObjectType('Person', { simpleResolvers: true })
export class PersonType implements PersonView {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  name!: string;

  @Field(() => String, { nullable: true })
  enrollmentId!: string | null;

  @Field(() => String, { nullable: true })
  email!: string | null;

  @Field(() => String, { nullable: true })
  address!: string | null;

  @Field(() => String, { nullable: true })
  phoneNumber!: string | null;

  @Field(() => String, { nullable: true })
  dob!: string | null;

  @Field(() => Gender, { nullable: true })
  gender!: Gender | null;
}

@ObjectType('RoomRequest', { simpleResolvers: true })
export class RoomRequestType implements RoomRequestView {
  @Field(() => ID)
  id!: string;

  @Field(() => RoomRequestStatus)
  status!: RoomRequestStatus;

  @Field(() => PersonType)
  student!: PersonType;

  @Field(() => PersonType, { nullable: true })
  roommate!: PersonType | null;

  @Field(() => [PersonType], { description: "A roommate group's request: the group's other members, a bed each, their acceptance of the group their consent; empty for any other" })
  group!: PersonType[];

  @Field(() => RoommateResponse, { nullable: true, description: 'Null when no roommate is named' })
  roommateResponse!: RoommateResponse | null;

  @Field(() => GraphQLISODateTime, { nullable: true, description: 'When the roommate answered' })
  respondedAt!: string | null;

  @Field(() => RoomType, { description: 'The room, with its availability now' })
  room!: RoomType;

  @Field(() => Boolean, { description: 'Whether the room still has beds for this request: one, two with a roommate, one each for a group' })
  fits!: boolean;

  @Field(() => Boolean, { description: 'A room change: the student holds a bed and asks to move here' })
  change!: boolean;

  @Field(() => String, { nullable: true, description: "Why staff decided so: always given for a rejection through GraphQL; a rejection by the spec's REST call may have none" })
  decisionReason!: string | null;

  @Field(() => GraphQLISODateTime)
  createdAt!: string;

  @Field(() => GraphQLISODateTime, { nullable: true, description: 'When it was decided, cancelled or declined' })
  decidedAt!: string | null;
}

/** The bed the student holds and who shares the room. */
@ObjectType('MyRoom', { simpleResolvers: true })
export class MyRoomType implements MyRoomView {
  @Field(() => RoomType)
  room!: RoomType;

  @Field(() => Int)
  bed!: number;

  @Field(() => [PersonType], { description: 'The others holding a bed in this room (names and enrollment IDs)' })
  roommates!: PersonType[];

  @Field(() => Boolean, { description: "Placed by a selection process's assignment (the hostel office), not booked by the student" })
  placedByOffice!: boolean;
}

/** The roommate of a Double-room request: their name and enrollment ID, both required. */
@InputType()
export class RoommateInput {
  @Field(() => String)
  name!: string;

  @Field(() => String)
  enrollmentId!: string;
}
