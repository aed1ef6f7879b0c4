import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { OptionalProps } from '@mikro-orm/core';
import { User } from '../user/user.entity.js';

/**
 * A login. The browser holds a random token; only its SHA-256 is stored, so a leaked
 * table cannot be replayed. Logging out deletes the row.
 */
@Entity({ tableName: 'sessions' })
export class Session {
  [OptionalProps]?: 'id' | 'createdAt' | 'ssoAccountId' | 'ssoSid';

  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id!: string;

  @ManyToOne(() => User, { deleteRule: 'cascade', index: 'sessions_user_id_index' })
  user!: User;

  @Property({ type: 'string', length: 64, unique: 'sessions_token_hash_unique' })
  tokenHash!: string;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt!: Date;

  @Index({ name: 'sessions_expires_at_index' })
  @Property({ type: 'datetime' })
  expiresAt!: Date;

  /**
   * The campus identity (sso_accounts) this login came through, or null for a password. A plain
   * column, no foreign key: auth sits below the sso module (gateway-graphql/layers.cjs); the
   * identity goes only with its account, whose deletion takes the sessions.
   */
  @Index({ name: 'sessions_sso_account_id_index' })
  @Property({ type: 'uuid', nullable: true })
  ssoAccountId?: string | null;

  /** The provider's session (`sid` of the ID token): its back-channel logout ends this login. */
  @Index({ name: 'sessions_sso_sid_index' })
  @Property({ type: 'string', length: 255, nullable: true })
  ssoSid?: string | null;
}
