import { Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { OptionalProps } from '@mikro-orm/core';
import { RosterEntry } from './roster-entry.entity.js';

/**
 * An invitation for a rostered student to sign up, as staff invitations are
 * (staff-invite.entity.ts): only the token's hash is kept, one live invitation per entry (a new
 * one replaces it), used once, by the signup it carries, dead after its expiry (3 days).
 */
@Entity({ tableName: 'roster_invites' })
export class RosterInvite {
  [OptionalProps]?: 'id' | 'createdAt' | 'usedAt';

  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id!: string;

  @ManyToOne(() => RosterEntry, { fieldName: 'enrollment_id', deleteRule: 'cascade', unique: 'roster_invites_enrollment_id_unique' })
  entry!: RosterEntry;

  @Property({ type: 'string', length: 64, unique: 'roster_invites_token_hash_unique' })
  tokenHash!: string;

  @Property({ type: 'datetime' })
  expiresAt!: Date;

  @Property({ type: 'datetime', nullable: true })
  usedAt?: Date | null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt!: Date;
}
