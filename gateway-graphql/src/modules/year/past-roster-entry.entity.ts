import { Entity, Enum, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { OptionalProps } from '@mikro-orm/core';
import { Gender } from '../../core/enums.js';
import { AcademicYear } from './academic-year.entity.js';

/**
 * Who was on a closed year's roster, as the roster had them when the year closed (year of study
 * included): written by the closing, as past_allocations are. roster_entries keeps one row a
 * student, moved onto each new year (by an import, an addition or the carry), so without this a
 * past year's roster would lose everyone who came back.
 */
@Entity({ tableName: 'past_roster_entries' })
export class PastRosterEntry {
  [OptionalProps]?: 'needsAccessibleRoom';

  @ManyToOne(() => AcademicYear, { primary: true, deleteRule: 'cascade' })
  academicYear!: AcademicYear;

  @PrimaryKey({ type: 'string', length: 40 })
  enrollmentId!: string;

  @Property({ type: 'string', length: 100 })
  name!: string;

  @Property({ type: 'string', length: 254 })
  email!: string;

  @Enum({ items: () => Gender, nativeEnumName: 'user_gender' })
  gender!: Gender;

  @Property({ type: 'smallint' })
  yearOfStudy!: number;

  @Property({ type: 'string', length: 100 })
  programme!: string;

  @Property({ type: 'boolean', default: false })
  needsAccessibleRoom!: boolean;
}
