import { Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { OptionalProps } from '@mikro-orm/core';
import { Room } from '../room/room.entity.js';
import { User } from '../user/user.entity.js';
import { AcademicYear } from './academic-year.entity.js';

/**
 * Where a student lived in a closed year: written from room_occupancies when the year closes,
 * just before those rows are deleted (the beds freed for the next year). The hostel's name and
 * the room's number are copied, so the record reads the same after the office renumbers or
 * retires the room.
 */
@Entity({ tableName: 'past_allocations' })
export class PastAllocation {
  [OptionalProps]?: 'id' | 'room';

  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id!: string;

  @ManyToOne(() => AcademicYear, { deleteRule: 'cascade', index: 'past_allocations_academic_year_id_index' })
  academicYear!: AcademicYear;

  @ManyToOne(() => User, { deleteRule: 'cascade', index: 'past_allocations_student_id_index' })
  student!: User;

  @ManyToOne(() => Room, { deleteRule: 'set null', nullable: true, index: false })
  room?: Room | null;

  @Property({ type: 'string', length: 20 })
  hostelName!: string;

  @Property({ type: 'integer' })
  roomNumber!: number;

  @Property({ type: 'smallint' })
  bed!: number;

  @Property({ type: 'datetime' })
  heldFrom!: Date;

  @Property({ type: 'datetime' })
  heldUntil!: Date;
}
