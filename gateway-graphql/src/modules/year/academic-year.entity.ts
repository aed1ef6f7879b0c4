import { Entity, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { OptionalProps, Routine } from '@mikro-orm/core';

/**
 * An academic year ("2026-27"): the campus lives in exactly one open year (closed_at null; a
 * partial unique index keeps it one). Room requests, outpasses and waitlist places belong to the
 * year they were made in (their `academic_year_id` defaults to the open one); once it closes they
 * are kept, read-only (a trigger refuses their writes), and where each student lived is kept in
 * past_allocations. The roster names the students of the open year.
 */
@Entity({ tableName: 'academic_years' })
@Unique({
  name: 'academic_years_one_open',
  expression: `create unique index "academic_years_one_open" on "academic_years" ((true)) where "closed_at" is null`,
})
export class AcademicYear {
  [OptionalProps]?: 'id' | 'openedAt' | 'closedAt' | 'openedBy';

  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id!: string;

  @Property({ type: 'string', length: 20, unique: 'academic_years_name_unique' })
  name!: string;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  openedAt!: Date;

  @Property({ type: 'datetime', nullable: true })
  closedAt?: Date | null;

  /** What the closing that opened this year did (its counts: YearClosingView); null for a year opened otherwise. */
  @Property({ type: 'json', nullable: true })
  openedBy?: Record<string, unknown> | null;
}

/**
 * The open year's id: the default of every year column (a row made without naming its year is
 * the open year's). Declared for the schema's comparison; the migration creates it.
 */
export const currentAcademicYearId = new Routine({
  name: 'current_academic_year_id',
  type: 'function',
  language: 'sql',
  returns: { runtimeType: 'string', columnType: 'uuid' },
  body: 'select id from academic_years where closed_at is null',
  ignoreSchemaChanges: ['body', 'deterministic', 'comment', 'security', 'definer'],
});

/**
 * The database's last guard on a closed year's rows (room requests, outpasses, waitlist places):
 * none is written, nor a new one made in it. The closing writes its waitlist places before it
 * closes the year. The entities (RoomRequest, Outpass, WaitlistEntry) declare it; the migration copies it.
 */
export const CLOSED_YEAR_GUARD = `if exists (select 1 from academic_years y where y.id = new.academic_year_id and y.closed_at is not null) then
  raise exception 'academic year % is closed: its % are read-only', (select name from academic_years where id = new.academic_year_id), tg_table_name using errcode = '23514';
end if;
return new;`;
