import { Field, ObjectType } from 'type-graphql';

/** How people may sign in here, for the login page (no login needed). */
export interface SignInOptionsView {
  campusName: string | null;
  ssoStartPath: string | null;
  studentPasswords: boolean;
  staffPasswords: boolean;
  providerLogoutUrl: string | null;
}

@ObjectType('SignInOptions', { simpleResolvers: true, description: 'How people may sign in on this campus: its own account (SSO), a DormSpace password, or both' })
export class SignInOptionsType implements SignInOptionsView {
  @Field(() => String, { nullable: true, description: 'The campus whose account signs people in ("Sign in with <campusName>"); null when single sign-on is off' })
  campusName!: string | null;

  @Field(() => String, { nullable: true, description: 'Where the browser goes to sign in through the campus (add ?returnTo=<path>); null when single sign-on is off' })
  ssoStartPath!: string | null;

  @Field(() => Boolean, { description: 'Whether students may sign in (and sign up) with a DormSpace password' })
  studentPasswords!: boolean;

  @Field(() => Boolean, { description: 'Whether staff may sign in with a DormSpace password' })
  staffPasswords!: boolean;

  @Field(() => String, { nullable: true, description: "The campus provider's own logout page (RP-initiated logout), back to the login page; null when it has none" })
  providerLogoutUrl!: string | null;
}
