import { Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { OptionalProps } from '@mikro-orm/core';
import { User } from '../user/user.entity.js';

/**
 * An invitation to set a first password: only the token's hash is kept, one live invitation per
 * account (a new one replaces it), single use, dead after its expiry.
 */
@Entity({ tableName: 'staff_invites' })
export class StaffInvite {
  [OptionalProps]?: 'id' | 'createdAt' | 'usedAt';

  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id!: string;

  @ManyToOne(() => User, { deleteRule: 'cascade', unique: 'staff_invites_user_id_unique' })
  user!: User;

  @Property({ type: 'string', length: 64, unique: 'staff_invites_token_hash_unique' })
  tokenHash!: string;

  @Property({ type: 'datetime' })
  expiresAt!: Date;

  @Property({ type: 'datetime', nullable: true })
  usedAt?: Date | null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt!: Date;
}
