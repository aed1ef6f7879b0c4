import { Migration } from '@mikro-orm/migrations';

/**
 * Each year's roster (issue 51, docs/decisions/0152): who was on a closed year's roster is kept in
 * past_roster_entries, written by the closing; what a closing did is kept on the year it opened
 * (`opened_by`). Years closed before this keep the entries still on them (those nobody brought
 * onto a later year): the best that is known of them.
 */
export class Migration20261129140000YearRosters extends Migration {
  override up(): void {
    this.addSql(
      `create table "past_roster_entries" ("academic_year_id" uuid not null, "enrollment_id" varchar(40) not null, "name" varchar(100) not null, "email" varchar(254) not null, ` +
        `"gender" "user_gender" not null, "year_of_study" smallint not null, "programme" varchar(100) not null, "needs_accessible_room" boolean not null default false, primary key ("academic_year_id", "enrollment_id"))`,
    );
    this.addSql(`alter table "past_roster_entries" add constraint "past_roster_entries_academic_year_id_foreign" foreign key ("academic_year_id") references "academic_years" ("id") on delete cascade`);
    this.addSql(`alter table "academic_years" add "opened_by" jsonb null`);
    this.addSql(
      `insert into "past_roster_entries" ("academic_year_id", "enrollment_id", "name", "email", "gender", "year_of_study", "programme", "needs_accessible_room")
       select r.academic_year_id, r.enrollment_id, r.name, r.email, r.gender, r.year_of_study, r.programme, r.needs_accessible_room
         from "roster_entries" r join "academic_years" y on y.id = r.academic_year_id where y.closed_at is not null`,
    );
  }

  override down(): void {
    this.addSql(`alter table "academic_years" drop column "opened_by"`);
    this.addSql(`drop table if exists "past_roster_entries"`);
  }
}
