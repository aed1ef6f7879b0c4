import { Field, InputType } from 'type-graphql';
import { Gender } from '../../core/enums.js';

/** Signup form. There is no role: signup always makes a student. */
@InputType()
export class SignupInput {
  @Field(() => String)
  name!: string;

  @Field(() => String)
  email!: string;

  @Field(() => String)
  password!: string;

  @Field(() => Gender)
  gender!: Gender;

  @Field(() => String)
  enrollmentId!: string;

  @Field(() => String, { nullable: true })
  address?: string;

  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD' })
  dob?: string;

  @Field(() => String, { nullable: true })
  phoneNumber?: string;
}

/** A person's own settings: the guardian (students) and whether notifications also come by email. */
@InputType()
export class MySettingsInput {
  @Field(() => String, { nullable: true, description: "The guardian's name (students); blank clears it" })
  guardianName?: string | null;

  @Field(() => String, { nullable: true, description: "The guardian's email: asked to consent where the hostel requires it, told of leaving and returning" })
  guardianEmail?: string | null;

  @Field(() => String, { nullable: true })
  guardianPhone?: string | null;

  @Field(() => Boolean, { nullable: true, description: 'Whether notifications also come by email' })
  emailNotifications?: boolean | null;
}
