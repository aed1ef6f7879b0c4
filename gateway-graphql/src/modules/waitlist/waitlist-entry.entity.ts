import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property, Trigger, Unique } from '@mikro-orm/decorators/legacy';
import { OptionalProps } from '@mikro-orm/core';
import { AcademicYear, CLOSED_YEAR_GUARD } from '../year/academic-year.entity.js';
import { Hostel } from '../hostel/hostel.entity.js';
import { User } from '../user/user.entity.js';
import { RoomKind, WaitlistStatus } from '../../core/enums.js';

/**
 * A student's place in line for a hostel that was full (or for one room type of it). The line
 * is ordered by `rank` (staff may reorder it); a student is in at most one line at a time.
 */
@Entity({ tableName: 'waitlist_entries' })
@Unique({
  name: 'waitlist_entries_one_active_per_student',
  expression: `create unique index "waitlist_entries_one_active_per_student" on "waitlist_entries" ("student_id") where "status" in ('Waiting', 'Offered')`,
})
@Index({ name: 'waitlist_entries_line_index', properties: ['hostel', 'status', 'rank'] })
@Trigger({ name: 'waitlist_entries_closed_year_guard', timing: 'before', events: ['insert', 'update'], body: CLOSED_YEAR_GUARD })
export class WaitlistEntry {
  [OptionalProps]?: 'academicYear' | 'id' | 'createdAt' | 'status' | 'roomType' | 'endedAt';

  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id!: string;

  @ManyToOne(() => Hostel, { deleteRule: 'cascade', index: false })
  hostel!: Hostel;

  @ManyToOne(() => User, { deleteRule: 'cascade', index: 'waitlist_entries_student_id_index' })
  student!: User;

  /** The room type the student waits for; null: any room of the hostel. */
  @Enum({ items: () => RoomKind, nativeEnumName: 'room_type', nullable: true })
  roomType?: RoomKind | null;

  /** Order in line: lower goes first. Joining appends; staff reordering renumbers the line. */
  @Property({ type: 'integer' })
  rank!: number;

  @Enum({ items: () => WaitlistStatus, nativeEnumName: 'waitlist_status', default: WaitlistStatus.WAITING })
  status!: WaitlistStatus;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt!: Date;

  /** When the place ended (housed, declined, expired, left, removed). */
  @Property({ type: 'datetime', nullable: true })
  endedAt?: Date | null;

  /** The academic year it belongs to (the open one when it was made): read-only once that year closes. */
  @ManyToOne(() => AcademicYear, { defaultRaw: 'current_academic_year_id()', deleteRule: 'restrict', index: 'waitlist_entries_academic_year_id_index' })
  academicYear!: AcademicYear;
}
