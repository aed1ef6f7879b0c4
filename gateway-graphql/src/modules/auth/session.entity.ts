import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { OptionalProps } from '@mikro-orm/core';
import { User } from '../user/user.entity.js';

/**
 * A login. The browser holds a random token; only its SHA-256 is stored, so a leaked
 * table cannot be replayed. Logging out deletes the row.
 */
@Entity({ tableName: 'sessions' })
export class Session {
  [OptionalProps]?: 'id' | 'createdAt';

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
}
