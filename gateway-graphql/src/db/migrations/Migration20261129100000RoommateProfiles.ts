import { Migration } from '@mikro-orm/migrations';

/**
 * Roommate matching (issue 51, docs/decisions/0145): a process's questionnaire, and each
 * entrant's answers with what they let others see. Processes made before it have none ('[]').
 */
export class Migration20261129100000RoommateProfiles extends Migration {
  override up(): void {
    this.addSql(`alter table "selection_processes" add "questionnaire" jsonb not null default '[]'`);
    this.addSql(`create table "roommate_profiles" ("process_id" uuid not null, "enrollment_id" varchar(40) not null, "answers" jsonb not null, "discoverable" boolean not null default false, "shared" text[] not null default '{}', "updated_at" timestamptz not null default now(), primary key ("process_id", "enrollment_id"))`);
    this.addSql(`alter table "roommate_profiles" add constraint "roommate_profiles_process_id_foreign" foreign key ("process_id") references "selection_processes" ("id") on update cascade on delete cascade`);
    this.addSql(`alter table "roommate_profiles" add constraint "roommate_profiles_enrollment_id_foreign" foreign key ("enrollment_id") references "roster_entries" ("enrollment_id") on update cascade on delete cascade`);
  }

  override down(): void {
    this.addSql(`drop table if exists "roommate_profiles" cascade`);
    this.addSql(`alter table "selection_processes" drop column "questionnaire"`);
  }
}
