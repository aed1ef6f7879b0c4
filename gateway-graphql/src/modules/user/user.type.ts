import type { UserView } from '../../core/views.js';
import { Field, ID, ObjectType } from 'type-graphql';
import { Gender, Role } from '../../core/enums.js';

/** A user as the API shows it. The entity is not exposed directly: it holds the password hash. */
@ObjectType('User', { simpleResolvers: true })
export class UserType implements UserView {
  @Field(() => ID)
  id!: string;

  @Field(() => Role)
  role!: Role;

  @Field(() => String)
  name!: string;

  @Field(() => String)
  email!: string;

  @Field(() => String, { nullable: true })
  address?: string | null;

  @Field(() => String, { nullable: true, description: 'Date of birth, YYYY-MM-DD' })
  dob?: string | null;

  @Field(() => String, { nullable: true })
  phoneNumber?: string | null;

  @Field(() => Gender, { nullable: true })
  gender?: Gender | null;

  @Field(() => String, { nullable: true, description: "The student's enrollment ID (their roll number)" })
  enrollmentId?: string | null;

  @Field(() => String, { nullable: true })
  guardianName?: string | null;

  @Field(() => String, { nullable: true })
  guardianEmail?: string | null;

  @Field(() => String, { nullable: true })
  guardianPhone?: string | null;

  @Field(() => Boolean, { description: 'Whether notifications also come by email' })
  emailNotifications!: boolean;
}
