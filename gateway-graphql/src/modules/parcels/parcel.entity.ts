import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { OptionalProps } from '@mikro-orm/core';
import { Hostel } from '../hostel/hostel.entity.js';
import { User } from '../user/user.entity.js';
import { ParcelStatus } from '../../core/enums.js';

/**
 * A parcel at a hostel's front desk (issue 54): logged by the desk for a student who lives in
 * the hostel, collected once with its signed code, or returned to sender. The collection code is
 * kept only as its hash (and the id of the key it is derived under), as the gate's are.
 */
@Entity({ tableName: 'parcels' })
@Index({ name: 'parcels_student_index', properties: ['student', 'loggedAt'] })
@Index({ name: 'parcels_hostel_index', properties: ['hostel', 'status', 'loggedAt'] })
@Index({ name: 'parcels_waiting_index', properties: ['status', 'loggedAt'] })
export class Parcel {
  [OptionalProps]?: 'id' | 'status' | 'trackingNumber' | 'loggedAt' | 'remindedAt' | 'collectedAt' | 'handedOverBy' | 'returnedAt' | 'returnedBy';

  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id!: string;

  @ManyToOne(() => User, { deleteRule: 'cascade', index: false })
  student!: User;

  @ManyToOne(() => Hostel, { deleteRule: 'cascade', index: false })
  hostel!: Hostel;

  @Property({ type: 'string', length: 60 })
  courier!: string;

  @Property({ type: 'string', length: 60, nullable: true })
  trackingNumber?: string | null;

  /** Where on the desk's shelves it waits (e.g. "B3"). */
  @Property({ type: 'string', length: 20 })
  shelf!: string;

  @Property({ type: 'boolean' })
  perishable!: boolean;

  @Enum({ items: () => ParcelStatus, nativeEnumName: 'parcel_status', default: ParcelStatus.WAITING })
  status!: ParcelStatus;

  /** The key the typed code is derived under, and the code's SHA-256: never the code itself. */
  @Property({ type: 'string', length: 40 })
  codeKid!: string;

  @Property({ type: 'string', length: 64, unique: 'parcels_code_hash_unique' })
  codeHash!: string;

  @ManyToOne(() => User, { deleteRule: 'set null', nullable: true, index: false })
  loggedBy!: User | null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  loggedAt!: Date;

  /** When the 3-day reminder went (once a parcel). */
  @Property({ type: 'datetime', nullable: true })
  remindedAt?: Date | null;

  @Property({ type: 'datetime', nullable: true })
  collectedAt?: Date | null;

  /** Who handed it over at the desk. */
  @ManyToOne(() => User, { deleteRule: 'set null', nullable: true, index: false })
  handedOverBy?: User | null;

  @Property({ type: 'datetime', nullable: true })
  returnedAt?: Date | null;

  @ManyToOne(() => User, { deleteRule: 'set null', nullable: true, index: false })
  returnedBy?: User | null;
}

/** The office's parcel settings, one row for the campus (the migration writes the default). */
@Entity({ tableName: 'parcel_settings' })
export class ParcelSettings {
  [OptionalProps]?: 'id' | 'updatedAt';

  @PrimaryKey({ type: 'smallint', default: 1, autoincrement: false })
  id!: number;

  /** Days a parcel waits before the desk may return it to sender. */
  @Property({ type: 'smallint', default: 14 })
  returnAfterDays!: number;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  updatedAt!: Date;
}
