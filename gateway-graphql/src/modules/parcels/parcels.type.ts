import { Field, GraphQLISODateTime, ID, InputType, Int, ObjectType } from 'type-graphql';
import { ParcelStatus } from '../../core/enums.js';
import type { FrontDeskHostelView, ParcelPassView, ParcelRecipientView, ParcelSettingsView, ParcelView } from './parcels.views.js';

@ObjectType('ParcelPass', { simpleResolvers: true, description: 'What the student shows at the desk to collect a waiting parcel (their own list only)' })
export class ParcelPassType implements ParcelPassView {
  @Field(() => String, { description: 'The signed pass (a JWT naming the parcel, audience dormspace-parcel): what the QR code holds' })
  token!: string;

  @Field(() => String, { description: 'The same as a code to type (XXXXX-XXXXX); works once' })
  code!: string;

  @Field(() => String, { description: 'The QR code of the token, an SVG document' })
  qrSvg!: string;

  @Field(() => GraphQLISODateTime, { description: 'When the token stops working (open My parcels again for a fresh one); the typed code does not expire' })
  expiresAt!: string;
}

@ObjectType('Parcel', { simpleResolvers: true, description: "A parcel at a hostel's front desk" })
export class ParcelType implements ParcelView {
  @Field(() => ID)
  id!: string;

  @Field(() => ParcelStatus)
  status!: ParcelStatus;

  @Field(() => ID)
  studentId!: string;

  @Field(() => String)
  studentName!: string;

  @Field(() => String, { nullable: true })
  enrollmentId!: string | null;

  @Field(() => ID)
  hostelId!: string;

  @Field(() => String)
  hostelName!: string;

  @Field(() => String)
  courier!: string;

  @Field(() => String, { nullable: true })
  trackingNumber!: string | null;

  @Field(() => String, { description: 'Where on the desk it waits' })
  shelf!: string;

  @Field(() => Boolean, { description: 'Marked perishable when logged: the student was told at once' })
  perishable!: boolean;

  @Field(() => GraphQLISODateTime)
  loggedAt!: string;

  @Field(() => String, { nullable: true })
  loggedByName!: string | null;

  @Field(() => GraphQLISODateTime, { nullable: true, description: 'When the 3-day reminder went to the student' })
  remindedAt!: string | null;

  @Field(() => GraphQLISODateTime, { nullable: true })
  collectedAt!: string | null;

  @Field(() => String, { nullable: true, description: 'Who handed it over at the desk' })
  handedOverByName!: string | null;

  @Field(() => GraphQLISODateTime, { nullable: true })
  returnedAt!: string | null;

  @Field(() => String, { nullable: true })
  returnedByName!: string | null;

  @Field(() => GraphQLISODateTime, { nullable: true, description: "From when the desk may return it to sender (the office's setting); null once it is not waiting" })
  returnableFrom!: string | null;

  @Field(() => ParcelPassType, { nullable: true, description: "The collection pass: in the student's own list while it waits; null for everyone else" })
  pass!: ParcelPassType | null;
}

@ObjectType('ParcelRecipient', { simpleResolvers: true, description: "A resident of the desk's hostels a parcel may be logged for" })
export class ParcelRecipientType implements ParcelRecipientView {
  @Field(() => ID)
  studentId!: string;

  @Field(() => String)
  name!: string;

  @Field(() => String, { nullable: true })
  enrollmentId!: string | null;

  @Field(() => ID)
  hostelId!: string;

  @Field(() => String)
  hostelName!: string;

  @Field(() => Int)
  roomNumber!: number;
}

@ObjectType('FrontDeskHostel', { simpleResolvers: true, description: 'A hostel whose front desk the caller keeps' })
export class FrontDeskHostelType implements FrontDeskHostelView {
  @Field(() => ID)
  id!: string;

  @Field(() => String, { description: 'The code, e.g. GH-1' })
  name!: string;
}

@ObjectType('ParcelSettings', { simpleResolvers: true })
export class ParcelSettingsType implements ParcelSettingsView {
  @Field(() => Int, { description: 'Days a parcel waits before the desk may return it to sender (default 14)' })
  returnAfterDays!: number;
}

@InputType('LogParcelInput')
export class LogParcelInput {
  @Field(() => ID, { description: 'A student with a bed in a hostel of the desk (parcelRecipients finds them)' })
  studentId!: string;

  @Field(() => String)
  courier!: string;

  @Field(() => String, { nullable: true })
  trackingNumber?: string | null;

  @Field(() => String)
  shelf!: string;

  @Field(() => Boolean, { nullable: true, description: 'Default false; a perishable parcel is flagged to the student at once' })
  perishable?: boolean | null;
}

@InputType('FrontDeskParcelFilter')
export class FrontDeskParcelFilter {
  @Field(() => ID, { nullable: true, description: 'One hostel of the caller (default: all of theirs)' })
  hostelId?: string;

  @Field(() => ParcelStatus, { nullable: true })
  status?: ParcelStatus;

  @Field(() => Int, { nullable: true, description: 'A page of this many (default 50, at most 200)' })
  first?: number;

  @Field(() => Int, { nullable: true, description: 'Skipping this many (default 0)' })
  offset?: number;
}
