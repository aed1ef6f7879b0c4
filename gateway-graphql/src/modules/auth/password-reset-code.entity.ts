import { Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { OptionalProps } from '@mikro-orm/core';
import { User } from '../user/user.entity.js';

/**
 * A one-time password-reset code. Only a hash is kept; a user has at most one live code
 * (issuing a new one deletes the old), it dies after its expiry, its use or its fifth miss.
 */
@Entity({ tableName: 'password_reset_codes' })
export class PasswordResetCode {
  [OptionalProps]?: 'id' | 'createdAt' | 'attempts' | 'usedAt';

  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id!: string;

  @ManyToOne(() => User, { deleteRule: 'cascade', unique: 'password_reset_codes_user_id_unique' })
  user!: User;

  @Property({ type: 'string', length: 200 })
  codeHash!: string;

  @Property({ type: 'integer', default: 0 })
  attempts!: number;

  @Property({ type: 'datetime' })
  expiresAt!: Date;

  @Property({ type: 'datetime', nullable: true })
  usedAt?: Date | null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt!: Date;
}
