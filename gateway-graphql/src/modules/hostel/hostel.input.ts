import { Field, InputType, Int } from 'type-graphql';
import { BookingMode, Gender } from '../../core/enums.js';

/** A new hostel, as the office's form sends it; checked by the service (hostel.validate.ts). */
@InputType()
export class NewHostelInput {
  @Field(() => String, { description: 'The code: a capital letter, then 1 to 11 capitals, digits or dashes (GH-4); upper-cased' })
  name!: string;

  @Field(() => String, { nullable: true, description: "The display name, e.g. \"Girls' Hostel 4\"; the code when absent" })
  title?: string | null;

  @Field(() => Gender)
  gender!: Gender;

  @Field(() => BookingMode, { description: 'INSTANT: students take a bed at once; APPROVAL: they ask, and the office decides' })
  bookingMode!: BookingMode;

  @Field(() => Int, { description: '0: rooms start on the ground floor; 1: on the 1st floor' })
  firstFloor!: number;

  @Field(() => Int, { description: 'How many floors (1 to 20)' })
  floors!: number;

  @Field(() => [String], { nullable: true })
  amenities?: string[] | null;

  @Field(() => Boolean, { nullable: true, description: "Whether a new outpass first asks the student's guardian (default false)" })
  guardianConsentRequired?: boolean | null;
}

/** What of a hostel may change; absent fields stay. Its code does not change. */
@InputType()
export class HostelChangesInput {
  @Field(() => String, { nullable: true, description: 'Blank: the code again' })
  title?: string | null;

  @Field(() => Gender, { nullable: true, description: 'Refused while anyone lives there, holds a bed, asks for a room or waits in its line (HOSTEL_OCCUPIED)' })
  gender?: Gender | null;

  @Field(() => BookingMode, { nullable: true })
  bookingMode?: BookingMode | null;

  @Field(() => Int, { nullable: true, description: 'Every room must stay on one of the floors' })
  firstFloor?: number | null;

  @Field(() => Int, { nullable: true, description: 'Every room must stay on one of the floors' })
  floors?: number | null;

  @Field(() => [String], { nullable: true })
  amenities?: string[] | null;
}
