import { Migration } from '@mikro-orm/migrations';

/**
 * The year turns over (issue 42): academic years, exactly one open; room requests, outpasses and
 * waitlist places belong to the year they were made in (read-only once it closes: a trigger
 * refuses their writes); roster entries to the year they were last imported or added in; where
 * each student lived in a closed year is kept in past_allocations
 * (docs/decisions/0134-the-academic-year-closes-whole.md).
 *
 * The open year is created here: ACADEMIC_YEAR (e.g. "2026-27") if set, else the year the
 * migration runs in (July starts one). Existing rows belong to it. `current_academic_year_id()`
 * is every year column's default, so a row made without naming its year is the open year's.
 * 'Closed' (a waitlist place still waiting when its year closed) is added and not used here.
 */
export class Migration20261128200000AcademicYear extends Migration {
  override up(): void {
    this.addSql(`alter type "waitlist_status" add value if not exists 'Closed'`);
    this.addSql(`create table "academic_years" ("id" uuid not null default gen_random_uuid(), "name" varchar(20) not null, "opened_at" timestamptz not null default now(), "closed_at" timestamptz null, primary key ("id"))`);
    this.addSql(`alter table "academic_years" add constraint "academic_years_name_unique" unique ("name")`);
    this.addSql(`create unique index "academic_years_one_open" on "academic_years" ((true)) where "closed_at" is null`);
    this.addSql(`insert into "academic_years" ("name") values ('${firstYearName()}')`);
    this.addSql(`create or replace function "current_academic_year_id"() returns uuid language sql stable as $$ select id from academic_years where closed_at is null $$`);

    for (const table of YEAR_TABLES) {
      this.addSql(`alter table "${table}" add "academic_year_id" uuid not null default current_academic_year_id()`);
      this.addSql(`alter table "${table}" add constraint "${table}_academic_year_id_foreign" foreign key ("academic_year_id") references "academic_years" ("id") on delete restrict`);
      this.addSql(`create index "${table}_academic_year_id_index" on "${table}" ("academic_year_id")`);
    }
    for (const table of GUARDED_TABLES) {
      this.addSql(`create or replace function "${table}_${table}_closed_year_guard_fn"() returns trigger as $$ begin ${CLOSED_YEAR_GUARD} end; $$ language plpgsql`);
      this.addSql(`create trigger "${table}_closed_year_guard" BEFORE INSERT OR UPDATE on "${table}" for each ROW execute function "${table}_${table}_closed_year_guard_fn"()`);
    }

    this.addSql(
      `create table "past_allocations" ("id" uuid not null default gen_random_uuid(), "academic_year_id" uuid not null, "student_id" uuid not null, "room_id" uuid null, ` +
        `"hostel_name" varchar(20) not null, "room_number" int not null, "bed" smallint not null, "held_from" timestamptz not null, "held_until" timestamptz not null, primary key ("id"))`,
    );
    this.addSql(`create index "past_allocations_academic_year_id_index" on "past_allocations" ("academic_year_id")`);
    this.addSql(`create index "past_allocations_student_id_index" on "past_allocations" ("student_id")`);
    this.addSql(`alter table "past_allocations" add constraint "past_allocations_academic_year_id_foreign" foreign key ("academic_year_id") references "academic_years" ("id") on delete cascade`);
    this.addSql(`alter table "past_allocations" add constraint "past_allocations_student_id_foreign" foreign key ("student_id") references "users" ("id") on delete cascade`);
    this.addSql(`alter table "past_allocations" add constraint "past_allocations_room_id_foreign" foreign key ("room_id") references "rooms" ("id") on delete set null`);
  }

  override down(): void {
    this.addSql(`drop table if exists "past_allocations"`);
    for (const table of GUARDED_TABLES) {
      this.addSql(`drop trigger if exists "${table}_closed_year_guard" on "${table}"`);
      this.addSql(`drop function if exists "${table}_${table}_closed_year_guard_fn"()`);
    }
    // A closed year's rows go with it: below this migration there are no years to keep them apart.
    this.addSql(`delete from "waitlist_entries" where "status" = 'Closed'`);
    for (const table of YEAR_TABLES) this.addSql(`alter table "${table}" drop column "academic_year_id"`);
    this.addSql(`drop function if exists "current_academic_year_id"()`);
    this.addSql(`drop table if exists "academic_years"`);
    // The enum value stays: PostgreSQL cannot drop an enum value.
  }
}

const YEAR_TABLES = ['room_requests', 'outpasses', 'waitlist_entries', 'roster_entries'] as const;
const GUARDED_TABLES = ['room_requests', 'outpasses', 'waitlist_entries'] as const;

/** ACADEMIC_YEAR, else the year today is in: "2026-27" from July 2026 to June 2027. */
function firstYearName(now = new Date()): string {
  const set = process.env.ACADEMIC_YEAR?.trim();
  if (set && /^[\w -]{1,20}$/.test(set)) return set;
  const start = now.getUTCMonth() >= 6 ? now.getUTCFullYear() : now.getUTCFullYear() - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** The trigger body, as the entities declare it (modules/year/year.rules.ts): copied, as a migration never changes once released. */
const CLOSED_YEAR_GUARD = `if exists (select 1 from academic_years y where y.id = new.academic_year_id and y.closed_at is not null) then
  raise exception 'academic year % is closed: its % are read-only', (select name from academic_years where id = new.academic_year_id), tg_table_name using errcode = '23514';
end if;
return new;`;
