import { Field, GraphQLISODateTime, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Gender } from '../../core/enums.js';
import { AcademicYearType, type AcademicYearView } from '../year/index.js';
import type { CampusSettingsView } from './campus-settings.service.js';
import type { RosterInvitationView } from './roster-invite.service.js';
import type { RosterEntryView, RosterPageView } from './roster.service.js';
import { SignupMode } from './signup-mode.js';

registerEnumType(SignupMode, {
  name: 'SignupMode',
  description: 'How students join: OPEN, anyone may sign up; ROSTER, only a student on the hostel office\'s roster, with the email and gender it has for them',
});

@ObjectType('CampusSettings', { simpleResolvers: true })
export class CampusSettingsType implements CampusSettingsView {
  @Field(() => SignupMode)
  signupMode!: SignupMode;
}

@ObjectType('RosterEntry', { simpleResolvers: true, description: 'A student the hostel office enrolled: who may live here' })
export class RosterEntryType implements RosterEntryView {
  @Field(() => String)
  enrollmentId!: string;

  @Field(() => String)
  name!: string;

  @Field(() => String)
  email!: string;

  @Field(() => Gender)
  gender!: Gender;

  @Field(() => Int)
  yearOfStudy!: number;

  @Field(() => String)
  programme!: string;

  @Field(() => Boolean, { description: 'Needs an accessible room (the CSV column accessible_room): the assignment places them in one first' })
  needsAccessibleRoom!: boolean;

  @Field(() => Boolean, { description: 'An account holds this enrollment ID' })
  signedUp!: boolean;

  @Field(() => GraphQLISODateTime, { nullable: true, description: 'When the office last mailed an invitation to sign up' })
  invitedAt!: string | null;
}

@ObjectType('RosterPage', { simpleResolvers: true })
export class RosterPageType implements RosterPageView {
  @Field(() => AcademicYearType, { description: "The year whose roster this is: the open year's entries, or a closed year's as they stood when it closed (read-only)" })
  academicYear!: AcademicYearView;

  @Field(() => [RosterEntryType])
  entries!: RosterEntryType[];

  @Field(() => Int, { description: 'Entries matching the search, all pages' })
  total!: number;
}

@ObjectType('RosterInvitation', { simpleResolvers: true, description: 'What an invitation link pre-fills on the signup form' })
export class RosterInvitationType implements RosterInvitationView {
  @Field(() => String)
  name!: string;

  @Field(() => String)
  email!: string;

  @Field(() => String)
  enrollmentId!: string;

  @Field(() => Gender)
  gender!: Gender;
}

@InputType('RosterStudentInput')
export class RosterStudentInput {
  @Field(() => String)
  enrollmentId!: string;

  @Field(() => String)
  name!: string;

  @Field(() => String)
  email!: string;

  @Field(() => Gender)
  gender!: Gender;

  @Field(() => Int, { description: '1 to 8' })
  yearOfStudy!: number;

  @Field(() => String)
  programme!: string;

  @Field(() => Boolean, { nullable: true, description: 'Needs an accessible room; left out or null: a new student needs none, one on the roster keeps theirs' })
  needsAccessibleRoom?: boolean | null;
}
