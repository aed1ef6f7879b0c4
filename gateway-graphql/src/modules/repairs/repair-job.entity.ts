import { Check, Entity, Enum, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { OptionalProps } from '@mikro-orm/core';
import { Hostel } from '../hostel/hostel.entity.js';
import { Room } from '../room/room.entity.js';
import { User } from '../user/user.entity.js';
import { RepairCategory, RepairPriority, RepairStatus } from '../../core/enums.js';

/**
 * Something broken a student reported (issue 53): in their own room (filled in from their bed)
 * or a named common area of their hostel. Its life is repairs.transition.ts's; its photos and
 * thread hang off it. The hostel is kept so a warden's scope is one column.
 */
@Entity({ tableName: 'repair_jobs' })
@Check({ name: 'repair_jobs_place_check', expression: '(room_id is not null) <> (common_area is not null)' })
@Index({ name: 'repair_jobs_student_index', properties: ['student', 'status'] })
@Index({ name: 'repair_jobs_hostel_index', properties: ['hostel', 'status', 'createdAt'] })
@Index({ name: 'repair_jobs_assignee_index', properties: ['assignee', 'status'] })
@Index({ name: 'repair_jobs_due_index', properties: ['status', 'dueAt'] })
// The office's list in its own order (RepairsOffice.list): a page of a status most jobs have reads only its rows (issue 53).
@Index({ name: 'repair_jobs_list_index', properties: ['dueAt', 'createdAt', 'id'] })
export class RepairJob {
  [OptionalProps]?:
    | 'id'
    | 'room'
    | 'commonArea'
    | 'priority'
    | 'status'
    | 'assignee'
    | 'dueAt'
    | 'mergedInto'
    | 'createdAt'
    | 'assignedAt'
    | 'startedAt'
    | 'fixedAt'
    | 'closedAt'
    | 'cancelledAt'
    | 'escalatedAt'
    | 'reopenedAt';

  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id!: string;

  @ManyToOne(() => User, { deleteRule: 'cascade', index: false })
  student!: User;

  @ManyToOne(() => Hostel, { deleteRule: 'cascade', index: false })
  hostel!: Hostel;

  /** The student's room (from their bed), or null for a common area. */
  @ManyToOne(() => Room, { deleteRule: 'cascade', nullable: true, index: 'repair_jobs_room_id_index' })
  room?: Room | null;

  /** A common area of the hostel, as the student named it (e.g. "2nd floor washroom"). */
  @Property({ type: 'string', length: 100, nullable: true })
  commonArea?: string | null;

  @Enum({ items: () => RepairCategory, nativeEnumName: 'repair_category' })
  category!: RepairCategory;

  @Property({ type: 'string', length: 2000 })
  description!: string;

  /** How urgent it seems to the student. */
  @Enum({ items: () => RepairPriority, nativeEnumName: 'repair_priority' })
  urgency!: RepairPriority;

  /** Whether staff may enter the room while the student is out. */
  @Property({ type: 'boolean' })
  mayEnter!: boolean;

  /** The warden's priority; its time to fix gives {@link dueAt}. */
  @Enum({ items: () => RepairPriority, nativeEnumName: 'repair_priority', nullable: true })
  priority?: RepairPriority | null;

  @Enum({ items: () => RepairStatus, nativeEnumName: 'repair_status', default: RepairStatus.REPORTED })
  status!: RepairStatus;

  @ManyToOne(() => User, { deleteRule: 'set null', nullable: true, index: false })
  assignee?: User | null;

  @Property({ type: 'datetime', nullable: true })
  dueAt?: Date | null;

  /** The open job this duplicate was merged into. */
  @ManyToOne(() => RepairJob, { deleteRule: 'set null', nullable: true, index: false })
  mergedInto?: RepairJob | null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt!: Date;

  @Property({ type: 'datetime', nullable: true })
  assignedAt?: Date | null;

  @Property({ type: 'datetime', nullable: true })
  startedAt?: Date | null;

  @Property({ type: 'datetime', nullable: true })
  fixedAt?: Date | null;

  @Property({ type: 'datetime', nullable: true })
  closedAt?: Date | null;

  @Property({ type: 'datetime', nullable: true })
  cancelledAt?: Date | null;

  /** When the overdue sweep told the admins (once a job). */
  @Property({ type: 'datetime', nullable: true })
  escalatedAt?: Date | null;

  @Property({ type: 'datetime', nullable: true })
  reopenedAt?: Date | null;
}
