import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property, Trigger } from '@mikro-orm/decorators/legacy';
import { OptionalProps } from '@mikro-orm/core';
import { AcademicYear, CLOSED_YEAR_GUARD } from '../year/academic-year.entity.js';
import { Hostel } from '../hostel/hostel.entity.js';
import { User } from '../user/user.entity.js';
import { GuardianConsent, RequestStatus, Responsibility } from '../../core/enums.js';

/** A student's request to leave the campus; the roll number is the student's enrollment ID. */
@Entity({ tableName: 'outpasses' })
// The overdue sweep: Out outpasses whose expected return has passed.
@Index({ name: 'outpasses_overdue_index', properties: ['status', 'expectedReturnAt'] })
@Trigger({ name: 'outpasses_closed_year_guard', timing: 'before', events: ['insert', 'update'], body: CLOSED_YEAR_GUARD })
export class Outpass {
  [OptionalProps]?:
    | 'academicYear'
    | 'id'
    | 'createdAt'
    | 'status'
    | 'description'
    | 'decisionReason'
    | 'decidedBy'
    | 'decidedAt'
    | 'decisionKey'
    | 'hostel'
    | 'cancelledAt'
    | 'outAt'
    | 'outBy'
    | 'returnedAt'
    | 'returnedBy'
    | 'overdueAt'
    | 'guardianConsent'
    | 'guardianAnsweredAt'
    | 'guardianTokenHash'
    | 'guardianTokenExpiresAt'
    | 'gateCodeHash'
    | 'gateCodeKid';

  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id!: string;

  @ManyToOne(() => User, { deleteRule: 'cascade', index: 'outpasses_student_id_index' })
  student!: User;

  /** The student's hostel when they asked (their bed's); its wardens see and decide the outpass. */
  @ManyToOne(() => Hostel, { deleteRule: 'set null', nullable: true, index: 'outpasses_hostel_id_index' })
  hostel?: Hostel | null;

  @Property({ type: 'string', length: 100 })
  name!: string;

  /** Where the student is going (`where` is a reserved word in SQL, hence the column name). */
  @Property({ type: 'string', length: 200, fieldName: 'destination' })
  where!: string;

  @Property({ type: 'date' })
  dateOfArrival!: string;

  @Property({ type: 'string', length: 5 })
  outTime!: string;

  @Property({ type: 'string', length: 1000 })
  reason!: string;

  @Enum({ items: () => Responsibility, nativeEnumName: 'responsibility' })
  responsibility!: Responsibility;

  @Property({ type: 'string', length: 40 })
  rollNo!: string;

  @Property({ type: 'string', length: 1000, nullable: true })
  description?: string | null;

  /** When the student is due back: the date of arrival at the return time, in the office's zone. */
  @Property({ type: 'datetime' })
  expectedReturnAt!: Date;

  @Index({ name: 'outpasses_status_index' })
  @Enum({ items: () => RequestStatus, nativeEnumName: 'request_status', default: RequestStatus.PENDING })
  status!: RequestStatus;

  @Property({ type: 'string', length: 500, nullable: true })
  decisionReason?: string | null;

  @ManyToOne(() => User, { deleteRule: 'set null', nullable: true })
  decidedBy?: User | null;

  @Property({ type: 'datetime', nullable: true })
  decidedAt?: Date | null;

  /** The Idempotency-Key of the decision that ended it, if the client sent one. */
  @Property({ type: 'string', length: 100, nullable: true })
  decisionKey?: string | null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt!: Date;

  @Property({ type: 'datetime', nullable: true })
  cancelledAt?: Date | null;

  /** Scanned out at the gate, and by whom. */
  @Property({ type: 'datetime', nullable: true })
  outAt?: Date | null;

  @ManyToOne(() => User, { deleteRule: 'set null', nullable: true })
  outBy?: User | null;

  @Property({ type: 'datetime', nullable: true })
  returnedAt?: Date | null;

  @ManyToOne(() => User, { deleteRule: 'set null', nullable: true })
  returnedBy?: User | null;

  /** When the overdue sweep found the student not back; kept after the return (a late return). */
  @Property({ type: 'datetime', nullable: true })
  overdueAt?: Date | null;

  @Enum({ items: () => GuardianConsent, nativeEnumName: 'guardian_consent', default: GuardianConsent.NOT_REQUIRED })
  guardianConsent!: GuardianConsent;

  @Property({ type: 'datetime', nullable: true })
  guardianAnsweredAt?: Date | null;

  /** SHA-256 of the guardian's one-time link token; cleared when it is used. */
  @Property({ type: 'string', length: 64, nullable: true, unique: 'outpasses_guardian_token_hash_unique', hidden: true })
  guardianTokenHash?: string | null;

  @Property({ type: 'datetime', nullable: true })
  guardianTokenExpiresAt?: Date | null;

  /** SHA-256 of the gate pass's typed code (derived from the signing key named by gateCodeKid). */
  @Property({ type: 'string', length: 64, nullable: true, unique: 'outpasses_gate_code_hash_unique', hidden: true })
  gateCodeHash?: string | null;

  @Property({ type: 'string', length: 40, nullable: true })
  gateCodeKid?: string | null;

  /** The academic year it belongs to (the open one when it was made): read-only once that year closes. */
  @ManyToOne(() => AcademicYear, { defaultRaw: 'current_academic_year_id()', deleteRule: 'restrict', index: 'outpasses_academic_year_id_index' })
  academicYear!: AcademicYear;
}
