import { Field, GraphQLISODateTime, ID, InputType, ObjectType } from 'type-graphql';
import { RequestStatus } from './room-request.entity.js';
import { RoomType } from '../room/room.type.js';

/** A student as the room-approval screen shows them. */
@ObjectType('Person', { simpleResolvers: true })
export class PersonType {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  name!: string;

  @Field(() => String, { nullable: true })
  enrollmentId!: string | null;

  @Field(() => String)
  email!: string;

  @Field(() => String, { nullable: true })
  address!: string | null;

  @Field(() => String, { nullable: true })
  phoneNumber!: string | null;

  @Field(() => String, { nullable: true })
  dob!: string | null;

  @Field(() => String, { nullable: true })
  gender!: string | null;
}

@ObjectType('RoomRequest', { simpleResolvers: true })
export class RoomRequestType {
  @Field(() => ID)
  id!: string;

  @Field(() => RequestStatus)
  status!: RequestStatus;

  @Field(() => PersonType)
  student!: PersonType;

  @Field(() => PersonType, { nullable: true })
  roommate!: PersonType | null;

  @Field(() => RoomType, { description: 'The room, with its availability now' })
  room!: RoomType;

  @Field(() => GraphQLISODateTime)
  createdAt!: string;

  @Field(() => GraphQLISODateTime, { nullable: true })
  decidedAt!: string | null;
}

/** The roommate of a Double-room request: their name and enrollment ID, both required. */
@InputType()
export class RoommateInput {
  @Field(() => String)
  name!: string;

  @Field(() => String)
  enrollmentId!: string;
}
