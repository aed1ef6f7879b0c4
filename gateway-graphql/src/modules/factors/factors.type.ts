import { Field, GraphQLISODateTime, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import type { EnrolmentView, FactorView, FactorsView, TotpSetupView } from './factors.views.js';
import { FactorKind } from './staff-factor.entity.js';

registerEnumType(FactorKind, { name: 'FactorKind', description: 'passkey: a WebAuthn credential; totp: an authenticator app' });

@ObjectType('SecondFactor', { simpleResolvers: true, description: 'One of a staff member\'s second factors (never its key or secret)' })
export class SecondFactorType implements FactorView {
  @Field(() => ID)
  id!: string;

  @Field(() => FactorKind)
  kind!: FactorKind;

  @Field(() => String)
  name!: string;

  @Field(() => GraphQLISODateTime)
  createdAt!: Date;

  @Field(() => GraphQLISODateTime, { nullable: true })
  lastUsedAt!: Date | null;
}

@ObjectType('SignInSecurity', { simpleResolvers: true, description: "A staff member's second factors and recovery codes" })
export class SignInSecurityType implements FactorsView {
  @Field(() => [SecondFactorType])
  factors!: SecondFactorType[];

  @Field(() => Int, { description: 'Recovery codes not yet used' })
  recoveryCodesLeft!: number;

  @Field(() => Boolean, { description: 'Whether this account must keep a factor (production admins; STAFF_SECOND_FACTOR=required)' })
  required!: boolean;
}

@ObjectType('FactorEnrolment', { simpleResolvers: true })
export class FactorEnrolmentType implements EnrolmentView {
  @Field(() => SignInSecurityType)
  factors!: SignInSecurityType;

  @Field(() => [String], { description: 'Ten recovery codes when this was the first factor, shown once; else empty' })
  recoveryCodes!: string[];
}

@ObjectType('TotpSetup', { simpleResolvers: true, description: 'An authenticator app being set up' })
export class TotpSetupType implements TotpSetupView {
  @Field(() => String, { description: 'The secret in base32, to type in by hand' })
  secret!: string;

  @Field(() => String, { description: 'The otpauth:// URI the QR code holds' })
  uri!: string;

  @Field(() => String, { description: 'The QR code, as a data URL (PNG)' })
  qrCode!: string;
}
