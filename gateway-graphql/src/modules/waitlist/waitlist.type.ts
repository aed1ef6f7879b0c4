import { Field, GraphQLISODateTime, ID, Int, ObjectType } from 'type-graphql';
import { RoomType } from '../room/index.js';
import { OfferStatus, RoomKind, WaitlistStatus } from '../../core/enums.js';
import type { BedOfferView, WaitlistPlaceView } from './waitlist.view.js';

@ObjectType('BedOffer', { simpleResolvers: true, description: 'A freed bed held for the first student in line until they answer or it expires' })
export class BedOfferType implements BedOfferView {
  @Field(() => ID)
  id!: string;

  @Field(() => RoomType)
  room!: RoomType;

  @Field(() => Int)
  bed!: number;

  @Field(() => OfferStatus)
  status!: OfferStatus;

  @Field(() => GraphQLISODateTime, { description: 'When an unanswered offer passes to the next in line' })
  expiresAt!: string;

  @Field(() => GraphQLISODateTime)
  createdAt!: string;
}

@ObjectType('WaitingStudent', { simpleResolvers: true, description: 'Who waits (staff only)' })
export class WaitingStudentType {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  name!: string;

  @Field(() => String, { nullable: true })
  enrollmentId!: string | null;
}

@ObjectType('WaitlistPlace', { simpleResolvers: true, description: "A student's place in a hostel's line" })
export class WaitlistPlaceType implements WaitlistPlaceView {
  @Field(() => ID)
  id!: string;

  @Field(() => ID)
  hostelId!: string;

  @Field(() => String)
  hostelName!: string;

  @Field(() => RoomKind, { nullable: true, description: 'The room type waited for; null: any room' })
  roomType!: RoomKind | null;

  @Field(() => WaitlistStatus)
  status!: WaitlistStatus;

  @Field(() => Int, { nullable: true, description: '1 for the first in line; null once the place has ended' })
  position!: number | null;

  @Field(() => Int, { description: 'How many are in this line now' })
  inLine!: number;

  @Field(() => GraphQLISODateTime)
  joinedAt!: string;

  @Field(() => BedOfferType, { nullable: true, description: 'The bed held for this place, while it is' })
  offer!: BedOfferType | null;

  @Field(() => WaitingStudentType, { nullable: true, description: 'Staff only: who waits' })
  student!: WaitingStudentType | null;
}

@ObjectType('WaitlistSignal', { simpleResolvers: true, description: "A hostel's line changed: re-read it" })
export class WaitlistSignalType {
  @Field(() => ID)
  hostelId!: string;
}
