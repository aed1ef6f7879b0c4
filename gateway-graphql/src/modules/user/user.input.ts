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
