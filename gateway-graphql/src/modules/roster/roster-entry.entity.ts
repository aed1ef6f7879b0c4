import { Check, Entity, Enum, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { OptionalProps } from '@mikro-orm/core';
import { AcademicYear } from '../year/academic-year.entity.js';
import { Gender } from '../../core/enums.js';
import { User } from '../user/user.entity.js';

/**
 * A student the hostel office enrolled: who may live here. Imported by CSV or added one by one,
 * keyed by the enrollment ID (upper-cased), with a unique lower-cased email, as accounts are. In
 * roster-only mode a signup is accepted only for an entry with the same email and gender.
 */
@Entity({ tableName: 'roster_entries' })
@Check({ name: 'roster_entries_enrollment_id_upper_check', expression: 'enrollment_id = upper(enrollment_id)' })
@Check({ name: 'roster_entries_email_lower_check', expression: 'email = lower(email)' })
@Check({ name: 'roster_entries_year_of_study_check', expression: 'year_of_study >= 1 and year_of_study <= 8' })
export class RosterEntry {
  [OptionalProps]?: 'academicYear' | 'createdAt' | 'updatedAt' | 'invitedAt' | 'user' | 'needsAccessibleRoom';

  @PrimaryKey({ type: 'string', length: 40 })
  enrollmentId!: string;

  @Property({ type: 'string', length: 100 })
  name!: string;

  @Property({ type: 'string', length: 254, unique: 'roster_entries_email_unique' })
  email!: string;

  @Enum({ items: () => Gender, nativeEnumName: 'user_gender' })
  gender!: Gender;

  @Property({ type: 'smallint' })
  yearOfStudy!: number;

  @Property({ type: 'string', length: 100 })
  programme!: string;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt!: Date;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  updatedAt!: Date;

  /** When the office last mailed this student an invitation to sign up. */
  @Property({ type: 'datetime', nullable: true })
  invitedAt?: Date | null;

  /** The account that signed up for this entry (null until then). */
  @ManyToOne(() => User, { deleteRule: 'set null', nullable: true, unique: 'roster_entries_user_id_unique' })
  user?: User | null;

  /** The academic year it was last imported or added in: on this year's roster when that is the open year. */
  @ManyToOne(() => AcademicYear, { defaultRaw: 'current_academic_year_id()', deleteRule: 'restrict', index: 'roster_entries_academic_year_id_index' })
  academicYear!: AcademicYear;

  /** Needs an accessible room: the end-of-process assignment places them in one first. */
  @Property({ type: 'boolean', default: false })
  needsAccessibleRoom!: boolean;
}
