import { Entity, Enum, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { OptionalProps } from '@mikro-orm/core';
import { User } from '../user/user.entity.js';

/** What proves a staff member's sign-in beside the password. */
export enum FactorKind {
  PASSKEY = 'passkey',
  TOTP = 'totp',
}

/**
 * A staff member's second factor: a passkey (its credential id and public key) or an
 * authenticator app's TOTP secret. A TOTP secret being set up is kept unconfirmed until the app
 * shows its first right code; only confirmed factors count.
 */
@Entity({ tableName: 'staff_factors' })
export class StaffFactor {
  [OptionalProps]?: 'id' | 'createdAt' | 'counter' | 'confirmedAt' | 'lastUsedAt';

  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id!: string;

  @ManyToOne(() => User, { deleteRule: 'cascade', index: 'staff_factors_user_id_index' })
  user!: User;

  @Enum({ items: () => FactorKind, nativeEnumName: 'staff_factor_kind' })
  kind!: FactorKind;

  @Property({ type: 'string', length: 100 })
  name!: string;

  /** A passkey's credential id (base64url). */
  @Property({ type: 'string', length: 1400, nullable: true, unique: 'staff_factors_credential_id_unique' })
  credentialId?: string | null;

  /** A passkey's COSE public key (base64url). */
  @Property({ type: 'text', nullable: true })
  publicKey?: string | null;

  /** A passkey's signature counter (0 for authenticators that keep none). */
  @Property({ type: 'bigint', default: 0 })
  counter!: string;

  @Property({ type: 'json', nullable: true })
  transports?: string[] | null;

  /** A TOTP app's secret (base32). */
  @Property({ type: 'string', length: 64, nullable: true })
  totpSecret?: string | null;

  /** The last TOTP time step accepted: a code is good once (RFC 6238, section 5.2). */
  @Property({ type: 'bigint', nullable: true })
  totpLastStep?: string | null;

  @Property({ type: 'datetime', nullable: true })
  confirmedAt?: Date | null;

  @Property({ type: 'datetime', nullable: true })
  lastUsedAt?: Date | null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt!: Date;
}

/** One of a staff member's ten recovery codes: only its SHA-256 is kept, and it is good once. */
@Entity({ tableName: 'staff_recovery_codes' })
export class RecoveryCode {
  [OptionalProps]?: 'id' | 'createdAt' | 'usedAt';

  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id!: string;

  @ManyToOne(() => User, { deleteRule: 'cascade', index: 'staff_recovery_codes_user_id_index' })
  user!: User;

  @Property({ type: 'string', length: 64, unique: 'staff_recovery_codes_code_hash_unique' })
  codeHash!: string;

  @Property({ type: 'datetime', nullable: true })
  usedAt?: Date | null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt!: Date;
}

export enum ChallengePurpose {
  /** The second step of a password sign-in: the token is the bearer's only proof of the password. */
  SIGN_IN = 'sign_in',
  /** A passkey being enrolled by a signed-in staff member. */
  ENROL = 'enrol',
}

/**
 * A short-lived, single-use challenge: between a right password and the second factor (its opaque
 * token kept hashed, its attempts capped), or a passkey enrolment's WebAuthn challenge.
 */
@Entity({ tableName: 'second_factor_challenges' })
export class FactorChallenge {
  [OptionalProps]?: 'id' | 'createdAt' | 'attempts' | 'usedAt' | 'webauthnChallenge';

  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id!: string;

  @ManyToOne(() => User, { deleteRule: 'cascade', index: 'second_factor_challenges_user_id_index' })
  user!: User;

  @Enum({ items: () => ChallengePurpose, nativeEnumName: 'second_factor_purpose' })
  purpose!: ChallengePurpose;

  @Property({ type: 'string', length: 64, unique: 'second_factor_challenges_token_hash_unique' })
  tokenHash!: string;

  /** The WebAuthn challenge the passkey must sign (base64url). */
  @Property({ type: 'string', length: 200, nullable: true })
  webauthnChallenge?: string | null;

  @Property({ type: 'integer', default: 0 })
  attempts!: number;

  @Property({ type: 'datetime' })
  expiresAt!: Date;

  @Property({ type: 'datetime', nullable: true })
  usedAt?: Date | null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt!: Date;
}
