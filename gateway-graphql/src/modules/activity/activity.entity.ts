import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { OptionalProps } from '@mikro-orm/core';
import { RoomRequest } from '../booking/room-request.entity.js';
import { Outpass } from '../outpass/outpass.entity.js';
import { Hostel } from '../hostel/hostel.entity.js';
import { User } from '../user/user.entity.js';
import { ActivityKind } from '../../core/enums.js';

/** An item of the admin's Recent Activity, written in the same transaction as what it is about. */
@Entity({ tableName: 'activities' })
export class Activity {
  [OptionalProps]?: 'id' | 'timestamp' | 'resolved' | 'outpass' | 'roomRequest' | 'student' | 'hostel';

  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id!: string;

  @Enum({ items: () => ActivityKind, nativeEnumName: 'activity_type' })
  type!: ActivityKind;

  @Property({ type: 'string', length: 500 })
  description!: string;

  @ManyToOne(() => User, { deleteRule: 'cascade', nullable: true })
  student?: User | null;

  @ManyToOne(() => Outpass, { deleteRule: 'cascade', nullable: true })
  outpass?: Outpass | null;

  @ManyToOne(() => RoomRequest, { deleteRule: 'cascade', nullable: true })
  roomRequest?: RoomRequest | null;

  /** The hostel it belongs to: its wardens see it. */
  @ManyToOne(() => Hostel, { deleteRule: 'set null', nullable: true, index: 'activities_hostel_id_index' })
  hostel?: Hostel | null;

  @Property({ type: 'boolean', default: false })
  resolved!: boolean;

  @Index({ name: 'activities_timestamp_index' })
  @Property({ type: 'datetime', defaultRaw: 'now()' })
  timestamp!: Date;
}
