import { Entity, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { OptionalProps } from '@mikro-orm/core';
import { User } from '../user/user.entity.js';

/**
 * A campus identity linked to a DormSpace account: the provider (issuer) and its subject (`sub`),
 * the pair OpenID Connect says identifies a person, never the email, which a provider may reuse or
 * let people change. An account has at most one identity at each provider.
 */
@Entity({ tableName: 'sso_accounts' })
@Unique({ name: 'sso_accounts_issuer_subject_unique', properties: ['issuer', 'subject'] })
@Unique({ name: 'sso_accounts_issuer_user_id_unique', properties: ['issuer', 'user'] })
export class SsoAccount {
  [OptionalProps]?: 'id' | 'createdAt' | 'lastSignInAt';

  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id!: string;

  @Property({ type: 'string', length: 300 })
  issuer!: string;

  @Property({ type: 'string', length: 255 })
  subject!: string;

  @ManyToOne(() => User, { deleteRule: 'cascade', index: 'sso_accounts_user_id_index' })
  user!: User;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt!: Date;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  lastSignInAt!: Date;
}
