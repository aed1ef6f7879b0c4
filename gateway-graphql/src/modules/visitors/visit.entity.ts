import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { OptionalProps } from '@mikro-orm/core';
import { Hostel } from '../hostel/hostel.entity.js';
import { User } from '../user/user.entity.js';
import { Gender, VisitorIdType, VisitStatus } from '../../core/enums.js';

/**
 * A visitor's visit to a student at a hostel (issue 54, docs/decisions/0159): pre-registered by
 * the student (a signed pass, kept only as its code's hash) or entered by the desk as a walk-in
 * (asked of the student). The visitor's name, phone and ID are personal data, erased with the
 * row after the office's retention period.
 */
@Entity({ tableName: 'visits' })
@Index({ name: 'visits_hostel_day_index', properties: ['hostel', 'day', 'status'] })
@Index({ name: 'visits_host_index', properties: ['host', 'createdAt'] })
@Index({ name: 'visits_status_index', properties: ['status', 'day'] })
export class Visit {
  [OptionalProps]?:
    | 'id'
    | 'status'
    | 'overnight'
    | 'walkIn'
    | 'visitorGender'
    | 'codeKid'
    | 'codeHash'
    | 'idType'
    | 'idLast4'
    | 'createdAt'
    | 'askExpiresAt'
    | 'decidedAt'
    | 'decidedBy'
    | 'decisionNote'
    | 'signedInAt'
    | 'signedInBy'
    | 'signedOutAt'
    | 'signedOutBy'
    | 'overstayAlertedAt'
    | 'commonRoomOnly';

  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id!: string;

  @ManyToOne(() => Hostel, { deleteRule: 'cascade', index: false })
  hostel!: Hostel;

  /** The student visited. */
  @ManyToOne(() => User, { deleteRule: 'cascade', index: false })
  host!: User;

  @Property({ type: 'string', length: 80 })
  visitorName!: string;

  @Property({ type: 'string', length: 20 })
  visitorPhone!: string;

  /** Mother, friend, courier … as the student or the desk wrote it. */
  @Property({ type: 'string', length: 40 })
  relation!: string;

  /** For the hostel's common-room rule; not asked of every visitor. */
  @Enum({ items: () => Gender, nativeEnumName: 'user_gender', nullable: true })
  visitorGender?: Gender | null;

  /** The office's calendar day of the visit (an overnight guest leaves the next day). */
  @Property({ type: 'date' })
  day!: string;

  /** Expected hours, `HH:MM` in the office's zone. */
  @Property({ type: 'string', length: 5 })
  expectedFrom!: string;

  @Property({ type: 'string', length: 5 })
  expectedTo!: string;

  @Property({ type: 'boolean', default: false })
  overnight!: boolean;

  @Property({ type: 'boolean', default: false })
  walkIn!: boolean;

  @Enum({ items: () => VisitStatus, nativeEnumName: 'visit_status', default: VisitStatus.EXPECTED })
  status!: VisitStatus;

  /** A pre-registered visit's pass: the key its typed code is derived under and the code's SHA-256, never the code. */
  @Property({ type: 'string', length: 40, nullable: true })
  codeKid?: string | null;

  @Property({ type: 'string', length: 64, nullable: true, unique: 'visits_code_hash_unique' })
  codeHash?: string | null;

  /** The ID shown at the desk: its type and last 4 characters only. */
  @Enum({ items: () => VisitorIdType, nativeEnumName: 'visitor_id_type', nullable: true })
  idType?: VisitorIdType | null;

  @Property({ type: 'string', length: 4, nullable: true })
  idLast4?: string | null;

  /** Whether the visitor stays in the common room (the hostel's rule for a visitor of another gender). */
  @Property({ type: 'boolean', default: false })
  commonRoomOnly!: boolean;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt!: Date;

  /** Who entered it: the student (pre-registered) or the guard (a walk-in). */
  @ManyToOne(() => User, { deleteRule: 'set null', nullable: true, index: false })
  createdBy!: User | null;

  /** A walk-in: until when the host may answer. */
  @Property({ type: 'datetime', nullable: true })
  askExpiresAt?: Date | null;

  /** The warden's decision on an overnight guest, or the host's on a walk-in. */
  @Property({ type: 'datetime', nullable: true })
  decidedAt?: Date | null;

  @ManyToOne(() => User, { deleteRule: 'set null', nullable: true, index: false })
  decidedBy?: User | null;

  @Property({ type: 'string', length: 300, nullable: true })
  decisionNote?: string | null;

  @Property({ type: 'datetime', nullable: true })
  signedInAt?: Date | null;

  @ManyToOne(() => User, { deleteRule: 'set null', nullable: true, index: false })
  signedInBy?: User | null;

  @Property({ type: 'datetime', nullable: true })
  signedOutAt?: Date | null;

  @ManyToOne(() => User, { deleteRule: 'set null', nullable: true, index: false })
  signedOutBy?: User | null;

  /** When the desk and the wardens were told the visitor stayed past visiting hours (once a visit). */
  @Property({ type: 'datetime', nullable: true })
  overstayAlertedAt?: Date | null;
}

/** A hostel's visiting rules, set by the office (the migration writes none: a hostel without a row has the defaults). */
@Entity({ tableName: 'visitor_rules' })
export class VisitorRules {
  [OptionalProps]?: 'updatedAt';

  @ManyToOne(() => Hostel, { primary: true, deleteRule: 'cascade' })
  hostel!: Hostel;

  /** Seven entries, Sunday first: `{ from: 'HH:MM', to: 'HH:MM' }`, or null for no visiting that day. */
  @Property({ type: 'json' })
  hours!: ({ from: string; to: string } | null)[];

  /** Visitors one student may have in at once. */
  @Property({ type: 'smallint' })
  maxAtOnce!: number;

  /** A visitor of another gender than their host stays in the common room. */
  @Property({ type: 'boolean' })
  otherGenderCommonRoom!: boolean;

  /** An overnight guest waits for a warden's approval. */
  @Property({ type: 'boolean' })
  overnightNeedsApproval!: boolean;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  updatedAt!: Date;
}

/** The office's visitor settings, one row for the campus (the migration writes the default). */
@Entity({ tableName: 'visitor_settings' })
export class VisitorSettings {
  [OptionalProps]?: 'id' | 'updatedAt';

  @PrimaryKey({ type: 'smallint', default: 1, autoincrement: false })
  id!: number;

  /** Days a visit's record is kept after the visit; then a job erases it (personal data). */
  @Property({ type: 'smallint', default: 90 })
  retentionDays!: number;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  updatedAt!: Date;
}
