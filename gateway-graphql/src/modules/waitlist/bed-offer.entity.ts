import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { OptionalProps } from '@mikro-orm/core';
import { Room } from '../room/room.entity.js';
import { User } from '../user/user.entity.js';
import { OfferStatus } from '../../core/enums.js';
import { WaitlistEntry } from './waitlist-entry.entity.js';

/**
 * A freed bed offered to the first student in line. While Held, the bed itself is held by a row
 * of room_occupancies naming this offer (room-occupancy.entity.ts): the same unique (room, bed)
 * that keeps two students out of one bed keeps everyone else out of a held one.
 */
@Entity({ tableName: 'bed_offers' })
@Unique({
  name: 'bed_offers_one_held_per_student',
  expression: `create unique index "bed_offers_one_held_per_student" on "bed_offers" ("student_id") where "status" = 'Held'`,
})
@Index({ name: 'bed_offers_expiry_index', properties: ['status', 'expiresAt'] })
export class BedOffer {
  [OptionalProps]?: 'id' | 'createdAt' | 'status' | 'endedAt';

  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id!: string;

  @ManyToOne(() => WaitlistEntry, { deleteRule: 'cascade', index: 'bed_offers_entry_id_index' })
  entry!: WaitlistEntry;

  @ManyToOne(() => User, { deleteRule: 'cascade', index: false })
  student!: User;

  @ManyToOne(() => Room, { deleteRule: 'cascade', index: 'bed_offers_room_id_index' })
  room!: Room;

  @Property({ type: 'smallint' })
  bed!: number;

  @Enum({ items: () => OfferStatus, nativeEnumName: 'offer_status', default: OfferStatus.HELD })
  status!: OfferStatus;

  /** When an unanswered offer passes to the next in line. */
  @Property({ type: 'datetime' })
  expiresAt!: Date;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt!: Date;

  @Property({ type: 'datetime', nullable: true })
  endedAt?: Date | null;
}
